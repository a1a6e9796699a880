package org.chessarbiter.rules.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.MatePossibility;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * What the game checks need of one game (chess, xiangqi): its rules, its notations and a few facts of
 * its law. The checks ({@link GameCheck}) are written once over this interface; each game's engine
 * bundle implements it (no {@code if (game == XIANGQI)}).
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
public interface GameKind<P extends Position<P, M>, M extends Move> {

    /** {@code chess} or {@code xiangqi}. */
    String id();

    /** The names a {@code Variant} or {@code Game} tag gives this game, in lower case. */
    List<String> variantNames();

    /** The number of ranks of the board (the rows of a FEN's board field). */
    int boardRanks();

    /** The notation a PGN {@code Format} tag names for this game ({@code ICCS}, {@code WXF}...), if any. */
    Optional<MoveNotation<P, M>> formatNotation(String format);

    /** The rules the game is played under, by its tags (e.g. a chess game's law edition). */
    GameRules<?, P, M> rules(Map<String, String> tags);

    /** The start position: the standard one, or the FEN tag's (problems located in the FEN text). */
    ParseResult<P> start(String fen);

    /** The notations of this game, in the order they are tried when a game does not say which it uses. */
    List<MoveNotation<P, M>> notations();

    /**
     * The notation a {@code .bienban} scoresheet is taken to use until its moves say otherwise (chess:
     * the Vietnamese letters of FIDE 2018 C.3; xiangqi: the short form of Luật cờ Tướng 2004 Điều 11.2a).
     */
    MoveNotation<P, M> scoresheetNotation();

    /** The notation a PGN export uses by default (chess: English SAN; xiangqi: ICCS). */
    MoveNotation<P, M> pgnNotation();

    /** The notations a PGN file may use for this game (the first is {@link #pgnNotation()}). */
    List<MoveNotation<P, M>> pgnNotations();

    /** Tags a PGN export of a game in {@code notation} must carry (xiangqi: Game and Format). */
    Map<String, String> pgnTags(MoveNotation<P, M> notation);

    /** The position in the game's FEN. */
    String fen(P position);

    /** The full-move number of the move to be played in {@code position}. */
    int moveNumber(P position);

    /**
     * A necessary condition for a draw claim after the last of {@code positions} (the positions of a line
     * so far, oldest first), cheap to test, so that the claim rules are asked only where they can answer yes
     * (true when nothing cheaper is known).
     */
    boolean claimPossible(List<P> positions);

    /**
     * {@link #claimPossible} for the positions of one line as it grows, one position at a time (the same list,
     * appended to between the calls): the same answers; a kind may keep in it what it learnt from the earlier
     * positions (chess: the positions since the last capture or pawn move). The default asks {@link #claimPossible}
     * each time.
     */
    default Predicate<List<P>> claimPossibleInOneLine() {
        return this::claimPossible;
    }

    /**
     * A necessary condition, cheap to test, for the game to have ended automatically in the last of
     * {@code positions} although the side to move still has a legal move (chess: a dead position, 75
     * moves, fivefold repetition; true when nothing cheaper is known). The replay asks the rules for the
     * ending only where this holds, where the next move cannot be played, and at the end of the main line.
     */
    boolean endPossible(List<P> positions);

    /**
     * {@link #endPossible} for the lines of one game (the main line and its variations), with the same
     * answers; a kind may remember in it what it computed for earlier positions of the game (chess: the
     * dead-position verdicts). The default asks {@link #endPossible} each time.
     */
    default Predicate<List<P>> endPossibleInOneGame() {
        return this::endPossible;
    }

    /**
     * Whether each side can still checkmate by any series of legal moves from {@code position}: the question of the
     * clock's verdicts (FIDE 2018 6.9, 7.5.5, A.4.3; FIDE 2000 6.10, C3: a flag or a losing illegal move is a draw when
     * the opponent cannot mate). The default, for a game whose law has no such exception (Luật cờ Tướng 2004 Điều
     * 7.1d: the flag loses), answers that every side can.
     */
    default MatePossibility matePossibility(P position) {
        return MatePossibility.ALWAYS;
    }

    /** The article on clock periods and move-count controls (FIDE 2018 6.3.1; Luật cờ Tướng 2004 Điều 10.1.2). */
    LawArticle timeControlArticle(GameRules<?, P, M> rules);

    /**
     * The name of {@code side} in messages: chess White/Black (Trắng/Đen); xiangqi Red/Black in English and
     * Trắng/Đen in Vietnamese, as Luật cờ Tướng 2004 Điều 2.2 writes them.
     */
    Message sideName(Side side);

    /**
     * The verdict of {@code outcome} for people, naming the sides as this game does ({@link #sideName}):
     * "Red wins by checkmate (Luật cờ Tướng 2004 Điều 7.1a)" for xiangqi, "White wins ..." for chess. Every
     * message of the game checks about a game's outcome uses it rather than {@link Outcome#verdict()}.
     */
    default Message verdict(Outcome outcome) {
        return outcome.verdict(this::sideName);
    }
}
