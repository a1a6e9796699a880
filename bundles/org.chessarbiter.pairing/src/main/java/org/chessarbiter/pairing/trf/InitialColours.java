package org.chessarbiter.pairing.trf;

import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * The colour of the first-ranked player in round 1 (C.04.3 2026 E.5 / 2017 E.5: drawn by lot
 * before round 1): from TRF26 152 (W / B) or the XXC line (white1 / black1), else read back from
 * the first game of round 1.
 */
final class InitialColours {

    private InitialColours() {
    }

    /** @return the colour the file names, if it names one */
    static Optional<Colour> declared(TrfDocument doc) {
        for (TrfRecord r : doc.records()) {
            if (r instanceof TrfRecord.InitialColour c) {
                return Optional.of(Character.toUpperCase(c.colour()) == 'B' ? Colour.BLACK : Colour.WHITE);
            }
            if (r instanceof TrfRecord.Text t && t.code().equals("XXC")) {
                String v = t.text().strip().toLowerCase(java.util.Locale.ROOT);
                if (v.startsWith("white1")) {
                    return Optional.of(Colour.WHITE);
                }
                if (v.startsWith("black1")) {
                    return Optional.of(Colour.BLACK);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Reads the initial colour back from round 1: the first board's higher-ranked player got the
     * initial colour when its rank (among the players paired in round 1) is odd, the other when even.
     */
    static Optional<Colour> fromRoundOne(TournamentRecord t) {
        for (TournamentRecord.Entrant e : t.players()) {
            if (e.rounds().isEmpty() || !e.rounds().get(0).kind().hasOpponent()) {
                continue;
            }
            PastRound r = e.rounds().get(0);
            boolean higher = e.id() < r.opponent();
            Colour higherColour = higher ? r.colour() : r.colour().opposite();
            int higherId = higher ? e.id() : r.opponent();
            int rank = rankInRoundOne(t.players(), higherId);
            return Optional.of((rank & 1) == 0 ? higherColour : higherColour.opposite());
        }
        return Optional.empty();
    }

    private static int rankInRoundOne(List<TournamentRecord.Entrant> players, int id) {
        return (int) players.stream().filter(p -> p.id() < id && !p.rounds().isEmpty()
                && (p.rounds().get(0).kind().hasOpponent() || p.rounds().get(0).kind() == RoundKind.PAIRING_BYE)).count();
    }
}
