package org.chessarbiter.pairing.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.pairing.Availability;
import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.dutch.ColourState;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.ChangeGrade;

/**
 * Grades a manual change of a round's pairing (FIDE's verification checklist for pairing programs;
 * C.04A: the program warns, the arbiter decides). Only what the change brings is judged: the boards
 * and byes it adds, and the players it leaves without either.
 * <ul>
 * <li>{@link ChangeGrade#REJECT}: two players meet again (C.04.1 b), a second pairing-allocated bye or
 * one after a win without playing (C.04.1 c), a withdrawn or absent player paired (000 Part 2 Art. 4,
 * C.04.1);</li>
 * <li>{@link ChangeGrade#TWO_STEP_CONFIRM}: an absolute colour criterion broken (colour difference
 * beyond 2, a third colour in a row: C.04.3 C3, 000 Part 2 Art. 12) but for topscorers in the last
 * round; the round no longer a complete Swiss pairing (a present player left without a board or a
 * bye, more than one pairing-allocated bye: C.04.1);</li>
 * <li>{@link ChangeGrade#CONFIRM}: a quality criterion of C.04.3 broken where it was met: a colour
 * preference granted before no longer granted (C12, C13), more or larger score differences (C6, C7),
 * a float in the same direction as in the round before (C14-C17), the pairing-allocated bye to a
 * player while a lower score could take it (C5);</li>
 * <li>{@link ChangeGrade#ACKNOWLEDGE}: otherwise: the round only differs from the program's pairing.</li>
 * </ul>
 * Every message is a warning (a note for an acknowledged change): whether it stops the change is the
 * caller's decision, by the grade, the tournament's FIDE mode and the arbiter's confirmation.
 */
public final class ManualChangeGrader {

    private final PairingRequest request;
    private final RoundState before;
    private final RoundState after;
    private final List<Problem> problems = new ArrayList<>();
    private ChangeGrade grade = ChangeGrade.ACKNOWLEDGE;

    private ManualChangeGrader(PairingRequest request, RoundState before, RoundState after) {
        this.request = request;
        this.before = before;
        this.after = after;
    }

    /**
     * @param request the round to pair as it stood before it: each player's history and points, and who
     *                is withdrawn or absent
     * @param before  the round as it was
     * @param after   the round as the change leaves it
     */
    public static GradedChange grade(PairingRequest request, RoundState before, RoundState after) {
        ManualChangeGrader g = new ManualChangeGrader(request, before, after);
        g.judge();
        if (g.problems.isEmpty()) {
            g.problems.add(Problem.info(ProblemKind.ILLEGAL, round(after.round()), message("manual.differs", after.round())));
        }
        return new GradedChange(g.grade, g.problems);
    }

    private void judge() {
        List<Board> added = after.boards().stream().filter(b -> !before.hasGame(b.white(), b.black())).toList();
        for (Board b : added) {
            newBoard(b);
        }
        for (Bye y : after.byes()) {
            if (!before.byes().contains(y)) {
                newBye(y);
            }
        }
        for (PairingPlayer p : request.players()) {
            if (p.availability().pairable() && before.places(p.id()) && !after.places(p.id())) {
                add(ChangeGrade.TWO_STEP_CONFIRM, player(p.id()), "manual.unpaired", p.id(), after.round());
            }
        }
        if (after.pairingByes().size() > 1 && after.pairingByes().size() > before.pairingByes().size()) {
            add(ChangeGrade.TWO_STEP_CONFIRM, round(after.round()), "manual.twoPairingByes", after.round(), after.pairingByes());
        }
        List<Board> removed = before.boards().stream().filter(b -> !after.hasGame(b.white(), b.black())).toList();
        if (!added.isEmpty() && (scoreDifferences(added) > scoreDifferences(removed) || unequal(added) > unequal(removed))) {
            for (Board b : added) {
                if (points(b.white()) != points(b.black())) {
                    add(ChangeGrade.CONFIRM, board(b), "manual.scoreDifference", b.white(), tenths(points(b.white())), b.black(),
                            tenths(points(b.black())));
                }
            }
        }
    }

    private void newBoard(Board b) {
        for (int id : new int[] { b.white(), b.black() }) {
            Optional<PairingPlayer> p = request.player(id);
            if (p.isEmpty() || p.get().availability() == Availability.WITHDRAWN) {
                add(ChangeGrade.REJECT, board(b), "manual.withdrawnPaired", id, after.round());
            } else if (!p.get().availability().pairable()) {
                add(ChangeGrade.REJECT, board(b), "manual.absentPaired", id, after.round());
            }
        }
        Optional<PairingPlayer> white = request.player(b.white());
        if (white.isPresent() && white.get().hasPlayed(b.black())) {
            add(ChangeGrade.REJECT, board(b), "manual.rematch", b.white(), b.black());
        }
        colours(b, b.white(), Colour.WHITE);
        colours(b, b.black(), Colour.BLACK);
        repeatedFloat(b, b.white(), b.black());
        repeatedFloat(b, b.black(), b.white());
    }

