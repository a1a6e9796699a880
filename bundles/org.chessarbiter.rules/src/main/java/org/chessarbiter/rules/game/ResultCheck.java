package org.chessarbiter.rules.game;

import static org.chessarbiter.rules.game.GameIssueCodes.RECORDED_SCORE;
import static org.chessarbiter.rules.game.GameIssueCodes.RESULT_CONTRADICTS;
import static org.chessarbiter.rules.game.GameIssueCodes.RESULT_TAG_MISMATCH;
import static org.chessarbiter.rules.game.GameIssueCodes.VERDICT_MISMATCH;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ProblemKind;

/**
 * The written result against the game: the Result tag against the termination marker (PGN 8.1.1.7);
 * the marker against the automatic ending of the final position (checkmate FIDE 2018 5.1.1, stalemate
 * 5.2.1, dead position 5.2.2; xiangqi: no legal move loses, Luật cờ Tướng 2004 Điều 7.1, and the
 * repetition verdicts of Điều 22–24 with their Điều 23 point); and on the score sheet of appendix 4
 * of Luật cờ Tướng 2004, the arbiter's verdict ({@code ArbiterVerdict}) and the players' recorded
 * scores ({@code WhiteScore}/{@code RedScore}, {@code BlackScore}).
 *
 * <p>Interpretation: a game marked {@code *} (unfinished) whose final position ended it automatically
 * gets a warning, not an error: the record is incomplete rather than wrong. A decisive or drawn marker
 * without an automatic ending is accepted (resignation, agreement, time, adjudication are not visible
 * in the moves). A game without its marker (the reader warns of it) is checked by its Result tag, and
 * the problems are placed at the tag's value.
 */
final class ResultCheck {
    /** The four PGN termination markers (PGN 8.2.6). */
    private static final Set<String> MARKERS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    private ResultCheck() {
    }

    static void check(GameReplay<?, ?> replay) {
        WrittenGame game = replay.game();
        String marker = game.resultScore();
        Token written = game.result();
        if (marker == null) {
            Optional<WrittenTag> tag = game.tag("Result").filter(t -> MARKERS.contains(Scores.normalize(t.value())));
            if (tag.isEmpty()) {
                return;
            }
            marker = Scores.normalize(tag.get().value());
            written = tag.get().valueAt();
        } else {
            tagAgrees(replay, marker);
        }
        contradicts(replay, marker, written, game.result() == null);
        verdict(replay, marker);
        recordedScores(replay, marker);
    }

    private static void tagAgrees(GameReplay<?, ?> replay, String marker) {
        replay.game().tag("Result").ifPresent(t -> {
            if (!Scores.normalize(t.value()).equals(marker)) {
                replay.add(Findings.error(CheckCost.NORMAL, RESULT_TAG_MISMATCH, ProblemKind.INCONSISTENT, t.valueAt(),
                        Findings.message("resultTag", t.value(), marker), List.of(quoted(marker))));
            }
        });
    }

    /**
     * The written result {@code marker} (at {@code at}: the marker, or the Result tag's value when
     * {@code inTag}) against the automatic ending of the final position.
     */
    private static void contradicts(GameReplay<?, ?> replay, String marker, Token at, boolean inTag) {
        Optional<Outcome> outcome = replay.finalOutcome();
        if (replay.mainLineComplete() && outcome.isPresent() && !marker.equals(outcome.get().score())) {
            var message = Findings.message("resultContradicts", marker, replay.kind().verdict(outcome.get()));
            String score = outcome.get().score();
            List<String> data = List.of(inTag ? quoted(score) : score);
            replay.add(marker.equals("*")
                    ? Findings.warning(CheckCost.NORMAL, RESULT_CONTRADICTS, ProblemKind.INCONSISTENT, at, message, data)
                    : Findings.error(CheckCost.NORMAL, RESULT_CONTRADICTS, ProblemKind.INCONSISTENT, at, message, data));
        }
    }

    private static void verdict(GameReplay<?, ?> replay, String marker) {
        Optional<WrittenTag> tag = replay.game().tag("ArbiterVerdict");
        if (tag.isEmpty() || marker.equals("*")) {
            return;
        }
        String verdict = Scores.normalize(tag.get().value());
        if (!verdict.equals(marker)) {
            replay.add(Findings.error(CheckCost.NORMAL, VERDICT_MISMATCH, ProblemKind.INCONSISTENT, tag.get().valueAt(),
                    Findings.message("verdictMismatch", tag.get().value(), marker), List.of(quoted(marker))));
        }
    }

    private static void recordedScores(GameReplay<?, ?> replay, String marker) {
        WrittenGame game = replay.game();
        Optional<WrittenTag> first = game.tag("WhiteScore").or(() -> game.tag("RedScore"));
        Optional<WrittenTag> second = game.tag("BlackScore");
        if (first.isEmpty() || second.isEmpty()) {
            return;
        }
        int a = Scores.halfPoints(first.get().value());
        int b = Scores.halfPoints(second.get().value());
        String recorded = a < 0 || b < 0 ? null : Scores.fromHalfPoints(a, b);
        if (recorded == null) {
            replay.add(Findings.warning(CheckCost.NORMAL, RECORDED_SCORE, ProblemKind.INCONSISTENT, second.get().valueAt(),
                    Findings.message("scoresDoNotAddUp", first.get().value(), second.get().value()), List.of()));
        } else if (!marker.equals("*") && !recorded.equals(marker)) {
            replay.add(Findings.warning(CheckCost.NORMAL, RECORDED_SCORE, ProblemKind.INCONSISTENT, second.get().valueAt(),
                    Findings.message("scoresDisagree", first.get().value(), second.get().value(), marker), List.of()));
        }
    }

    private static String quoted(String s) {
        return "\"" + s + "\"";
    }
}
