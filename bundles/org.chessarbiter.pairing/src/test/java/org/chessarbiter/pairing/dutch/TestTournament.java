package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;

/** Builds small tournaments round by round for the rule tests. */
final class TestTournament {

    private final List<List<PastRound>> history = new ArrayList<>();
    private final Availability[] availability;
    private final int totalRounds;
    private List<PastRound[]> current;

    TestTournament(int players, int totalRounds) {
        for (int i = 0; i < players; i++) {
            history.add(new ArrayList<>());
        }
        availability = new Availability[players];
        java.util.Arrays.fill(availability, Availability.PRESENT);
        this.totalRounds = totalRounds;
    }

    /** Starts a round: every player gets an entry from {@link #game} or {@link #bye}. */
    TestTournament round() {
        current = new ArrayList<>();
        for (int i = 0; i < history.size(); i++) {
            current.add(new PastRound[1]);
        }
        return this;
    }

    /** A game: white's points in tenths (10 win, 5 draw, 0 loss). */
    TestTournament game(int white, int black, int whitePoints) {
        current.get(white - 1)[0] = PastRound.played(black, Colour.WHITE, whitePoints);
        current.get(black - 1)[0] = PastRound.played(white, Colour.BLACK, 10 - whitePoints);
        return this;
    }

    /** A game won by forfeit by {@code winner}. */
    TestTournament forfeit(int winner, int loser) {
        current.get(winner - 1)[0] = new PastRound(loser, Colour.WHITE, RoundKind.FORFEIT_WIN, 10);
        current.get(loser - 1)[0] = new PastRound(winner, Colour.BLACK, RoundKind.FORFEIT_LOSS, 0);
        return this;
    }

    TestTournament bye(int player, RoundKind kind, int points) {
        current.get(player - 1)[0] = PastRound.bye(kind, points);
        return this;
    }

    /** Closes the round (players without entry were absent: zero-point bye). */
    TestTournament end() {
        for (int i = 0; i < history.size(); i++) {
            PastRound r = current.get(i)[0];
            history.get(i).add(r != null ? r : PastRound.bye(RoundKind.ZERO_POINT_BYE, 0));
        }
        return this;
    }

    TestTournament availability(int player, Availability a) {
        availability[player - 1] = a;
        return this;
    }

    PairingRequest next(Colour initial) {
        List<PairingPlayer> players = new ArrayList<>();
        for (int i = 0; i < history.size(); i++) {
            int pts = history.get(i).stream().mapToInt(PastRound::points).sum();
            players.add(new PairingPlayer(i + 1, "P" + (i + 1), 2500 - i, pts, history.get(i), availability[i]));
        }
        return new PairingRequest(history.get(0).size() + 1, totalRounds, players, PairingOptions.standard(initial));
    }
}