    /** The absolute colour criteria and the colour preference of one player on a new board. */
    private void colours(Board b, int id, Colour given) {
        Optional<PairingPlayer> p = request.player(id);
        if (p.isEmpty()) {
            return;
        }
        List<PastRound> history = p.get().history();
        int white = 0;
        int black = 0;
        List<Colour> played = new ArrayList<>();
        for (PastRound r : history) {
            r.playedColour().ifPresent(played::add);
        }
        for (Colour c : played) {
            if (c == Colour.WHITE) {
                white++;
            } else {
                black++;
            }
        }
        int difference = Math.abs(white - black + (given == Colour.WHITE ? 1 : -1));
        boolean third = played.size() >= 2 && played.get(played.size() - 1) == given && played.get(played.size() - 2) == given;
        if (difference > 2 || third) {
            boolean topscorer = request.isLastRound() && p.get().points() * 2 > (request.round() - 1) * request.options().winPoints();
            add(topscorer ? ChangeGrade.CONFIRM : ChangeGrade.TWO_STEP_CONFIRM, board(b),
                    topscorer ? "manual.absoluteColourTopscorer" : third ? "manual.thirdColour" : "manual.colourDifference", id,
                    colourWord(given), difference);
        }
        ColourState state = ColourState.of(history);
        Colour wanted = state.preference();
        if (wanted != null && wanted != given && before.colourOf(id).map(c -> c == wanted).orElse(false)) {
            add(ChangeGrade.CONFIRM, board(b), state.absolute() ? "manual.absolutePreference"
                    : state.strong() ? "manual.strongPreference" : "manual.mildPreference", id, colourWord(wanted));
        }
    }

    /** A float in the direction the player floated the round before, which the round as it was did not give. */
    private void repeatedFloat(Board b, int id, int opponent) {
        int now = Integer.signum(points(id) - points(opponent));
        if (now == 0 || request.round() < 2) {
            return;
        }
        int was = before.boardOf(id).map(x -> Integer.signum(points(id) - points(x.white() == id ? x.black() : x.white())))
                .orElse(0);
        if (was == now || previousFloat(id) != now) {
            return;
        }
        add(ChangeGrade.CONFIRM, board(b), now > 0 ? "manual.repeatedDownfloat" : "manual.repeatedUpfloat", id, request.round() - 1);
    }

    /** The float of {@code id} in the round before: 1 down, -1 up, 0 none (C.04.3 1.4: scoring without playing floats down). */
    private int previousFloat(int id) {
        PairingPlayer p = request.player(id).orElseThrow();
        int last = request.round() - 2;
        if (last >= p.history().size()) {
            return 0;
        }
        PastRound r = p.history().get(last);
        if (r.kind() == RoundKind.PAIRING_BYE || r.kind() == RoundKind.FORFEIT_WIN || r.kind() == RoundKind.FULL_POINT_BYE) {
            return 1;
        }
        if (r.kind() != RoundKind.PLAYED) {
            return 0;
        }
        Optional<PairingPlayer> o = request.player(r.opponent());
        return o.isEmpty() ? 0 : Integer.signum(pointsBefore(p, last) - pointsBefore(o.get(), last));
    }

    private static int pointsBefore(PairingPlayer p, int rounds) {
        return p.history().stream().limit(rounds).mapToInt(PastRound::points).sum();
    }

    private void newBye(Bye y) {
        Optional<PairingPlayer> p = request.player(y.player());
        if (p.isEmpty() || p.get().availability() == Availability.WITHDRAWN) {
            add(ChangeGrade.REJECT, player(y.player()), "manual.withdrawnPaired", y.player(), after.round());
            return;
        }
        if (y.kind() != ByeKind.PAIRING_ALLOCATED) {
            return;
        }
        if (!p.get().availability().pairable()) {
            add(ChangeGrade.REJECT, player(y.player()), "manual.absentPaired", y.player(), after.round());
        }
        if (p.get().history().stream().anyMatch(r -> r.kind() == RoundKind.PAIRING_BYE || r.kind() == RoundKind.FORFEIT_WIN)) {
            add(ChangeGrade.REJECT, player(y.player()), "manual.secondPairingBye", y.player());
        }
        Set<Integer> lower = new LinkedHashSet<>();
        for (Board b : after.boards()) {
            for (int id : new int[] { b.white(), b.black() }) {
                request.player(id).filter(o -> o.points() < p.get().points())
                        .filter(o -> o.history().stream().noneMatch(r -> r.kind() == RoundKind.PAIRING_BYE || r.kind() == RoundKind.FORFEIT_WIN))
                        .ifPresent(o -> lower.add(o.id()));
            }
        }
        if (!lower.isEmpty()) {
            add(ChangeGrade.CONFIRM, player(y.player()), "manual.byeNotLowest", y.player(), tenths(p.get().points()), lower);
        }
    }

    private int scoreDifferences(List<Board> boards) {
        return boards.stream().mapToInt(b -> Math.abs(points(b.white()) - points(b.black()))).sum();
    }

    private long unequal(List<Board> boards) {
        return boards.stream().filter(b -> points(b.white()) != points(b.black())).count();
    }

    private int points(int id) {
        return request.player(id).map(PairingPlayer::points).orElse(0);
    }

    private void add(ChangeGrade g, Location where, String key, Object... args) {
        grade = grade.max(g);
        problems.add(Problem.warning(ProblemKind.ILLEGAL, where, message(key, args)));
    }

    private static String tenths(int points) {
        return points % 10 == 0 ? String.valueOf(points / 10) : points / 10 + "." + points % 10;
    }

    private static Message colourWord(Colour c) {
        return message(c == Colour.WHITE ? "manual.white" : "manual.black");
    }

    private Location board(Board b) {
        return round(after.round()).member("pairings").keyed("board", b.number());
    }

    private static Location round(int n) {
        return Location.part("rounds").keyed("number", n);
    }

    private static Location player(int id) {
        return Location.part("players").keyed("startNumber", id);
    }

    private static Message message(String key, Object... args) {
        return Message.of(PairingSystem.class, key, args);
    }
}
