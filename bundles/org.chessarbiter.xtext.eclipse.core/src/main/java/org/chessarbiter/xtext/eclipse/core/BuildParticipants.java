package org.chessarbiter.xtext.eclipse.core;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.xtext.eclipse.core.internal.Messages;
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

    private final List<BuildParticipant> participants;

    private BuildParticipants(List<BuildParticipant> participants) {
        this.participants = List.copyOf(participants);
    }

    /** The participants of the running platform (read once, owned by {@link XtextCore}). */
    public static BuildParticipants get() {
        return XtextCore.get().participants();
    }

    /** Reads the contributions of the running platform; one that cannot be created is logged and left out. */
    public static BuildParticipants read() {
        List<BuildParticipant> found = new ArrayList<>();
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
            try {
                found.add((BuildParticipant) element.createExecutableExtension("class"));
            } catch (CoreException | RuntimeException e) {
                ILog.of(BuildParticipants.class).error(
                        Messages.bind(Messages.XtextLanguages_badContribution, element.getContributor().getName()), e);
            }
        }
        return new BuildParticipants(found);
    }

    /** Calls each participant on the changes of a build of {@code project} (by the builder). */
    public void run(IProject project, List<IResourceDescription.Delta> changes, IResourceDescriptions index,
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
