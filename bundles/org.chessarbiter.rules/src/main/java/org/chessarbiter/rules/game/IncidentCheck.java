package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.game.GameIssueCodes.INCIDENT_ENDED_GAME;
import static org.chessarbiter.rules.game.GameIssueCodes.INCIDENT_PENALTY;
import static org.chessarbiter.rules.game.GameIssueCodes.INCIDENT_REFUSED;
import static org.chessarbiter.rules.game.GameIssueCodes.INCIDENT_RESULT;
import static org.chessarbiter.rules.game.GameIssueCodes.INCIDENT_SYNTAX;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeSet;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.Termination;
import org.chessarbiter.rules.clock.ClaimIncident;
import org.chessarbiter.rules.clock.ClockArbiter;
import org.chessarbiter.rules.clock.ClockLaw;
import org.chessarbiter.rules.clock.Decision;
import org.chessarbiter.rules.clock.DrawClaim;
import org.chessarbiter.rules.clock.FaultIncident;
import org.chessarbiter.rules.clock.IllegalMoveIncident;
import org.chessarbiter.rules.clock.Incident;
import org.chessarbiter.rules.clock.IncidentCommand;
import org.chessarbiter.rules.clock.IncidentText;
import org.chessarbiter.rules.clock.LateIncident;
import org.chessarbiter.rules.clock.MatePossibility;
import org.chessarbiter.rules.clock.Ruling;
import org.chessarbiter.rules.clock.SanctionIncident;
import org.chessarbiter.rules.clock.SealIncident;
import org.chessarbiter.rules.clock.TimeChange;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.clock.TimeIncident;

/**
 * The incident log of the main line ({@code [%incident …]} in comments, {@link IncidentText}) under the law of
 * the game's rules, applied by the clock engine ({@link ClockArbiter}, the edition's {@link ClockLaw}): each
 * incident in order, the clocks set from the {@code [%clk]} readings and the moves made before it. What it finds:
 * a command that cannot be read; a penalty recorded other than the law gives (FIDE 2018 7.5.5, 9.5.3, B.2; FIDE
 * 2000 7.4(b), 9.5(a); Luật cờ Tướng 2004 Điều 12b); a claim the law does not allow as recorded, a draw claim
 * accepted where the engine finds none to claim (and, a warning, one rejected where it finds one); a seal by the
 * player not to move; a move or an incident after an incident ended the game (the second illegal move under FIDE
 * 2018 7.5.5, the third under FIDE 2000 7.4(b), the third fault of Điều 7.1n, a late arrival, a faulty sealed
 * move, a correct claim, a sanction declaring the game lost); a sanction the law does not provide (a warning); a result
 * other than the ending the log implies. It also gives the time the law added or
 * took, for the check of the clock readings that follow ({@link ClockCheck}).
 *
 * <p>Interpretations: whether the opponent could mate (FIDE 2018 7.5.5; FIDE 2000 C3) is not asked, so a result
 * of either answer is accepted; without a time control the game is taken as standard; a quickplay-finish claim
 * is checked only once the claimant's clock has been read.
 */
final class IncidentCheck<P extends Position<P, M>, M extends Move> {
    /** The control taken when neither the game nor the regulations name one: two hours each, standard under every law. */
    static final TimeControl NOMINAL = TimeControl.parse("7200").value();
    private static final MatePossibility CANNOT_MATE = side -> false;

    private final GameReplay<P, M> replay;
    private final GameRules<?, P, M> rules;
    private final ClockLaw law;
    private final List<ClockAdjustment> adjustments = new ArrayList<>();
    private final long[] clk = {-1, -1};
    private final boolean[] freshClock = new boolean[2];
    private final int[] moves = new int[2];
    private final int[] syncedMoves = new int[2];
    private final MainLineClocks clocks;
    private ClockArbiter arbiter;
    private End end;

    /** The incident that ended the game, and the results it allows. */
    private record End(int ply, Decision decision, TreeSet<String> scores) {
    }

    IncidentCheck(GameReplay<P, M> replay, GameRules<?, P, M> rules, ClockLaw law, Optional<TimeControl> control,
            MainLineClocks clocks) {
        this.replay = replay;
        this.rules = rules;
        this.law = law;
        this.clocks = clocks;
        this.arbiter = ClockArbiter.of(law, control.orElse(NOMINAL));
    }

