package org.chessarbiter.xtext.eclipse.core.build;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

/** The nature of projects whose Xtext files are built ({@link XtextBuilder}): adding it adds the builder. */
public class XtextNature implements IProjectNature {

    public static final String ID = "org.chessarbiter.xtext.eclipse.nature";

    private IProject project;

    @Override
    public void configure() throws CoreException {
        IProjectDescription description = project.getDescription();
        if (ProjectSetup.addBuilder(description, XtextBuilder.ID)) {
            project.setDescription(description, null);
        }
    }

    @Override
    public void deconfigure() throws CoreException {
        IProjectDescription description = project.getDescription();
        if (ProjectSetup.removeBuilder(description, XtextBuilder.ID)) {
            project.setDescription(description, null);
        }
    }

    @Override
    public IProject getProject() {
        return project;
    }

    @Override
    public void setProject(IProject project) {
        this.project = project;
    }

    /** Adds the nature (and so the builder) to a project. */
    public static void addTo(IProject project, IProgressMonitor monitor) throws CoreException {
        IProjectDescription description = project.getDescription();
        if (ProjectSetup.addNature(description, ID)) {
            project.setDescription(description, monitor);
        }
    }
}
