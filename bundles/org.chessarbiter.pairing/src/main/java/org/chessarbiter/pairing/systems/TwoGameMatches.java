package org.chessarbiter.pairing.systems;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingConstraint;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * Matches of two games (Luật cờ Tướng 2004 Điều 21.2: "a match of 2 games"; 000 Part 2 Art. 16.2.1: an even number
 * of games so that both sides have the first move equally often) over any pairing system: the rounds of the file go
 * in pairs, the odd round being the match's first game, paired by the system, and the even round its second game,
 * the same pairs with the colours reversed and the same byes.
 * <p>
 * The system pairs match {@code m} (rounds {@code 2m-1} and {@code 2m}) from the matches played before it, each
 * one entry of the players' histories: the opponent and the colour of the first game, and the match point of
 * Điều 21.2 (a match won 1, drawn 1/2, lost 0: whoever scored more over the two games), so a knockout goes on with
 * the winners of the matches and a Swiss system scores the matches.
 * <p>
 * Interpretation: Điều 21.2 does not say the colours of the second game; they are reversed, as the second game
 * of a double round robin's pairing (000 Part 2 Art. 15) and as 16.2.1's even number of games intends.
 */
public final class TwoGameMatches implements PairingSystem {

    private final PairingSystem matches;

    /** @param matchSystem the system that pairs the matches */
    public TwoGameMatches(PairingSystem matchSystem) {
        this.matches = matchSystem;
    }

    @Override
    public String id() {
        return matches.id() + "_MATCHES_OF_2";
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.twoGameMatches", matches.displayName());
    }

    @Override
    public PairingSystem constrained(PairingConstraint constraint) {
        return new TwoGameMatches(matches.constrained(constraint));
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = RequestValidator.validate(request);
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        int match = (request.round() + 1) / 2;
        PairingOutcome first = matches.pair(matchRequest(request, match));
        if (first instanceof PairingOutcome.Failed f) {
            return f;
        }
        RoundPairing paired = first.orThrow();
        if (request.round() % 2 == 1) {
            Explanation.Builder why = new Explanation.Builder().add(SystemMessages.of("explain.matchFirstGame", match));
            paired.explanation().lines().forEach(why::add);
            return new PairingOutcome.Paired(new RoundPairing(request.round(), paired.boards(), paired.byes(), why.build()));
        }
        return new PairingOutcome.Paired(secondGame(request, paired, match));
    }

    /**
     * The second game: the pairs of the first game (the round before, as recorded) with the colours reversed, in the
     * order the system gives the match; the byes of the first game again.
     */
    private static RoundPairing secondGame(PairingRequest request, RoundPairing match, int number) {
        int firstGame = request.round() - 2;
        List<Board> recorded = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (PairingPlayer p : request.players()) {
            PastRound g = p.history().get(firstGame);
            if (g.opponent() != 0 && g.colour() == Colour.WHITE) {
                recorded.add(new Board(0, g.opponent(), p.id()));
            } else if (g.opponent() == 0 && g.kind() == RoundKind.PAIRING_BYE) {
                byes.add(new Bye(p.id(), ByeKind.PAIRING_ALLOCATED));
            }
        }
        recorded.sort(Comparator.comparingInt((Board b) -> order(match, b)).thenComparingInt(b -> Math.min(b.white(), b.black())));
        List<Board> boards = new ArrayList<>();
        Explanation.Builder why = new Explanation.Builder().add(SystemMessages.of("explain.matchSecondGame", number, firstGame + 1));
        for (Board b : recorded) {
            boards.add(new Board(boards.size() + 1, b.white(), b.black()));
        }
        return new RoundPairing(request.round(), boards, byes, why.build());
    }

    /** The board of the match's pair in the system's pairing, past the last when it is not there. */
    private static int order(RoundPairing match, Board game) {
        return match.boards().stream()
                .filter(b -> (b.white() == game.white() && b.black() == game.black()) || (b.white() == game.black() && b.black() == game.white()))
                .mapToInt(Board::number).findFirst().orElse(Integer.MAX_VALUE);
    }

    /** The request of match {@code match}: one history entry per match played, its match point (Điều 21.2). */
    private static PairingRequest matchRequest(PairingRequest request, int match) {
        List<PairingPlayer> players = new ArrayList<>();
        for (PairingPlayer p : request.players()) {
            List<PastRound> history = new ArrayList<>();
            int total = 0;
            for (int m = 0; m < match - 1; m++) {
                PastRound g1 = p.history().get(2 * m);
                PastRound g2 = p.history().get(2 * m + 1);
                int own = g1.points() + g2.points();
                int points;
                if (g1.opponent() == 0) {
                    points = own;
                    history.add(PastRound.bye(g1.kind(), points));
                } else {
                    int game = 2 * m;
                    int theirs = request.player(g1.opponent()).map(o -> o.history().get(game).points() + o.history().get(game + 1).points())
                            .orElse(0);
                    points = own > theirs ? 10 : own == theirs ? 5 : 0;
                    history.add(new PastRound(g1.opponent(), g1.colour(), g1.kind(), points));
                }
                total += points;
            }
            players.add(new PairingPlayer(p.id(), p.name(), p.rating(), total, history, p.availability()));
        }
        return new PairingRequest(match, Math.max(match, (request.totalRounds() + 1) / 2), players, request.options());
    }
}
