package org.chessarbiter.xtext.eclipse.core.build;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.ICommand;
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
        if (Arrays.stream(description.getBuildSpec()).noneMatch(command -> XtextBuilder.ID.equals(command.getBuilderName()))) {
            List<ICommand> commands = new ArrayList<>(Arrays.asList(description.getBuildSpec()));
            ICommand command = description.newCommand();
            command.setBuilderName(XtextBuilder.ID);
            commands.add(command);
            description.setBuildSpec(commands.toArray(ICommand[]::new));
            project.setDescription(description, null);
        }
    }

    @Override
    public void deconfigure() throws CoreException {
        IProjectDescription description = project.getDescription();
        description.setBuildSpec(Arrays.stream(description.getBuildSpec())
                .filter(command -> !XtextBuilder.ID.equals(command.getBuilderName())).toArray(ICommand[]::new));
        project.setDescription(description, null);
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
        if (!description.hasNature(ID)) {
            List<String> natures = new ArrayList<>(Arrays.asList(description.getNatureIds()));
            natures.add(ID);
            description.setNatureIds(natures.toArray(String[]::new));
            project.setDescription(description, monitor);
        }
    }
}
