package org.chessarbiter.pairing.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfLine;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * Writes pairings into TRF documents through the tournament bundle's records: a new (or re-paired)
 * round into the player lines of a file, every other line kept as it was; and a whole generated
 * tournament.
 */
public final class TrfPairingWriter {

    private TrfPairingWriter() {
    }

    /**
     * The document with round {@code p.round()} replaced by the pairing: "w" / "b" cells without a
     * result for the boards, U for the pairing-allocated bye (its points added to the points
     * column), H / F / Z for the other byes. Lines other than the player lines are kept verbatim.
     */
    public static TrfDocument withRound(TrfDocument doc, RoundPairing p, PairingOptions options) {
        Map<Integer, TrfRecord.RoundCell> cells = new HashMap<>();
        for (Board b : p.boards()) {
            cells.put(b.white(), new TrfRecord.RoundCell(b.black(), 'w', ' '));
            cells.put(b.black(), new TrfRecord.RoundCell(b.white(), 'b', ' '));
        }
        for (Bye b : p.byes()) {
            char code = switch (b.kind()) {
                case PAIRING_ALLOCATED -> 'U';
                case HALF_POINT -> 'H';
                case FULL_POINT -> 'F';
                case ZERO_POINT -> 'Z';
            };
            cells.put(b.player(), new TrfRecord.RoundCell(0, '-', code));
        }
        List<TrfLine> lines = new ArrayList<>();
        for (TrfLine line : doc.lines()) {
            if (line.record() instanceof TrfRecord.Player pl && cells.containsKey(pl.startNumber())) {
                lines.add(TrfLine.of(withCell(pl, p.round(), cells.get(pl.startNumber()), options)));
            } else {
                lines.add(line);
            }
        }
        return new TrfDocument(lines);
    }

    private static TrfRecord.Player withCell(TrfRecord.Player pl, int round, TrfRecord.RoundCell cell, PairingOptions o) {
        List<TrfRecord.RoundCell> rounds = new ArrayList<>(pl.rounds());
        while (rounds.size() < round) {
            rounds.add(TrfRecord.RoundCell.EMPTY);
        }
        TrfRecord.RoundCell old = rounds.set(round - 1, cell);
        Points points = pl.points() == null ? null
                : pl.points().minus(Points.of(byePoints(old, o), 10)).plus(Points.of(byePoints(cell, o), 10));
        return new TrfRecord.Player(pl.startNumber(), pl.sex(), pl.title(), pl.name(), pl.rating(), pl.federation(),
                pl.fideId(), pl.birthDate(), points, pl.rank(), rounds);
    }

    /** Points (tenths) of a cell that is a bye written by the pairing; games not yet played score 0. */
    private static int byePoints(TrfRecord.RoundCell c, PairingOptions o) {
        if (c.opponent() != 0) {
            return 0;
        }
        return switch (Character.toUpperCase(c.result())) {
            case 'U' -> o.pairingByePoints();
            case 'F' -> o.winPoints();
            case 'H' -> o.drawPoints();
            default -> 0;
        };
    }

    /** A whole tournament (e.g. a generated one): 012 name, player lines, XXR rounds, XXC initial colour. */
    public static TrfDocument of(TournamentRecord t, String name) {
        List<TrfRecord> records = new ArrayList<>();
        records.add(new TrfRecord.Text("012", " " + name));
        for (TournamentRecord.Entrant e : t.players()) {
            List<TrfRecord.RoundCell> cells = new ArrayList<>();
            int points = 0;
            for (int r = 0; r < t.roundsPlayed(); r++) {
                PastRound pr = r < e.rounds().size() ? e.rounds().get(r) : PastRound.bye(RoundKind.ZERO_POINT_BYE, 0);
                points += pr.points();
                cells.add(cell(pr));
            }
            records.add(new TrfRecord.Player(e.id(), ' ', "", e.name(), e.rating(), "", "", "", Points.of(points, 10), e.id(),
                    cells));
        }
        records.add(new TrfRecord.Rounds("XXR", t.totalRounds()));
        for (TournamentRecord.Entrant e : t.players()) {
            List<Points> virtual = new ArrayList<>();
            for (int r = 1; r <= t.totalRounds(); r++) {
                virtual.add(Points.of(t.acceleration().virtualPoints(e.id(), r), 10));
            }
            while (!virtual.isEmpty() && virtual.get(virtual.size() - 1).isZero()) {
                virtual.remove(virtual.size() - 1);
            }
            if (!virtual.isEmpty()) {
                records.add(new TrfRecord.PlayerAcceleration(e.id(), virtual)); // XXA: C.04.5 virtual points
            }
        }
        records.add(new TrfRecord.Text("XXC", t.options().initialColour() == Colour.WHITE ? " white1" : " black1"));
        return TrfDocument.of(records);
    }

    private static TrfRecord.RoundCell cell(PastRound r) {
        if (r.kind().hasOpponent()) {
            char res = switch (r.kind()) {
                case FORFEIT_WIN -> '+';
                case FORFEIT_LOSS -> '-';
                default -> r.points() == 10 ? '1' : r.points() == 5 ? '=' : '0';
            };
            return new TrfRecord.RoundCell(r.opponent(), r.colour() == Colour.WHITE ? 'w' : 'b', res);
        }
        char res = switch (r.kind()) {
            case PAIRING_BYE -> 'U';
            case HALF_POINT_BYE -> 'H';
            case FULL_POINT_BYE -> 'F';
            default -> 'Z';
        };
        return new TrfRecord.RoundCell(0, '-', res);
    }
}
