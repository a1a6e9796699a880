package org.chessarbiter.workspace.project;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.Token;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.io.InputFile;
import org.chessarbiter.workspace.op.OperationResult;
import org.chessarbiter.workspace.op.RecordResultOperation;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * The two ways to settle a result the scoresheet and the tournament disagree on (the quick fixes of the build's
 * problem on both files, issue "take either side"): record the scoresheet's result in the tournament (the
 * record-result operation, which refuses to rewrite a published round's result), or write the tournament's result
 * into the scoresheet, its {@code Result} tag and its termination marker, atomically. The scoresheet is changed only
 * where it still says what the build read; anything else is a problem and nothing is written.
 */
public final class ResultFix {

    private ResultFix() {
    }

    /** Whether the tournament can take the scoresheet's result: its round is not published. */
    public static boolean canTakeScoresheet(ResultDisagreement d) {
        return !d.roundPublished();
    }

    /** Whether the scoresheet can take the tournament's result: a win, a loss or a draw, as a scoresheet writes it. */
    public static boolean canTakeTournament(ResultDisagreement d) {
        return score(d.recorded()).isPresent() && (d.resultTag().isPresent() || d.termination().isPresent());
    }

    /** Records the scoresheet's result on the tournament's board. */
    public static OperationResult takeScoresheet(ResultDisagreement d, IProgressMonitor monitor) {
        return RecordResultOperation.onBoard(d.state(), d.round(), d.board(), d.written()).run(monitor);
    }

    /** Writes the tournament's result into the scoresheet: the value of its {@code Result} tag and its termination marker. */
    public static ParseResult<Path> takeTournament(ResultDisagreement d) {
        Optional<String> score = score(d.recorded());
        if (score.isEmpty()) {
            return ParseResult.fail(Problems.error(ProblemKind.ILLEGAL, Location.UNKNOWN.inField(d.scoresheet().toString()),
                    ResultFix.class, "fix.noScore", d.recorded().notation()));
        }
        ParseResult<byte[]> bytes = InputFile.read(d.scoresheet());
        if (!bytes.isOk()) {
            return ParseResult.fail(bytes.problems());
        }
        StringBuilder text = new StringBuilder(new String(bytes.value(), StandardCharsets.UTF_8));
        List<Token> at = new ArrayList<>();
        d.resultTag().ifPresent(at::add);
        d.termination().ifPresent(at::add);
        at.sort(Comparator.comparingInt(Token::offset).reversed());
        for (Token t : at) {
            int end = t.offset() + t.length();
            String now = end > text.length() ? "" : text.substring(t.offset(), end);
            if (!now.equals(t.text()) && !now.equals("\"" + t.text() + "\"")) {
                return ParseResult.fail(Problems.error(ProblemKind.INCONSISTENT,
                        new Location(t.offset(), t.length(), t.line(), t.column(), d.scoresheet().toString()), ResultFix.class,
                        "fix.changed", d.scoresheet().getFileName()));
            }
            text.replace(t.offset(), end, now.startsWith("\"") ? "\"" + score.get() + "\"" : score.get()); // a tag's value is quoted
        }
        byte[] changed = text.toString().getBytes(StandardCharsets.UTF_8);
        return AtomicSave.save(d.scoresheet(), out -> out.write(changed));
    }

    /** A result as a scoresheet writes it: 1-0, 0-1, 1/2-1/2 (by forfeit or unrated too); none for a double forfeit. */
    static Optional<String> score(GameResult r) {
        return switch (r) {
            case FIRST_WINS, FIRST_WINS_BY_FORFEIT, FIRST_WINS_UNRATED -> Optional.of("1-0");
            case SECOND_WINS, SECOND_WINS_BY_FORFEIT, SECOND_WINS_UNRATED -> Optional.of("0-1");
            case DRAW, DRAW_UNRATED -> Optional.of("1/2-1/2");
            default -> Optional.empty();
        };
    }
}
