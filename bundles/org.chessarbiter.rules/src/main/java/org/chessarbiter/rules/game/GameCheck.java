package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.game.GameIssueCodes.BAD_TIME_CONTROL;
import static org.chessarbiter.rules.game.GameIssueCodes.INVALID_START;
import static org.chessarbiter.rules.game.GameIssueCodes.MISPLACED;
import static org.chessarbiter.rules.game.GameIssueCodes.PGN_NOTATION;
import static org.chessarbiter.rules.game.GameIssueCodes.UNKNOWN_VARIANT;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.Severity;
import org.chessarbiter.rules.clock.ClockLaw;
import org.chessarbiter.rules.clock.ClockLaws;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Checks written games with the rules engines: THE game replay, for the scoresheet validator, the
 * streaming validation of large PGN files, the engines' PGN replayers, the benchmarks and the CLI alike.
 * Plain Java: it sees only {@link WrittenGame}s (strings and indexes), never an editor's model, and
 * each game only through its {@link GameKind}.
 *
 * <p>What it checks, each finding with the {@link CheckCost} of its check: the game and its start
 * position (Variant/Game tags, FEN), the TimeControl tag and parts out of place (fast); every move of
 * every line ({@link LineReplayer}), move numbers, mixed notation styles, moves after an automatic
 * ending, the result ({@link ResultCheck}), the incident log under the clock law of the game's edition
 * ({@link IncidentCheck}) and the clock readings against the time control and the log's penalties
 * ({@link ClockCheck}) (normal); claimable draws and, in a {@code *.pgn} file, that moves are in PGN's
 * notation (expensive).
 */
public final class GameCheck {
    private GameCheck() {
    }

    /**
     * Checks {@code game} as one of {@code kinds} ({@link GameKinds#detect}); {@code regulations} is the
     * time control of the tournament's regulations, used when the game has no TimeControl tag of its own.
     */
    public static GameReplay<?, ?> check(GameKinds kinds, WrittenGame game, Optional<TimeControl> regulations) {
        Optional<GameKind<?, ?>> kind = kinds.detect(game);
        if (kind.isEmpty()) {
            GameReplay<?, ?> r = new GameReplay<>(kinds.all().get(0), game);
            WrittenTag tag = game.tag("Variant").or(() -> game.tag("Game")).orElseThrow();
            r.add(Findings.error(CheckCost.FAST, UNKNOWN_VARIANT, ProblemKind.ILLEGAL, tag.valueAt(),
                    Findings.message("unknownVariant", tag.value()), List.of()));
            timeControlProblem(game).ifPresent(r::add);
            return r;
        }
        return check(kind.get(), game, regulations, CheckCost.EXPENSIVE);
    }

    /**
     * Checks {@code game} as a game of {@code kind}, under the rules its tags name (e.g. a chess game's
     * {@code Law}), reading its moves in the notation its {@code Format} tag names and in that one alone (a
     * move it cannot read or play is reported there, in that notation), else in PGN's notation in a
     * {@code *.pgn} file and in the scoresheet notation elsewhere, until a move tells otherwise (a game of
     * pawn moves only fits every locale); only the checks that cost {@code upTo} or less run (e.g.
     * {@link CheckCost#NORMAL} for a replayer that keeps no information and reads no {@code *.pgn} file's notation).
     */
    public static <P extends Position<P, M>, M extends Move> GameReplay<P, M> check(GameKind<P, M> kind,
            WrittenGame game, Optional<TimeControl> regulations, CheckCost upTo) {
        Map<String, String> tags = new LinkedHashMap<>();
        game.tags().forEach(t -> tags.putIfAbsent(t.name(), t.value()));
        Optional<MoveNotation<P, M>> declared = declaredNotation(kind, game);
        if (declared.isPresent()) {
            return check(kind, kind.rules(tags), NotationTracker.only(declared.get()), game, regulations, upTo);
        }
        MoveNotation<P, M> preferred = "pgn".equals(game.fileExtension()) ? kind.pgnNotation() : kind.scoresheetNotation();
        return check(kind, kind.rules(tags), preferred, game, regulations, upTo);
    }

    /**
     * The notation the game's {@code Format} tag names (xiangqi PGN: {@code ICCS}, {@code WXF}...), if the
     * tag names one of {@code kind}: then it decides, and every move is read in it alone.
     */
    private static <P extends Position<P, M>, M extends Move> Optional<MoveNotation<P, M>> declaredNotation(
            GameKind<P, M> kind, WrittenGame game) {
        return game.tagValue("Format").flatMap(kind::formatNotation);
    }

    /**
     * Checks {@code game} as a game of {@code kind} under {@code rules}, reading its moves in
     * {@code preferred} first (for a caller that knows them, e.g. a replayer of one law edition and locale),
     * running the checks that cost {@code upTo} or less.
     */
    public static <P extends Position<P, M>, M extends Move> GameReplay<P, M> check(GameKind<P, M> kind,
            GameRules<?, P, M> rules, MoveNotation<P, M> preferred, WrittenGame game, Optional<TimeControl> regulations,
            CheckCost upTo) {
        return check(kind, rules, new NotationTracker<>(kind.notations(), preferred), game, regulations, upTo);
    }

