package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Records a bye a player asks for, for a round not yet paired: a half-point bye, or a zero-point bye
 * (not paired, no points), or a full-point bye where the regulations give one (FIDE C.04.1, TRF26 240
 * records; the pairing reads them as "announced as not paired"). A round already paired cannot take a
 * bye request (pair it again afterwards instead: the request is refused); a published round never.
 */
public final class ByeRequestOperation extends StateOperation {

    private final int player;
    private final int round;
    private final ByeKind kind;

    public ByeRequestOperation(Path state, int player, int round, ByeKind kind) {
        super(state);
        this.player = player;
        this.round = round;
        this.kind = kind;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        if (kind == ByeKind.PAIRING_ALLOCATED || kind == ByeKind.ABSENT) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(player), "bye.kind", kind));
        }
        if (t.player(player).isEmpty()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(player), "player.unknown", player));
        }
        Optional<Round> held = t.rounds().stream().filter(r -> r.number() == round).findFirst();
        if (held.isPresent() && (held.get().isPaired() || held.get().published())) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round),
                    held.get().published() ? "bye.published" : "bye.paired", player, round));
        }
        if (round < 1 || t.numberOfRounds() > 0 && round > t.numberOfRounds()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "late.noSuchRound",
                    player, round, t.numberOfRounds()));
        }
        if (t.withdrawals().stream().anyMatch(w -> w.player() == player && w.lastRound() < round)) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(player), "bye.withdrawn", player,
                    round));
        }
        List<Bye> byes = new ArrayList<>(held.map(Round::byes).orElse(List.of()));
        byes.removeIf(b -> b.player() == player);
        byes.add(new Bye(player, kind));
        byes.sort(java.util.Comparator.comparingInt(Bye::player));
        return ParseResult.ok(t.withRound(new Round(round, held.map(Round::date).orElse(""), false, List.of(), byes)));
    }
}