    /** Checks the log; the time the arbiter added, took or set, by ply (empty when the game has no log). */
    List<ClockAdjustment> check() {
        List<WrittenNode> line = replay.mainLineNodes();
        if (!hasLog(line)) {
            return List.of();
        }
        for (int ply = 0; ply <= line.size(); ply++) {
            List<Token> comments = replay.game().main().leadingComments();
            if (ply > 0) {
                WrittenNode node = line.get(ply - 1);
                played(ply - 1, node);
                if (end != null && ply == end.ply() + 1) {
                    replay.add(finding(node.move().location(), Severity.ERROR, INCIDENT_ENDED_GAME,
                            Findings.message("moveAfterIncident", end.decision().message()), List.of()));
                }
                comments = node.comments();
            }
            for (Token c : comments) {
                if (IncidentText.hasCommand(c.text())) {
                    ParseResult<List<IncidentCommand>> read = IncidentText.read(c.text());
                    for (Problem p : read.problems()) {
                        replay.add(new Finding(INCIDENT_SYNTAX, p.at(moved(c, p.location())), false, List.of(), CheckCost.NORMAL));
                    }
                    for (IncidentCommand command : read.value()) {
                        apply(ply, moved(c, command.location()), command.incident(), line);
                    }
                }
            }
        }
        result();
        return List.copyOf(adjustments);
    }

