package org.chessarbiter.tournament.ui;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Confirmation;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.internal.BoardRow;
import org.chessarbiter.tournament.ui.internal.ManualChangeDialogs;
import org.chessarbiter.tournament.ui.internal.ManualChoices;
import org.chessarbiter.tournament.ui.internal.ManualChoices.Choice;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.RoundStates;
import org.chessarbiter.workspace.op.ManualAssessment;
import org.chessarbiter.workspace.op.ManualChangeOperation;
import org.chessarbiter.workspace.op.ManualPairing;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Menu;

/**
 * Manual changes of the shown round's pairing, from the context menu of the Rounds page's boards
 * ({@link ManualChoices}: swap opponents, exchange colours, pair two players, unpair a board, give a
 * bye), offered only while the round is paired and not published (a published round is never
 * rewritten). Each change is graded by the pairing checker ({@link ManualPairing#assess}), put to the
 * arbiter in the dialog of its grade ({@link ManualChangeDialogs}), then applied with the confirmation
 * given through {@link ManualChangeOperation} as one undoable command of the editor: the operation
 * records it in the audit trail.
 */
public final class ManualChangesMenu {

    private final RoundsPage page;
    private final Clock clock;

    ManualChangesMenu(RoundsPage page) {
        this.page = page;
        this.clock = Clock.systemUTC();
    }

    /** The rows of round {@code r}: its boards, its byes, then the players left without either. */
    static List<BoardRow> rows(Tournament t, Round r) {
        List<BoardRow> rows = new ArrayList<>(BoardRow.of(t, r));
        if (r.isPaired() && !r.published()) {
            rows.addAll(ManualChoices.unpairedRows(t, r));
        }
        return rows;
    }

    Menu createMenu(Control parent) {
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> choices().forEach(c -> m.add(new Action(c.label()) {
            @Override
            public void run() {
                apply(c);
            }
        })));
        return menu.createContextMenu(parent);
    }

    /** The changes offered for the boards (or players) selected; none when the shown round is published. */
    public List<Choice> choices() {
        ParseResult<Tournament> t = page.document().plain();
        if (!t.isOk()) {
            return List.of();
        }
        Optional<Round> r = t.value().rounds().stream().filter(x -> x.number() == page.shownRound()).findFirst();
        if (r.isEmpty() || !r.get().isPaired() || r.get().published()) {
            return List.of();
        }
        return ManualChoices.of(t.value(), r.get(), page.boards().getTable().getSelectionIndices());
    }

    /**
     * Grades {@code c}, asks the arbiter in the dialog of its grade and, confirmed, applies it as one
     * undoable command.
     *
     * @return whether the tournament changed
     */
    public boolean apply(Choice c) {
        ParseResult<Tournament> t = page.document().plain();
        if (!t.isOk()) {
            page.getEditor().report(t.problems());
            return false;
        }
        ParseResult<ManualAssessment> assessed = ManualPairing.assess(t.value(), c.change());
        if (!assessed.isOk()) {
            page.getEditor().report(assessed.problems());
            return false;
        }
        Optional<Confirmation> given = ManualChangeDialogs.ask(page.boards().getTable().getShell(), c.label(), assessed.value());
        if (given.isEmpty()) {
            return false;
        }
        ManualChangeOperation op = new ManualChangeOperation(page.document().file(), c.change(), given.get(), clock);
        return page.getEditor().perform(NLS.bind(Messages.Manual_label, c.change().round(), c.label()), op::apply);
    }
}
