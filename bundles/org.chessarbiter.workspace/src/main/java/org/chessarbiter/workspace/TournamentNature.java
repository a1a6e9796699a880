package org.chessarbiter.workspace;

import org.chessarbiter.workspace.build.TournamentBuilder;
import org.chessarbiter.xtext.eclipse.core.build.BuilderNature;
import org.chessarbiter.xtext.eclipse.core.build.ProjectSetup;
import org.chessarbiter.xtext.eclipse.core.build.XtextNature;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;

/**
 * Marks a project as a tournament project: its regulations, scoresheets, TRF files and tournament
 * state are built and validated together. Configuring it adds the tournament files' builder
 * ({@link TournamentBuilder}: their problems as markers) and the nature of the languages' workspace
 * build ({@link XtextNature}, which brings its builder); deconfiguring it takes the tournament builder
 * and its markers away and leaves the languages' build.
 * <p>
 * The nature does not declare the languages' nature as a {@code requires-nature} prerequisite: the platform
 * then refuses a tournament nature set on its own (a {@code .project} written by hand or by an older
 * version, a project made tournament by another plug-in), where configuring it adds what it needs.
 */
public class TournamentNature extends BuilderNature {

    /** The nature's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.tournamentNature";

    public TournamentNature() {
        super(TournamentBuilder.ID);
    }

    @Override
    protected boolean addedWith(IProjectDescription description) {
        return ProjectSetup.addNature(description, XtextNature.ID);
    }

    @Override
    protected void removed() throws CoreException {
        getProject().deleteMarkers(TournamentBuilder.MARKER, true, IResource.DEPTH_INFINITE);
    }
}
