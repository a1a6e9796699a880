package org.chessarbiter.xtext.eclipse.build;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.xtext.eclipse.BuildParticipant;
import org.chessarbiter.xtext.eclipse.internal.Messages;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;

/**
 * The participants contributed to {@code org.chessarbiter.xtext.eclipse.buildParticipants}. A participant
 * that fails is logged; the build and the other participants go on.
 */
public final class BuildParticipants {

    public static final String EXTENSION_POINT = "org.chessarbiter.xtext.eclipse.buildParticipants";

    private static volatile BuildParticipants instance;

    private final List<BuildParticipant> participants;

    private BuildParticipants(List<BuildParticipant> participants) {
        this.participants = List.copyOf(participants);
    }

    public static BuildParticipants get() {
        if (instance == null) {
            List<BuildParticipant> found = new ArrayList<>();
            for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
                try {
                    found.add((BuildParticipant) element.createExecutableExtension("class"));
                } catch (CoreException | RuntimeException e) {
                    ILog.of(BuildParticipants.class).error(
                            Messages.bind(Messages.XtextLanguages_badContribution, element.getContributor().getName()), e);
                }
            }
            instance = new BuildParticipants(found);
        }
        return instance;
    }

    void run(IProject project, List<IResourceDescription.Delta> changes, IResourceDescriptions index,
            IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, participants.size());
        for (BuildParticipant participant : participants) {
            try {
                participant.build(project, List.copyOf(changes), index, progress.split(1));
            } catch (CoreException | RuntimeException e) {
                ILog.of(BuildParticipants.class).error(
                        Messages.bind(Messages.BuildParticipants_failed, participant.getClass().getName()), e);
            }
        }
    }
}
