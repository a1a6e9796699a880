package org.chessarbiter.tournament.ui.internal;

import java.nio.file.Path;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.model.mapping.TournamentModels;
import org.chessarbiter.workspace.op.TournamentStore;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceImpl;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;

/**
 * The tournament an editor holds: its state file, read and written through the headless
 * {@link TournamentStore} (atomic saves, published rounds never rewritten), and its EMF model in an
 * editing domain whose command stack records every change (undo, redo, dirty state). The plain value
 * the engines read is computed from the model once per change, and not at all after an operation's state
 * applied ({@link #change}): the model then holds that state ({@code toPlain(toModel(t))} equals {@code t}).
 */
public final class TournamentDocument {

    private final Path file;
    private final AdapterFactoryEditingDomain domain;
    private final Resource resource;
    private ParseResult<Tournament> plain;
    /** The plain value of the model after the command {@link #change} executes, known without reading the model again. */
    private ParseResult<Tournament> next;
    private int revision;

    private TournamentDocument(Path file, org.chessarbiter.tournament.model.Tournament root) {
        this.file = file;
        ComposedAdapterFactory factory = new ComposedAdapterFactory(ComposedAdapterFactory.Descriptor.Registry.INSTANCE);
        factory.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        BasicCommandStack stack = new BasicCommandStack();
        this.domain = new AdapterFactoryEditingDomain(factory, stack);
        this.resource = new ResourceImpl(URI.createFileURI(file.toAbsolutePath().toString()));
        resource.getContents().add(root);
        domain.getResourceSet().getResources().add(resource);
        stack.addCommandStackListener(e -> {
            plain = next; // first of the listeners: the pages read it after
            revision++;
        });
    }

    /** Reads a state file ({@code *.tournament}, {@code *.trf}); its problems when it cannot be read. */
    public static ParseResult<TournamentDocument> load(Path file) {
        ParseResult<Tournament> t = TournamentStore.load(file);
        if (!t.isOk()) {
            return ParseResult.fail(t.problems());
        }
        return new ParseResult<>(new TournamentDocument(file, TournamentModels.toModel(t.value())), t.problems());
    }

    public Path file() {
        return file;
    }

    public AdapterFactoryEditingDomain domain() {
        return domain;
    }

    public BasicCommandStack stack() {
        return (BasicCommandStack) domain.getCommandStack();
    }

    /** The model as it is now (replaced as a whole by some commands: never keep it across a change). */
    public org.chessarbiter.tournament.model.Tournament root() {
        return (org.chessarbiter.tournament.model.Tournament) resource.getContents().get(0);
    }

    /** The plain value of the model as it is now. */
    public ParseResult<Tournament> plain() {
        if (plain == null) {
            plain = TournamentModels.toPlain(root());
        }
        return plain;
    }

    /** Counts the changes: a background result computed on an older revision is stale. */
    public int revision() {
        return revision;
    }

    public void execute(Command command) {
        domain.getCommandStack().execute(command);
    }

    /** Applies the state an operation computed from {@link #plain()} as one command. */
    public void change(String label, Tournament before, Tournament after) {
        if (after.equals(before)) {
            return;
        }
        Command command = StateChange.of(domain, resource, label, before, after);
        ParseResult<Tournament> was = plain;
        // results set in place keep what could not be read of the model; a new model holds the value alone
        next = was == null || was.value() != before ? null
                : new ParseResult<>(after, command instanceof ReplaceRootCommand ? List.of() : was.problems());
        try {
            execute(command);
        } finally {
            next = null;
        }
    }

    /** Reads the state file as it is on disk now (any thread: a large event is read in a job), for {@link #reload(ParseResult)}. */
    public ParseResult<Tournament> readAgain() {
        return TournamentStore.load(file);
    }

    /**
     * Takes the state file as it was read on disk ({@link #readAgain()}; another program wrote it): the model
     * replaced, the undo history dropped with the old content, nothing to save. Nothing changes when the file
     * could not be read.
     */
    public List<Problem> reload(ParseResult<Tournament> read) {
        ParseResult<Tournament> before = plain();
        if (!read.isOk() || !before.isOk()) {
            return read.problems();
        }
        change("reload", before.value(), read.value());
        stack().flush();
        return read.problems();
    }

    public boolean isDirty() {
        return stack().isSaveNeeded();
    }

    /** Writes the state file atomically; nothing is written when the model cannot be read back or a published round would change. */
    public List<Problem> save() {
        ParseResult<Tournament> t = plain();
        if (!t.isOk()) {
            return t.problems();
        }
        ParseResult<Path> written = TournamentStore.save(file, t.value());
        if (written.isOk()) {
            stack().saveIsDone();
        }
        return written.problems();
    }
}
