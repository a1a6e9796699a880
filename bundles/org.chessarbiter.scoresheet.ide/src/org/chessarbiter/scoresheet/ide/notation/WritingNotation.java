package org.chessarbiter.scoresheet.ide.notation;

import com.google.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.ReplayedMove;
import org.chessarbiter.rules.game.WrittenLine;
import org.chessarbiter.rules.game.WrittenNode;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * The notation the editor writes a game's new moves in (content assist) and which conversions it offers
 * first. The rule: <b>the file's own notation wins; the preference decides what the file leaves open.</b>
 * <ol>
 * <li>A game with a {@code Format} tag (the PGN tag naming a xiangqi notation) is written in the notation
 * the game is read in (the one the tag names, when the checker knows it).</li>
 * <li>A {@code *.pgn} file is written in a PGN notation (chess: English SAN, PGN standard 8.2.3; xiangqi:
 * ICCS or WXF): the preferred notation is used only if it is one of those.</li>
 * <li>Otherwise the preferred notation of the game's kind is used when every move written in the game so
 * far (main line and variations) reads, in it, as the move that was played; a game with no move yet, or
 * with pawn moves only ({@code d4 e5}, the same in every SAN locale), therefore follows the preference.</li>
 * <li>Else (a move only the file's notation reads, e.g. {@code Mf3} in Vietnamese letters) the notation the
 * game is written in.</li>
 * </ol>
 * Validation does not read the preference: a file gives the same problems in the workbench, the builder and
 * the command line.
 */
public class WritingNotation {

    private final PreferredNotations preferred;

    @Inject
    public WritingNotation(PreferredNotations preferred) {
        this.preferred = preferred;
    }

    /** The notation to write the replayed game's new moves in (null when the game's kind is unknown). */
    public <P extends Position<P, M>, M extends Move> MoveNotation<P, M> of(GameReplay<P, M> replay) {
        MoveNotation<P, M> own = replay.notation();
        if (own == null || namesItsFormat(replay)) {
            return own;
        }
        return preferredOf(replay.kind(), "pgn".equals(replay.game().fileExtension()))
                .filter(notation -> readsEveryMove(replay, notation)).orElse(own);
    }

    /** The legal moves at {@code offset} written in {@link #of}; empty when the position there is unknown. */
    public <P extends Position<P, M>, M extends Move> List<String> legalMovesAt(GameReplay<P, M> replay, int offset) {
        P position = replay.positionAt(offset);
        MoveNotation<P, M> notation = of(replay);
        if (position == null || notation == null) {
            return List.of();
        }
        boolean colon = writesCapturesWithColon(replay);
        return position.legalMoves().stream().map(move -> withCaptureSign(notation.format(position, move), colon)).toList();
    }

    /**
     * {@code move} played from {@code position} written as the game writes its moves: in {@link #of}, with the
     * file's capture sign ({@code M:d5} in a file that writes {@code :}, as Vietnamese scoresheets do); null
     * when the game's kind is unknown.
     */
    public <P extends Position<P, M>, M extends Move> String write(GameReplay<P, M> replay, P position, M move) {
        MoveNotation<P, M> notation = of(replay);
        return notation == null ? null : withCaptureSign(notation.format(position, move), writesCapturesWithColon(replay));
    }

    /** Whether the game's captures are written with {@code :} (some move has it, none has {@code x}). */
    public static boolean writesCapturesWithColon(GameReplay<?, ?> replay) {
        int[] signs = new int[2];
        countCaptureSigns(replay.game().main(), signs);
        return signs[0] > 0 && signs[1] == 0;
    }

    private static void countCaptureSigns(WrittenLine line, int[] signs) {
        for (WrittenNode node : line.nodes()) {
            String text = node.move().text();
            if (text.indexOf(':') >= 0) {
                signs[0]++;
            }
            if (text.indexOf('x') >= 0) {
                signs[1]++;
            }
            for (WrittenLine variation : node.variations()) {
                countCaptureSigns(variation, signs);
            }
        }
    }

    /** A formatted move with its capture sign {@code x} (the only lower-case x of the notations) written {@code :}. */
    private static String withCaptureSign(String formatted, boolean colon) {
        return colon ? formatted.replace('x', ':') : formatted;
    }

    /**
     * The ids of the notations to offer as conversion targets: {@code offered} with the preferred notation of
     * the game's kind first (added when missing; in a {@code *.pgn} file only if it is a PGN notation).
     */
    public List<String> conversionTargets(GameReplay<?, ?> replay, List<String> offered) {
        List<String> targets = new ArrayList<>(offered);
        preferredOf(replay.kind(), "pgn".equals(replay.game().fileExtension())).map(MoveNotation::id).ifPresent(id -> {
            targets.remove(id);
            targets.add(0, id);
        });
        return targets;
    }

    /** The first preferred notation the kind knows (in a PGN file: among its PGN notations). */
    public <P extends Position<P, M>, M extends Move> Optional<MoveNotation<P, M>> preferredOf(GameKind<P, M> kind, boolean pgn) {
        List<MoveNotation<P, M>> allowed = pgn ? kind.pgnNotations() : kind.notations();
        for (String id : preferred.ids()) {
            for (MoveNotation<P, M> notation : allowed) {
                if (notation.id().equals(id)) {
                    return Optional.of(notation);
                }
            }
        }
        return Optional.empty();
    }

    /** Whether the game names its notation in a Format tag. */
    private static boolean namesItsFormat(GameReplay<?, ?> replay) {
        return replay.game().tagValue("Format").filter(format -> !format.isBlank()).isPresent();
    }

    /** Whether every move written in the game (main line and variations) reads in {@code notation} as the move played. */
    public <P extends Position<P, M>, M extends Move> boolean readsEveryMove(GameReplay<P, M> replay, MoveNotation<P, M> notation) {
        return readsEveryMove(replay, replay.game().main(), notation);
    }

    private static <P extends Position<P, M>, M extends Move> boolean readsEveryMove(GameReplay<P, M> replay,
            WrittenLine line, MoveNotation<P, M> notation) {
        for (WrittenNode node : line.nodes()) {
            Optional<ReplayedMove<P, M>> played = replay.move(node);
            if (played.isPresent()) {
                ParseResult<M> read = notation.parse(played.get().before(), node.move().text());
                if (!read.isOk() || !read.value().equals(played.get().move())) {
                    return false;
                }
            }
            for (WrittenLine variation : node.variations()) {
                if (!readsEveryMove(replay, variation, notation)) {
                    return false;
                }
            }
        }
        return true;
    }
}
