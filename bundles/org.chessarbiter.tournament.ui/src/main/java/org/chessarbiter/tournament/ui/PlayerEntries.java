package org.chessarbiter.tournament.ui;

import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.ui.internal.ByeNames;
import org.chessarbiter.tournament.ui.internal.ByeRequestDialog;
import org.chessarbiter.tournament.ui.internal.LateEntryDialog;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.op.ByeRequestOperation;
import org.chessarbiter.workspace.op.LateEntryOperation;
import org.chessarbiter.workspace.op.ReassignPairingNumbersOperation;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;

/**
 * What the Players page does to the entries once the event has started, each through a headless
 * operation applied by {@link TournamentEditor#perform} as one undoable command: a late entry
 * ({@link LateEntryOperation}: the pairing number by C.04.2 or after the players present, the rounds
 * missed), a bye requested or an absence announced for a round not yet paired ({@link ByeRequestOperation},
 * with the points the scoring gives it), the pairing numbers given again in the initial order of C.04.2
 * ({@link ReassignPairingNumbersOperation}: until round 4 is paired, never once a round is published);
 * and why a player can no longer be removed once round 1 is paired.
 */
public final class PlayerEntries {

    private final TournamentEditor editor;

    PlayerEntries(TournamentEditor editor) {
        this.editor = editor;
    }

    private Optional<Tournament> plain() {
        ParseResult<Tournament> t = editor.document().plain();
        return t.isOk() ? Optional.of(t.value()) : Optional.empty();
    }

    /** The highest round paired (games or the pairing-allocated bye), 0 before round 1. */
    static int pairedRounds(Tournament t) {
        return t.rounds().stream().filter(r -> !r.pairings().isEmpty()
                || r.byes().stream().anyMatch(b -> b.kind() == ByeKind.PAIRING_ALLOCATED)).mapToInt(Round::number).max().orElse(0);
    }

    /** The dialog for a late entry, set to the next round to pair (not opened). */
    public LateEntryDialog lateEntryDialog() {
        Tournament t = plain().orElseThrow();
        return new LateEntryDialog(editor.getSite().getShell(), pairedRounds(t) + 1, t.numberOfRounds());
    }

    /** Asks for a late entrant and enters him. */
    public void enterLate() {
        if (plain().isEmpty()) {
            return;
        }
        LateEntryDialog d = lateEntryDialog();
        if (d.open() == Window.OK) {
            enterLate(d.entrant(), d.firstRound());
        }
    }

    /** Enters {@code entrant} playing from {@code firstRound}; the operation gives his number and says what he missed. */
    public boolean enterLate(Player entrant, int firstRound) {
        return editor.perform(NLS.bind(Messages.Players_lateLabel, entrant.name()),
                new LateEntryOperation(editor.document().file(), entrant, firstRound)::apply);
    }

    /** The dialog of a bye or an absence of player {@code player} (not opened). */
    public ByeRequestDialog byeDialog(int player) {
        return new ByeRequestDialog(editor.getSite().getShell(), plain().orElseThrow(), player);
    }

    /** Asks for the round and kind of a bye of player {@code player} and records it. */
    public void requestBye(int player) {
        if (plain().isEmpty()) {
            return;
        }
        ByeRequestDialog d = byeDialog(player);
        if (d.open() == Window.OK) {
            requestBye(player, d.round(), d.kind());
        }
    }

    /** Records a bye of kind {@code kind} (a zero-point bye: an absence announced) of {@code player} in {@code round}. */
    public boolean requestBye(int player, int round, ByeKind kind) {
        String name = plain().flatMap(t -> t.player(player)).map(Player::name).orElse(Integer.toString(player));
        return editor.perform(NLS.bind(Messages.Players_byeLabel, new Object[] { ByeNames.of(kind), name, round }),
                new ByeRequestOperation(editor.document().file(), player, round, kind)::apply);
    }

    /** Whether the pairing numbers may still be given again (C.04.2; no round published). */
    public boolean canReassignNumbers() {
        return plain().map(ReassignPairingNumbersOperation::allowed).orElse(false);
    }

    /** Gives every pairing number again in the initial order of C.04.2; refused, with the reason, when it is too late. */
    public boolean reassignNumbers() {
        return editor.perform(Messages.Players_renumberLabel, new ReassignPairingNumbersOperation(editor.document().file())::apply);
    }

    /** Why {@code name} cannot be removed (round 1 or later is paired), empty when he can. */
    public Optional<String> removalRefused(String name) {
        int paired = plain().map(PlayerEntries::pairedRounds).orElse(0);
        return paired == 0 ? Optional.empty() : Optional.of(NLS.bind(Messages.Players_removeRefused, name, paired));
    }
}
