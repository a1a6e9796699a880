package org.chessarbiter.workspace;

import java.util.Arrays;
import org.chessarbiter.workspace.build.TournamentBuilder;
import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;

/**
 * Marks a project as a tournament project: its regulations, scoresheets, TRF files and tournament
 * state are built and validated together. Configuring it adds the tournament files' builder
 * ({@link TournamentBuilder}: their problems as markers) and the nature of the languages' workspace
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
        boolean changed = false;
        if (Arrays.stream(description.getBuildSpec()).noneMatch(c -> TournamentBuilder.ID.equals(c.getBuilderName()))) {
            ICommand build = description.newCommand();
            build.setBuilderName(TournamentBuilder.ID);
            description.setBuildSpec(appended(description.getBuildSpec(), build));
            changed = true;
        }
        if (project.getWorkspace().getNatureDescriptor(LANGUAGES_NATURE) != null && !description.hasNature(LANGUAGES_NATURE)) {
            description.setNatureIds(appended(description.getNatureIds(), LANGUAGES_NATURE));
            changed = true;
        }
        if (changed) {
            project.setDescription(description, null);
        }
    }

    private static <T> T[] appended(T[] items, T item) {
        T[] more = Arrays.copyOf(items, items.length + 1);
        more[items.length] = item;
        return more;
    }

    @Override
    public void deconfigure() throws CoreException {
        // the languages' nature stays: the project's regulations and scoresheets are still built
        IProjectDescription description = project.getDescription();
        description.setBuildSpec(Arrays.stream(description.getBuildSpec())
                .filter(c -> !TournamentBuilder.ID.equals(c.getBuilderName())).toArray(ICommand[]::new));
        project.setDescription(description, null);
        project.deleteMarkers(TournamentBuilder.MARKER, true, IResource.DEPTH_INFINITE);
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
