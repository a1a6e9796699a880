package org.chessarbiter.workspace;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectNature;

/**
 * Marks a project as a tournament project: its regulations, scoresheets, TRF files and tournament
 * state are built and validated together. Builders are added here as the languages' builder
 * participants arrive.
 */
public class TournamentNature implements IProjectNature {

    /** The nature's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.tournamentNature";

    private IProject project;

    @Override
    public void configure() {
        // no builder yet: the workspace build of the languages registers itself here (issue 9)
    }

    @Override
    public void deconfigure() {
        // nothing configured
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
