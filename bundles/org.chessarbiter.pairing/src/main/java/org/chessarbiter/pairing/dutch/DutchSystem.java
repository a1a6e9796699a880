package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.ForbiddenPairs;
import org.chessarbiter.pairing.PairingConstraint;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The FIDE (Dutch) system, C.04.3, with the general handling rules C.04.1 / C.04.2: pairs one
 * round, allocates colours, orders the boards and explains the result. The regulations' pairing
 * constraints ({@link #constrained}) are one more absolute criterion beside C1-C3: a pair they forbid is
 * not an edge of the matching, exactly as a rematch (C1) is not, so the round is the best pairing of
 * C.04.3 among those that keep them (interpretation: C.04.3 has no such criterion; the regulations add
 * it, 000 Part 2 Art. 2).
 */
public final class DutchSystem implements PairingSystem {

    private final DutchEdition edition;
    private final PairingConstraint constraint;

    /** @return the edition of C.04.3 this system applies */
    public DutchEdition edition() {
        return edition;
    }

    /** The edition in force (2026). */
    public DutchSystem() {
        this(DutchEdition.FIDE_2026);
    }

    public DutchSystem(DutchEdition edition) {
        this(edition, PairingConstraint.NONE);
    }

    private DutchSystem(DutchEdition edition, PairingConstraint constraint) {
        this.edition = edition;
        this.constraint = constraint;
    }

    /** This edition with {@code more} forbidding pairs in its matching (an absolute criterion beside C1-C3). */
    @Override
    public PairingSystem constrained(PairingConstraint more) {
        return more == PairingConstraint.NONE ? this : new DutchSystem(edition, constraint.and(more));
    }

    @Override
    public String id() {
        return edition.trfCode();
    }

    @Override
    public Message displayName() {
        return DutchExplainer.msg("dutch.name." + edition.name());
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = RequestValidator.validate(request);
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        Acceleration acceleration = request.acceleration();
        if (acceleration.isEmpty() && request.options().acceleration()) {
            // C.04.5.1: the Baku method when asked for and no virtual points are given
            if (!BakuAcceleration.applicable(request.options().winPoints(), request.options().drawPoints())) {
                return fail(ProblemKind.UNSUPPORTED, Location.part("options").member("acceleration"), "dutch.error.acceleration");
            }
            acceleration = BakuAcceleration.of(request);
        }
        List<DutchPlayer> sorted = DutchPlayers.sorted(request, acceleration, edition.rules());
        ScoreGroupLayout layout = new ScoreGroupLayout(sorted, edition.rules().collapsedLastBracket());
        ForbiddenPairs forbidden = constraint.forbidden(request);
        EdgeWeights weights = new EdgeWeights(layout, request.round(), request.totalRounds(),
                request.options().winPoints(), request.options().drawPoints(), edition.rules());
        weights.forbid(forbidden);
        DutchPairer pairer = new DutchPairer(sorted, weights);
        Optional<DutchPairer.Result> result = pairer.run();
        if (result.isEmpty()) {
            String who = pairer.leftUnpaired().stream().map(String::valueOf).collect(Collectors.joining(", "));
            return fail(ProblemKind.NO_SOLUTION, Location.part("round"),
                    forbidden.isEmpty() ? "dutch.error.impossible" : "dutch.error.impossibleForbidden", request.round(), who);
        }
        return new PairingOutcome.Paired(assemble(request, result.get(), forbidden));
    }

    private static PairingOutcome fail(ProblemKind kind, Location where, String key, Object... args) {
        return new PairingOutcome.Failed(List.of(Problem.error(kind, where, DutchExplainer.msg(key, args))));
    }

    private RoundPairing assemble(PairingRequest request, DutchPairer.Result r, ForbiddenPairs forbidden) {
        List<DutchPlayer> sorted = r.sorted();
        Map<Integer, PairingPlayer> byId = new HashMap<>();
        request.players().forEach(p -> byId.put(p.id(), p));
        DutchExplainer explain = new DutchExplainer(sorted);
        explain.header(request.round(), sorted.size(), edition.year());
        explain.acceleration();
        explain.forbidden(forbidden);
        r.brackets().forEach(explain::bracket);

        List<int[]> pairs = new ArrayList<>();
        for (int v = 0; v < sorted.size(); v++) {
            int u = r.pairOf()[v];
            if (u > v) {
                // the board's higher player by real score (virtual points do not order the boards)
                boolean vHigher = sorted.get(v).ranksAboveByRealScore(sorted.get(u));
                pairs.add(vHigher ? new int[] {v, u} : new int[] {u, v});
            }
        }
        // boards: higher player's score, then lower player's score, then the higher player's rank
        pairs.sort(Comparator.<int[]>comparingInt(p -> -sorted.get(p[0]).realScore())
                .thenComparingInt(p -> -sorted.get(p[1]).realScore())
                .thenComparingInt(p -> sorted.get(p[0]).rankIndex()));
        ColourAllocation colours = new ColourAllocation(request.options().initialColour());
        List<Board> boards = new ArrayList<>();
        for (int[] p : pairs) {
            DutchPlayer a = sorted.get(p[0]);
            DutchPlayer b = sorted.get(p[1]);
            DutchPlayer first = a.id() < b.id() ? a : b;
            DutchPlayer second = first == a ? b : a;
            ColourAllocation.Decision d = colours.colourOf(first, second, byId.get(first.id()).history(),
                    byId.get(second.id()).history());
            DutchPlayer white = d.first() == Colour.WHITE ? first : second;
            DutchPlayer black = white == first ? second : first;
            boards.add(new Board(boards.size() + 1, white.id(), black.id()));
            explain.board(boards.size(), white, black, d.rule());
        }
        List<Bye> byes = new ArrayList<>();
        if (r.byeVertex() >= 0) {
            byes.add(new Bye(sorted.get(r.byeVertex()).id(), ByeKind.PAIRING_ALLOCATED));
            explain.bye(sorted.get(r.byeVertex()));
        }
        for (PairingPlayer p : request.players()) {
            if (!p.availability().pairable() && p.availability() != Availability.WITHDRAWN) {
                byes.add(new Bye(p.id(), ByeKind.forAbsence(p.availability())));
            }
        }
        return new RoundPairing(request.round(), boards, byes, explain.build());
    }
}
