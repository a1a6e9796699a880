package org.chessarbiter.xtext.eclipse.core.build;

import java.util.Arrays;

import org.eclipse.core.resources.ICommand;
import org.eclipse.core.resources.IProjectDescription;

/**
 * Edits of a project description that natures make when they are configured and deconfigured: a builder
 * added once to the build specification or taken out of it, a nature added once. Each returns whether the
 * description changed, so that the caller sets it on the project only then (setting a description runs a
 * workspace operation and notifies every listener).
 */
public final class ProjectSetup {

    private ProjectSetup() {
    }

    /** Appends the builder to the build specification unless it is already there. */
    public static boolean addBuilder(IProjectDescription description, String builderId) {
        ICommand[] commands = description.getBuildSpec();
        if (Arrays.stream(commands).anyMatch(command -> builderId.equals(command.getBuilderName()))) {
            return false;
        }
        ICommand command = description.newCommand();
        command.setBuilderName(builderId);
        description.setBuildSpec(appended(commands, command));
        return true;
    }

    /** Takes every command of the builder out of the build specification. */
    public static boolean removeBuilder(IProjectDescription description, String builderId) {
        ICommand[] commands = description.getBuildSpec();
        ICommand[] kept = Arrays.stream(commands).filter(command -> !builderId.equals(command.getBuilderName()))
                .toArray(ICommand[]::new);
        description.setBuildSpec(kept);
        return kept.length != commands.length;
    }

    /** Appends the nature to the description's natures unless it is already one of them. */
    public static boolean addNature(IProjectDescription description, String natureId) {
        if (description.hasNature(natureId)) {
            return false;
        }
        description.setNatureIds(appended(description.getNatureIds(), natureId));
        return true;
    }

    private static <T> T[] appended(T[] items, T item) {
        T[] more = Arrays.copyOf(items, items.length + 1);
        more[items.length] = item;
        return more;
    }
}
