package org.chessarbiter.pairing.knockout;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.Requests;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The individual knockout (001 Điều 25, 000 Art. 11 "hệ thống Olympic") as a round-by-round pairing
 * system: the players are the seeds 1..n ({@link KnockoutBracket}: the next power of two, the top
 * seeds exempted from round 1); each later round pairs the winners of neighbouring matches
 * ({@link KnockoutBracket#nextRound}), the winners read from the players' histories.
 * <p>
 * Interpretation: one round of the request is one knockout round, and its recorded result is the
 * match's (the games of a match, 000 Art. 11 / Điều 25, are played and settled by
 * {@link KnockoutMatch}; the winner is what the round records). A level result names the match: it
 * is not yet decided. The upper place of each match has the colour of the lot of round 1
 * ({@code options.initialColour()}) in its first game; an exempted seed gets the pairing-allocated
 * bye.
 */
public final class KnockoutSystem implements PairingSystem {

    @Override
    public String id() {
        return "KNOCKOUT";
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.knockout");
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = Requests.validateNumbered(request);
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        Checked<KnockoutBracket> b = KnockoutBracket.of(request.players().size());
        if (!b.isOk()) {
            return new PairingOutcome.Failed(b.errors());
        }
        KnockoutBracket bracket = b.orThrow();
        if (request.round() > bracket.rounds()) {
            return new PairingOutcome.Failed(List.of(SystemMessages.invalid(Location.part("round"), "error.knockoutOver",
                    request.round(), bracket.rounds(), bracket.size())));
        }
        Explanation.Builder why = new Explanation.Builder().add(SystemMessages.of("explain.knockoutBracket",
                bracket.entrants(), bracket.size(), bracket.rounds()));
        List<KnockoutPairing> matches = bracket.firstRound();
        for (int r = 1; r < request.round(); r++) {
            Checked<List<Integer>> won = winners(request, matches, r);
            Checked<List<KnockoutPairing>> next = won.isOk() ? KnockoutBracket.nextRound(won.orThrow()) : new Checked.Failed<>(won.errors());
            if (!next.isOk()) {
                return new PairingOutcome.Failed(next.errors());
            }
            matches = next.orThrow();
        }
        boolean upperWhite = request.options().initialColour() == Colour.WHITE;
        List<Board> boards = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (KnockoutPairing m : matches) {
            if (m.isBye()) {
                byes.add(new Bye(m.seedA(), ByeKind.PAIRING_ALLOCATED));
                why.add(SystemMessages.of("explain.knockoutExempted", m.seedA()));
            } else {
                int n = boards.size() + 1;
                boards.add(upperWhite ? new Board(n, m.seedA(), m.seedB()) : new Board(n, m.seedB(), m.seedA()));
            }
        }
        return new PairingOutcome.Paired(new RoundPairing(request.round(), boards, byes, why.build()));
    }

    /** The winner of each match of round {@code round}, in bracket order, from the players' histories. */
    private static Checked<List<Integer>> winners(PairingRequest request, List<KnockoutPairing> matches, int round) {
        List<Integer> out = new ArrayList<>();
        for (KnockoutPairing m : matches) {
            if (m.isBye()) {
                out.add(m.seedA());
                continue;
            }
            Optional<PastRound> a = entry(request, m.seedA(), round);
            Optional<PastRound> b = entry(request, m.seedB(), round);
            if (a.isEmpty() || b.isEmpty() || a.get().opponent() != m.seedB() || b.get().opponent() != m.seedA()) {
                return Checked.fail(SystemMessages.invalid(Location.part("round").element(round), "error.knockoutNotAsDrawn",
                        round, m.seedA(), m.seedB()));
            }
            int pa = a.get().points();
            int pb = b.get().points();
            if (pa == pb) {
                return Checked.fail(SystemMessages.error(ProblemKind.ILLEGAL, Location.part("round").element(round),
                        "error.knockoutLevel", round, m.seedA(), m.seedB()));
            }
            out.add(pa > pb ? m.seedA() : m.seedB());
        }
        return Checked.ok(out);
    }

    private static Optional<PastRound> entry(PairingRequest request, int player, int round) {
        return request.player(player).map(PairingPlayer::history)
                .filter(h -> h.size() >= round).map(h -> h.get(round - 1));
    }
}