    private static <P extends Position<P, M>, M extends Move> GameReplay<P, M> check(GameKind<P, M> kind,
            GameRules<?, P, M> rules, NotationTracker<P, M> tracker, WrittenGame game, Optional<TimeControl> regulations,
            CheckCost upTo) {
        boolean expensive = upTo == CheckCost.EXPENSIVE;
        GameReplay<P, M> replay = new GameReplay<>(kind, game);
        for (Token t : game.misplaced()) {
            replay.add(Findings.warning(CheckCost.FAST, MISPLACED, ProblemKind.INVALID_SYNTAX, t, Findings.message("misplaced"),
                    List.of()));
        }
        // the TimeControl tag read once: its problem now, the control after the replay
        Optional<WrittenTag> timeControlTag = timeControlTag(game);
        ParseResult<TimeControl> timeControl = timeControlTag.map(t -> TimeControl.parse(t.value())).orElse(null);
        timeControlProblem(timeControlTag, timeControl).ifPresent(replay::add);
        Optional<WrittenTag> fenTag = game.tag("FEN");
        ParseResult<P> start = kind.start(fenTag.map(WrittenTag::value).orElse(null));
        if (!start.isOk()) {
            Problem p = start.error().orElseThrow();
            Token at = fenTag.orElseThrow().valueAt();
            String field = p.location().field() == null ? "FEN" : "FEN " + p.location().field();
            replay.add(new Finding(INVALID_START, new Problem(p.kind(), Severity.ERROR,
                    Findings.message("invalidStart", p.message()), at.location().inField(field), List.of()), false,
                    List.of(), CheckCost.FAST));
            return replay;
        }
        if (upTo == CheckCost.FAST) {
            return replay;
        }
        new LineReplayer<>(kind, rules, replay, expensive).replayMain(start.value(), tracker);
        ResultCheck.check(replay);
        Optional<TimeControl> control = timeControl == null ? regulations : timeControl.toOptional();
        Optional<ClockLaw> law = ClockLaws.of(rules.edition());
        MainLineClocks clocks = MainLineClocks.of(replay); // the comments' clock commands, read once for both checks
        List<ClockAdjustment> adjustments = law.map(l -> new IncidentCheck<>(replay, rules, l, control, clocks).check())
                .orElse(List.of());
        Severity timeExceeded = law.isPresent() && law.get().flagNeedsObservation().isEmpty() ? Severity.ERROR : Severity.WARNING;
        control.ifPresent(tc -> new ClockCheck<>(replay, tc, kind.timeControlArticle(rules), adjustments, timeExceeded, clocks)
                .check());
        if (expensive) {
            pgnNotation(kind, replay);
        }
        return replay;
    }

    /** The tag of the file wins over the regulations (an unreadable tag: no clock check, the tag is reported). */
    /** Whether the game names its own time control (a TimeControl tag other than empty, "-" or "?"). */
    public static boolean namesTimeControl(WrittenGame game) {
        return timeControlTag(game).isPresent();
    }

    private static Optional<WrittenTag> timeControlTag(WrittenGame game) {
        return game.tag("TimeControl").filter(t -> !t.value().isBlank() && !t.value().equals("-") && !t.value().equals("?"));
    }

    /** An unreadable TimeControl tag. */
    private static Optional<Finding> timeControlProblem(WrittenGame game) {
        Optional<WrittenTag> tag = timeControlTag(game);
        return timeControlProblem(tag, tag.map(t -> TimeControl.parse(t.value())).orElse(null));
    }

    /** The problem of the TimeControl tag {@code tag} read as {@code tc} (null when there is none). */
    private static Optional<Finding> timeControlProblem(Optional<WrittenTag> tag, ParseResult<TimeControl> tc) {
        if (tag.isEmpty()) {
            return Optional.empty();
        }
        return tc.error().map(p -> Findings.error(CheckCost.FAST, BAD_TIME_CONTROL, ProblemKind.INVALID_SYNTAX, tag.get().valueAt(),
                Findings.message("badTimeControl", p.message()), List.of()));
    }

    /**
     * A *.pgn file writes chess moves in English SAN (PGN 8.2.3) and xiangqi moves in ICCS or WXF (the
     * notations of xiangqi PGN; a game whose Format tag names one is read in it alone, so it passes). The
     * warning names every notation the file may use.
     */
    private static <P extends Position<P, M>, M extends Move> void pgnNotation(GameKind<P, M> kind, GameReplay<P, M> replay) {
        WrittenGame game = replay.game();
        if (!"pgn".equals(game.fileExtension()) || replay.notation() == null || game.main().nodes().isEmpty()
                || replay.move(game.main().nodes().get(0)).isEmpty()) {
            return;
        }
        boolean readsInOne = false;
        for (MoveNotation<P, M> n : kind.pgnNotations()) { // a loop, not a stream: asked of every game of a PGN file
            readsInOne = readsInOne || readsIn(replay, n);
        }
        if (!readsInOne) {
            replay.add(Findings.warning(CheckCost.EXPENSIVE, PGN_NOTATION, ProblemKind.INCONSISTENT, game.main().nodes().get(0).move(),
                    Findings.message("pgnNotation", replay.notation().id(),
                            String.join(" / ", kind.pgnNotations().stream().map(MoveNotation::id).toList())),
                    List.of(kind.pgnNotation().id())));
        }
    }

    /** Whether every replayed main-line move, as written, reads as the same move in {@code notation}. */
    private static <P extends Position<P, M>, M extends Move> boolean readsIn(GameReplay<P, M> replay,
            MoveNotation<P, M> notation) {
        // up to the first move that could not be played (the main line as replayed, which the clock checks made)
        List<ReplayedMove<P, M>> played = replay.mainLine();
        List<WrittenNode> nodes = replay.game().main().nodes();
        for (int i = 0; i < played.size(); i++) {
            ReplayedMove<P, M> m = played.get(i);
            if (m.notation() == notation) {
                continue; // read in it by the replay: it reads as the same move
            }
            ParseResult<M> r = notation.parse(m.before(), nodes.get(i).move().text());
            if (!r.isOk() || !r.value().equals(m.move())) {
                return false;
            }
        }
        return true;
    }
}
