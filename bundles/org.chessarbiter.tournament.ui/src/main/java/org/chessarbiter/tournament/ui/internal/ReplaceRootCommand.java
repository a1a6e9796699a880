package org.chessarbiter.tournament.ui.internal;

import java.util.Collection;
import java.util.List;

import org.chessarbiter.tournament.model.Tournament;
import org.eclipse.emf.common.command.AbstractCommand;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * Replaces the whole model of the tournament by a new one (a round paired or published with its
 * players' lot seed, a late entry): undone, the model before comes back, with every object the
 * earlier commands on the stack refer to.
 */
final class ReplaceRootCommand extends AbstractCommand {

    private final Resource resource;
    private final Tournament next;
    private Tournament previous;

    ReplaceRootCommand(Resource resource, String label, Tournament next) {
        super(label);
        this.resource = resource;
        this.next = next;
    }

    @Override
    protected boolean prepare() {
        return !resource.getContents().isEmpty();
    }

    @Override
    public void execute() {
        previous = (Tournament) resource.getContents().get(0);
        resource.getContents().set(0, next);
    }

    @Override
    public void undo() {
        resource.getContents().set(0, previous);
    }

    @Override
    public void redo() {
        resource.getContents().set(0, next);
    }

    @Override
    public Collection<?> getAffectedObjects() {
        return List.of(resource.getContents().get(0));
    }
}
