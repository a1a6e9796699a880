package org.chessarbiter.xtext.eclipse.core.build;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IProjectNature;
import org.eclipse.core.runtime.CoreException;

/**
 * A nature whose configuring adds its builder to the project's build specification (once) and whose deconfiguring
 * takes it out; a subclass may add more to the description ({@link #addedWith}) and clean up after the builder
 * ({@link #removed}). The description is set on the project only when it changed.
 */
public abstract class BuilderNature implements IProjectNature {

    private final String builderId;

    private IProject project;

    protected BuilderNature(String builderId) {
        this.builderId = builderId;
    }

    @Override
    public void configure() throws CoreException {
        IProjectDescription description = project.getDescription();
        boolean withBuilder = ProjectSetup.addBuilder(description, builderId);
        if (addedWith(description) || withBuilder) {
            project.setDescription(description, null);
        }
    }

    @Override
    public void deconfigure() throws CoreException {
        IProjectDescription description = project.getDescription();
        if (ProjectSetup.removeBuilder(description, builderId)) {
            project.setDescription(description, null);
        }
        removed();
    }

    /** Adds what the nature brings besides its builder to the description; whether that changed it. None by default. */
    protected boolean addedWith(IProjectDescription description) {
        return false;
    }

    /** Cleans up once the builder is taken out of the project (its markers, say). Nothing by default. */
    protected void removed() throws CoreException {
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
