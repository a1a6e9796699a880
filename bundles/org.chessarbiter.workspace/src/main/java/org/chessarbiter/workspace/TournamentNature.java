package org.chessarbiter.workspace;

import java.util.Arrays;
import java.util.stream.Stream;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;

/**
 * Marks a project as a tournament project: its regulations, scoresheets, TRF files and tournament
 * state are built and validated together. Configuring it adds the nature of the languages' workspace
 * build (the Xtext bridge's nature, which brings its builder) when that is installed; the headless
 * bundle names it by id only, so it does not depend on the editor bundles.
 */
public class TournamentNature implements IProjectNature {

    /** The nature's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.tournamentNature";

    /** The nature of the languages' workspace build (bundle org.chessarbiter.xtext.eclipse). */
    public static final String LANGUAGES_NATURE = "org.chessarbiter.xtext.eclipse.nature";

    private IProject project;

    @Override
    public void configure() throws CoreException {
        IProjectDescription description = project.getDescription();
        if (project.getWorkspace().getNatureDescriptor(LANGUAGES_NATURE) != null && !description.hasNature(LANGUAGES_NATURE)) {
            description.setNatureIds(Stream.concat(Arrays.stream(description.getNatureIds()), Stream.of(LANGUAGES_NATURE))
                    .toArray(String[]::new));
            project.setDescription(description, null);
        }
    }

    @Override
    public void deconfigure() {
        // the languages' nature stays: the project's regulations and scoresheets are still built
    }

    @Override
    public IProject getProject() {
        return project;
    }

    @Override
    public void setProject(IProject project) {
        this.project = project;
    }
}
