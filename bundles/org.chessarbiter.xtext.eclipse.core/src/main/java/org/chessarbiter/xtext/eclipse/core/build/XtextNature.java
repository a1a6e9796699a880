package org.chessarbiter.xtext.eclipse.core.build;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

/** The nature of projects whose Xtext files are built ({@link XtextBuilder}): adding it adds the builder. */
public class XtextNature extends BuilderNature {

    public static final String ID = "org.chessarbiter.xtext.eclipse.nature";

    public XtextNature() {
        super(XtextBuilder.ID);
    }

    /** Adds the nature (and so the builder) to a project. */
    public static void addTo(IProject project, IProgressMonitor monitor) throws CoreException {
        IProjectDescription description = project.getDescription();
        if (ProjectSetup.addNature(description, ID)) {
            project.setDescription(description, monitor);
        }
    }
}