    private boolean hasLog(List<WrittenNode> line) {
        if (!clocks.incidentCandidates()) {
            return false; // no comment opens an incident command: none holds one
        }
        if (hasCommand(replay.game().main().leadingComments())) {
            return true;
        }
        for (WrittenNode n : line) {
            if (hasCommand(n.comments())) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasCommand(List<Token> comments) {
        for (int i = 0; i < comments.size(); i++) { // asked of every comment of every game: no iterator
            if (IncidentText.hasCommand(comments.get(i).text())) {
                return true;
            }
        }
        return false;
    }

    /** The move of {@code node}, the main line's move {@code ply}, was made: its player's move count and clock reading. */
    private void played(int ply, WrittenNode node) {
        int s = replay.move(node).orElseThrow().before().turn().ordinal();
        moves[s]++;
        if (clocks.clk(ply) >= 0) {
            clk[s] = clocks.clk(ply);
            freshClock[s] = true;
        }
    }

    private void apply(int ply, Location at, Incident incident, List<WrittenNode> line) {
        if (end != null) {
            replay.add(finding(at, Severity.ERROR, INCIDENT_ENDED_GAME, Findings.message("incidentAfterEnd", end.decision().message()),
                    List.of()));
            return;
        }
        sync();
        Ruling alternative = null;
        Ruling r = switch (incident) {
            case IllegalMoveIncident i -> {
                alternative = arbiter.illegalMove(i.side(), 0, CANNOT_MATE);
                Ruling ruling = arbiter.illegalMove(i.side(), 0, MatePossibility.ALWAYS);
                penalty(at, i.side(), i.penalty(), ruling.decision());
                yield ruling;
            }
            case ClaimIncident c -> claim(at, c, ply, line);
            case TimeIncident t -> correction(ply, t);
            case FaultIncident f -> {
                Ruling ruling = arbiter.fault(f.side(), f.kind(), 0);
                if (!law.keepsFaultLedger()) {
                    replay.add(finding(at, Severity.WARNING, INCIDENT_REFUSED, ruling.message(), List.of()));
                }
                yield ruling;
            }
            case SealIncident s -> seal(at, s, toMove(ply, line));
            case LateIncident l -> late(l);
            case SanctionIncident x -> {
                Ruling ruling = arbiter.sanction(x.side(), x.sanction(), x.millis().orElse(0), 0);
                if (law.sanctionArticle(x.sanction()).isEmpty()) {
                    replay.add(finding(at, Severity.WARNING, INCIDENT_REFUSED, ruling.message(), List.of()));
                }
                yield ruling;
            }
        };
        if (r == null) {
            return;
        }
        arbiter = r.after();
        for (TimeChange c : r.decision().changes()) {
            adjustments.add(new ClockAdjustment(ply, c.side(), c.deltaMillis(), false));
        }
        r.decision().newControl().ifPresent(tc -> adjustments.add(ClockAdjustment.newControl(ply, tc)));
        if (r.outcome().isPresent()) {
            TreeSet<String> scores = new TreeSet<>(List.of(r.outcome().get().score()));
            if (alternative != null) {
                alternative.outcome().ifPresent(o -> scores.add(o.score()));
            }
            end = new End(ply, r.decision(), scores);
        }
    }

    /** The clocks as last read and the moves made, given to the arbiter before an incident. */
    private void sync() {
        for (Side s : Side.values()) {
            int i = s.ordinal();
            if (freshClock[i]) {
                arbiter = arbiter.setFace(s, clk[i], 0).after();
                freshClock[i] = false;
            }
            if (syncedMoves[i] != moves[i]) {
                arbiter = arbiter.correctMoves(s, moves[i]).after();
                syncedMoves[i] = moves[i];
            }
        }
    }

    private Ruling claim(Location at, ClaimIncident c, int ply, List<WrittenNode> line) {
        if (c.claim().drawClaim().isPresent()) {
            DrawClaim claim = c.claim().drawClaim().get();
            Decision correct = law.correctClaim(c.side(), claim);
            boolean claimable = correct.outcome().isPresent() && claimable(ply, line, correct.outcome().get().termination());
            switch (c.answer()) {
                case ACCEPTED -> {
                    Ruling r = arbiter.correctClaim(c.side(), claim, 0);
                    if (r.decision().endsGame() && !claimable) {
                        replay.add(finding(at, Severity.ERROR, INCIDENT_REFUSED, Findings.message("claimNotFound", law.side(c.side()),
                                claim.message(), correct.citation()), List.of()));
                    }
                    return r.decision().endsGame() ? r : refused(at, r.message());
                }
                case REJECTED -> {
                    if (claimable) {
                        replay.add(finding(at, Severity.WARNING, INCIDENT_REFUSED, Findings.message("claimWasCorrect",
                                law.side(c.side()), claim.message(), correct.citation()), List.of()));
                    }
                    Ruling r = arbiter.wrongClaim(c.side(), 0);
                    penalty(at, c.side(), c.penalty(), r.decision());
                    return r;
                }
                default -> {
                    Decision wrong = law.wrongClaim(c.side(), 0, arbiter.gameClass());
                    replay.add(finding(at, Severity.ERROR, INCIDENT_REFUSED, Findings.message("claimNotPostponed", wrong.citation()),
                            List.of()));
                    return null;
                }
            }
        }
        if (clk[c.side().ordinal()] < 0) {
            return null; // the claimant's time is not known: the claim is not checked
        }
        if (c.claim() == ClaimIncident.Claim.INCREMENT) {
            return incrementRequest(at, c);
        }
        Ruling r = arbiter.quickplayClaim(c.side(), c.answer().finding(), 0);
        boolean made = c.answer() == ClaimIncident.Answer.ACCEPTED ? r.decision().endsGame() : !r.decision().changes().isEmpty();
        if (!made) {
            return refused(at, r.message());
        }
        penalty(at, c.side(), c.penalty(), r.decision());
        return r;
    }

    /**
     * The five-second increment request (FIDE 2018 III.4): granted, it needs the conditions of the claim (less than
     * two minutes, the final period, no increment) and gives the opponent two minutes; a postponement is not an
     * answer to it.
     */
    private Ruling incrementRequest(Location at, ClaimIncident c) {
        boolean granted = c.answer() == ClaimIncident.Answer.ACCEPTED;
        Ruling r = arbiter.incrementRequest(c.side(), false, granted, 0);
        if (c.answer() == ClaimIncident.Answer.POSTPONED || granted && r.decision().newControl().isEmpty()) {
            return refused(at, r.message());
        }
        penalty(at, c.side(), c.penalty(), r.decision());
        return r;
    }

    /**
     * Whether the engine finds a draw by {@code termination} claimable after {@code ply} half-moves of the main line
     * (chess: also by the claimant's next move, written and announced, FIDE 2018 9.2.1.1, 9.3.1).
     */
    private boolean claimable(int ply, List<WrittenNode> line, Termination termination) {
        List<P> positions = new ArrayList<>();
        List<M> moves = new ArrayList<>();
        positions.add(line.isEmpty() ? replay.finalPosition() : replay.move(line.get(0)).orElseThrow().before());
        for (WrittenNode n : line.subList(0, ply)) {
            ReplayedMove<P, M> m = replay.move(n).orElseThrow();
            moves.add(m.move());
            positions.add(m.after());
        }
        return rules.claimableOutcomes(new History<>(positions, moves)).stream().anyMatch(o -> o.termination().equals(termination));
    }

    private Ruling correction(int ply, TimeIncident t) {
        long v = t.value();
        Ruling r = switch (t.action()) {
            case ADD -> arbiter.addTime(t.side(), v, 0);
            case TAKE -> arbiter.takeTime(t.side(), v, 0);
            case SET -> arbiter.setFace(t.side(), v, 0);
            case MOVES -> arbiter.correctMoves(t.side(), (int) v);
        };
        if (t.action() != TimeIncident.Action.MOVES) {
            adjustments.add(new ClockAdjustment(ply, t.side(), t.action() == TimeIncident.Action.TAKE ? -v : v,
                    t.action() == TimeIncident.Action.SET));
        }
        return r;
    }

    /**
     * A late arrival: at the start of the game (FIDE 2018 6.7.1; FIDE 2000 6.7; Luật cờ Tướng 2004 Điều 10.2.1a), or, once
     * a move is sealed and the envelope not yet opened, at the resumption (FIDE 2018 I.10; FIDE 2000 A.10), the sealed
     * move's own result not being known here.
     */
    private Ruling late(LateIncident l) {
        Optional<Duration> allowed = l.allowedMillis().isPresent() ? Optional.of(Duration.ofMillis(l.allowedMillis().getAsLong()))
                : Optional.empty();
        return arbiter.sealedBy().isPresent() ? arbiter.resumptionArrival(l.side(), l.lateMillis(), allowed, Optional.empty(), 0)
                : arbiter.arrival(l.side(), l.lateMillis(), allowed, 0);
    }

    /** Only the player to move seals (FIDE 2018 I.1.1; FIDE 2000 A.1(a); Luật cờ Tướng 2004 Điều 10.3.1). */
    private Ruling seal(Location at, SealIncident s, Side toMove) {
        if (s.side() != toMove) {
            replay.add(finding(at, Severity.ERROR, INCIDENT_REFUSED,
                    Findings.message("sealNotToMove", law.side(s.side()), law.seal(s.side(), 0).citation()), List.of()));
            return null;
        }
        if (arbiter.sealedBy().filter(s.side()::equals).isPresent()) {
            // the envelope of the move sealed before (and, it may be, a late arrival) is opened
            return s.reading().map(r -> arbiter.openSealedMove(r, 0)).orElse(null);
        }
        ClockArbiter a = arbiter;
        if (a.clock().running().filter(r -> r != s.side()).isPresent()) {
            a = a.pause(0);
        }
        if (a.clock().running().isEmpty()) {
            a = a.start(s.side(), 0);
        }
        Ruling sealed = a.seal(s.side(), 0, 0);
        return s.reading().isEmpty() ? sealed : sealed.after().openSealedMove(s.reading().get(), 0);
    }

    private Side toMove(int ply, List<WrittenNode> line) {
        return ply < line.size() ? replay.move(line.get(ply)).orElseThrow().before().turn() : replay.finalPosition().turn();
    }

    private Ruling refused(Location at, Message why) {
        replay.add(finding(at, Severity.ERROR, INCIDENT_REFUSED, Findings.message("claimCannotBeMade", why), List.of()));
        return null;
    }

    /** A penalty recorded for {@code offender}'s opponent against the time the law gives. */
    private void penalty(Location at, Side offender, OptionalLong recorded, Decision decision) {
        Side opponent = offender.opposite();
        long given = decision.change(opponent);
        if (recorded.isPresent() && recorded.getAsLong() != given) {
            replay.add(finding(at, Severity.ERROR, INCIDENT_PENALTY, Findings.message("penaltyDiffers",
                    IncidentText.time(recorded.getAsLong()), law.side(opponent), IncidentText.time(given), decision.citation()), List.of()));
        }
    }

    /** The termination marker against the ending of the log. */
    private void result() {
        Token written = replay.game().result();
        if (end == null || written == null || end.scores().contains(replay.game().resultScore())) {
            return;
        }
        Message m = Findings.message("resultDisagreesWithLog", written.text(), end.decision().message());
        boolean unfinished = "*".equals(replay.game().resultScore());
        replay.add(finding(written.location(), unfinished ? Severity.WARNING : Severity.ERROR, INCIDENT_RESULT, m,
                List.copyOf(end.scores())));
    }

    /** {@code inComment}, a place in {@code comment}'s text, as a place in the file. */
    private static Location moved(Token comment, Location inComment) {
        return inComment.within(comment.offset(), comment.line(), comment.column());
    }

    private static Finding finding(Location at, Severity severity, String code, Message m, List<String> data) {
        return new Finding(code, new Problem(ProblemKind.INCONSISTENT, severity, m, at, List.of()), false, data, CheckCost.NORMAL);
    }
}
