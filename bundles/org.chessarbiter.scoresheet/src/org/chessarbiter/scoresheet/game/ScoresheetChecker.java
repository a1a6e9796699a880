package org.chessarbiter.scoresheet.game;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.BAD_TIME_CONTROL;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.INVALID_START;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.MISPLACED;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.PGN_NOTATION;
import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.UNKNOWN_VARIANT;

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
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Checks written games with the rules engines; the entry point of the scoresheet checks, for the Xtext
 * validator, the streaming validation of large PGN files and the CLI alike. Plain Java: it sees only
 * {@link WrittenGame}s (strings and indexes), never the editor's model.
 *
 * <p>What it checks: the game and its start position (Variant/Game tags, FEN), every move of every
 * line ({@link LineReplayer}), move numbers, mixed notation styles, moves after an automatic ending,
 * claimable draws, the result ({@link ResultCheck}), the clock readings against the time control
 * ({@link ClockCheck}) and, in a {@code *.pgn} file, that moves are in PGN's notation.
 */
public final class ScoresheetChecker {
    private ScoresheetChecker() {
    }

    /** Checks {@code game}; the time control is the game's TimeControl tag, if any. */
    public static GameReplay<?, ?> check(WrittenGame game) {
        return check(game, Optional.empty());
    }

    /**
     * Checks {@code game}; {@code regulations} is the time control of the tournament's regulations, used
     * when the game has no TimeControl tag of its own.
     */
    public static GameReplay<?, ?> check(WrittenGame game, Optional<TimeControl> regulations) {
        Optional<GameKind<?, ?>> kind = GameKinds.detect(game);
        if (kind.isEmpty()) {
            GameReplay<?, ?> r = new GameReplay<>(ChessKind.INSTANCE, game);
            WrittenTag tag = game.tag("Variant").or(() -> game.tag("Game")).orElseThrow();
            r.add(Findings.error(UNKNOWN_VARIANT, ProblemKind.ILLEGAL, tag.valueAt(),
                    Findings.message("unknownVariant", tag.value()), List.of()));
            return r;
        }
        return check(kind.get(), game, regulations);
    }

    /** Checks {@code game} as a game of {@code kind}. */
    public static <P extends Position<P, M>, M extends Move> GameReplay<P, M> check(GameKind<P, M> kind,
            WrittenGame game, Optional<TimeControl> regulations) {
        GameReplay<P, M> replay = new GameReplay<>(kind, game);
        for (Token t : game.misplaced()) {
            replay.add(Findings.warning(MISPLACED, ProblemKind.INVALID_SYNTAX, t, Findings.message("misplaced"), List.of()));
        }
        Map<String, String> tags = new LinkedHashMap<>();
        game.tags().forEach(t -> tags.putIfAbsent(t.name(), t.value()));
        GameRules<?, P, M> rules = kind.rules(tags);
        Optional<WrittenTag> fenTag = game.tag("FEN");
        ParseResult<P> start = kind.start(fenTag.map(WrittenTag::value).orElse(null));
        if (!start.isOk()) {
            Problem p = start.error().orElseThrow();
            replay.add(Findings.error(INVALID_START, p.kind(), fenTag.orElseThrow().valueAt(),
                    Findings.message("invalidStart", p.message()), List.of()));
            return replay;
        }
        // the Format tag names the notation; else a PGN file is read as PGN and a scoresheet as Vietnamese
        // until a move tells otherwise (a game of pawn moves only fits every locale)
        MoveNotation<P, M> preferred = game.tagValue("Format").map(XiangqiKind::byFormatTag)
                .filter(n -> kind.notations().contains(n)).map(n -> cast(kind, n))
                .orElse("pgn".equals(game.fileExtension()) ? kind.pgnNotation() : kind.scoresheetNotation());
        new LineReplayer<>(kind, rules, replay).replayMain(start.value(), new NotationTracker<>(kind.notations(), preferred));
        ResultCheck.check(replay);
        timeControl(game, regulations).ifPresent(tc -> new ClockCheck<>(replay, tc, kind.timeControlArticle(rules)).check());
        pgnNotation(kind, replay);
        return replay;
    }

    /** The tag of the file wins over the regulations (an unreadable tag: no clock check, the tag is reported). */
    private static Optional<TimeControl> timeControl(WrittenGame game, Optional<TimeControl> regulations) {
        Optional<WrittenTag> tag = timeControlTag(game);
        return tag.isEmpty() ? regulations : TimeControl.parse(tag.get().value()).toOptional();
    }

    /** Whether the game names its own time control (a TimeControl tag other than empty, "-" or "?"). */
    public static boolean namesTimeControl(WrittenGame game) {
        return timeControlTag(game).isPresent();
    }

    private static Optional<WrittenTag> timeControlTag(WrittenGame game) {
        return game.tag("TimeControl").filter(t -> !t.value().isBlank() && !t.value().equals("-") && !t.value().equals("?"));
    }

    /** Reports an unreadable TimeControl tag (done by the validator rule on tags). */
    public static Optional<Finding> timeControlProblem(WrittenGame game) {
        Optional<WrittenTag> tag = timeControlTag(game);
        if (tag.isEmpty()) {
            return Optional.empty();
        }
        ParseResult<TimeControl> tc = TimeControl.parse(tag.get().value());
        return tc.error().map(p -> Findings.error(BAD_TIME_CONTROL, ProblemKind.INVALID_SYNTAX, tag.get().valueAt(),
                Findings.message("badTimeControl", p.message()), List.of()));
    }

    /** A *.pgn file writes chess moves in English SAN (PGN 8.2.3) and xiangqi moves in ICCS or WXF. */
    private static <P extends Position<P, M>, M extends Move> void pgnNotation(GameKind<P, M> kind, GameReplay<P, M> replay) {
        WrittenGame game = replay.game();
        if (!"pgn".equals(game.fileExtension()) || replay.notation() == null || game.main().nodes().isEmpty()
                || replay.move(game.main().nodes().get(0)).isEmpty()) {
            return;
        }
        if (kind.pgnNotations().stream().noneMatch(n -> readsIn(replay, n))) {
            replay.add(Findings.warning(PGN_NOTATION, ProblemKind.INCONSISTENT, game.main().nodes().get(0).move(),
                    Findings.message("pgnNotation", replay.notation().id(), kind.pgnNotation().id()),
                    List.of(kind.pgnNotation().id())));
        }
    }

    /** Whether every replayed main-line move, as written, reads as the same move in {@code notation}. */
    private static <P extends Position<P, M>, M extends Move> boolean readsIn(GameReplay<P, M> replay,
            MoveNotation<P, M> notation) {
        for (WrittenNode node : replay.game().main().nodes()) {
            Optional<ReplayedMove<P, M>> m = replay.move(node);
            if (m.isEmpty()) {
                return true;
            }
            ParseResult<M> r = notation.parse(m.get().before(), node.move().text());
            if (!r.isOk() || !r.value().equals(m.get().move())) {
                return false;
            }
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    private static <P extends Position<P, M>, M extends Move> MoveNotation<P, M> cast(GameKind<P, M> kind, MoveNotation<?, ?> n) {
        // n is one of kind.notations() (checked by the caller)
        return (MoveNotation<P, M>) n;
    }
}
