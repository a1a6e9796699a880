package org.chessarbiter.pairing.trf;

import java.util.List;
import java.util.Map;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.pairing.dutch.Points;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfLine;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * The points column of the TRF player lines (columns 81-84) against the points the results give
 * (C.04.1 b: the score decides the scoregroup; a score that disagrees with the results means the
 * file cannot be trusted to pair). Accepted: the total of the paired rounds; that total with the
 * bye announced for the next round; either with the next round's virtual points added (as
 * bbpPairings reads an accelerated file). Anything else is an error at the points column.
 */
final class DeclaredPoints {

    /** 1-based column of the points field of a player line. */
    static final int COLUMN = 81;

    private DeclaredPoints() {
    }

    static void check(TrfDocument doc, PairingTournament t, List<Problem> problems) {
        TournamentRecord rec = t.record();
        Map<Integer, TournamentRecord.Entrant> byId = new java.util.HashMap<>();
        rec.players().forEach(e -> byId.put(e.id(), e));
        for (TrfLine line : doc.lines()) {
            if (!(line.record() instanceof TrfRecord.Player p) || p.points() == null) {
                continue;
            }
            TournamentRecord.Entrant e = byId.get(p.startNumber());
            if (e == null) {
                continue;
            }
            int results = e.rounds().stream().mapToInt(PastRound::points).sum();
            int announced = announcedByePoints(t.upcoming().get(e.id()), rec.options());
            int virtual = rec.acceleration().virtualPoints(e.id(), t.nextRound());
            long declared = p.points().numerator() * 10;
            if (declared % p.points().denominator() != 0) {
                continue; // reported by the scoring check
            }
            int d = (int) (declared / p.points().denominator());
            if (d != results && d != results + announced && d != results + virtual && d != results + announced + virtual) {
                problems.add(Problem.error(ProblemKind.INCONSISTENT, Location.at(line.number(), COLUMN),
                        Message.of(DeclaredPoints.class, "trf.pairing.declaredPoints", p.startNumber(),
                                p.points().toString(), Points.format(results))));
            }
        }
    }

    private static int announcedByePoints(Availability a, PairingOptions o) {
        if (a == Availability.HALF_POINT_BYE) {
            return o.drawPoints();
        }
        return a == Availability.FULL_POINT_BYE ? o.winPoints() : 0;
    }
}
