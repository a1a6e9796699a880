package org.chessarbiter.workspace.op;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;

/**
 * Gives a player a bye: the pairing-allocated bye (C.04.1 c), or a half-, full- or zero-point bye. The
 * player leaves his board (the opponent is left without one) and any bye he had.
 *
 * @param round  the round
 * @param player the player
 * @param kind   the bye: {@link ByeKind#PAIRING_ALLOCATED}, {@link ByeKind#HALF_POINT},
 *               {@link ByeKind#FULL_POINT} or {@link ByeKind#ZERO_POINT}
 */
public record GiveBye(int round, int player, ByeKind kind) implements ManualChange {

    public GiveBye {
        Objects.requireNonNull(kind, "kind");
    }

    @Override
    public AuditAction action() {
        return AuditAction.BYE;
    }

    @Override
    public ParseResult<Round> apply(Round r) {
        if (kind == ByeKind.ABSENT) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.player(player), "manual.byeKind",
                    kind.name()));
        }
        List<Pairing> boards = new ArrayList<>(r.pairings());
        boards.removeIf(p -> p.involves(player));
        List<Bye> byes = new ArrayList<>(r.byes());
        byes.removeIf(b -> b.player() == player);
        byes.add(new Bye(player, kind));
        return ParseResult.ok(new Round(r.number(), r.date(), r.published(), boards, byes));
    }

    @Override
    public List<Integer> players(Round r) {
        List<Integer> out = new ArrayList<>(List.of(player));
        r.pairings().stream().filter(p -> p.involves(player)).forEach(p -> out.add(p.first() == player ? p.second() : p.first()));
        return out;
    }
}
