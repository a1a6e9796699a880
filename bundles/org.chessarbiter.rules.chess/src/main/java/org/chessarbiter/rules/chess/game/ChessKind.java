package org.chessarbiter.rules.chess.game;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.chessarbiter.rules.GameRules;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.chess.ChessLaw;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.DeadPosition;
import org.chessarbiter.rules.chess.DeadPositionMemory;
import org.chessarbiter.rules.chess.PositionKey;
import org.chessarbiter.rules.chess.fen.Fen;
import org.chessarbiter.rules.chess.san.PieceLetters;
import org.chessarbiter.rules.chess.san.San;
import org.chessarbiter.rules.chess.san.SanStyle;
import org.chessarbiter.rules.clock.MatePossibility;
import org.chessarbiter.rules.game.GameKind;
import org.chessarbiter.rules.notation.MoveNotation;

/**
 * Chess for the game checks ({@code org.chessarbiter.rules.game}): FIDE 2018 unless a {@code Law} tag
 * names FIDE 2000; SAN in every locale's letters (PGN's English first, then the Vietnamese scoresheet
 * letters V H X T M, ...).
 */
public final class ChessKind implements GameKind<ChessPosition, ChessMove> {
    private static final List<MoveNotation<ChessPosition, ChessMove>> NOTATIONS = List.of(San.pgn(),
            San.of(SanStyle.scoresheet(PieceLetters.VIETNAMESE)), San.of(SanStyle.scoresheet(PieceLetters.GERMAN)),
            San.of(SanStyle.scoresheet(PieceLetters.FRENCH)), San.of(SanStyle.scoresheet(PieceLetters.SPANISH)),
            San.of(SanStyle.scoresheet(PieceLetters.RUSSIAN)), San.of(SanStyle.scoresheet(PieceLetters.FIGURINE)));

    /** Chess read in every notation of {@link #notations()}. */
    public static final ChessKind INSTANCE = new ChessKind(NOTATIONS);

    private static final List<String> NAMES = List.of("chess", "standard", "cờ vua", "co vua", "chess960", "chess 960",
            "fischerandom", "fischer random");

    private final List<MoveNotation<ChessPosition, ChessMove>> notations;

    private ChessKind(List<MoveNotation<ChessPosition, ChessMove>> notations) {
        this.notations = notations;
    }

    /**
     * Chess whose moves are read in {@code notation} only (a replayer of one locale's PGN, which has no
     * other notation to try; a move in another is unreadable).
     */
    public static ChessKind readingOnly(MoveNotation<ChessPosition, ChessMove> notation) {
        return new ChessKind(List.of(notation));
    }

    @Override
    public String id() {
        return "chess";
    }

    @Override
    public List<String> variantNames() {
        return NAMES;
    }

    @Override
    public int boardRanks() {
        return 8;
    }

    /** A chess PGN names no notation: it is SAN (PGN 8.2.3). */
    @Override
    public Optional<MoveNotation<ChessPosition, ChessMove>> formatNotation(String format) {
        return Optional.empty();
    }

    @Override
    public GameRules<?, ChessPosition, ChessMove> rules(Map<String, String> tags) {
        String law = tags.getOrDefault("Law", "").toUpperCase(Locale.ROOT).replace(' ', '_');
        return law.equals("FIDE_2000") ? ChessRules.of(ChessLaw.FIDE_2000) : ChessRules.fide2018();
    }

    @Override
    public ParseResult<ChessPosition> start(String fen) {
        return fen == null ? ParseResult.ok(ChessPosition.initial()) : Fen.parse(fen);
    }

    @Override
    public List<MoveNotation<ChessPosition, ChessMove>> notations() {
        return notations;
    }

    @Override
    public MoveNotation<ChessPosition, ChessMove> scoresheetNotation() {
        return NOTATIONS.get(1);
    }

    @Override
    public MoveNotation<ChessPosition, ChessMove> pgnNotation() {
        return San.pgn();
    }

    @Override
    public List<MoveNotation<ChessPosition, ChessMove>> pgnNotations() {
        return List.of(San.pgn());
    }

    @Override
    public Map<String, String> pgnTags(MoveNotation<ChessPosition, ChessMove> notation) {
        return Map.of();
    }

    @Override
    public String fen(ChessPosition position) {
        return Fen.format(position);
    }

    @Override
    public int moveNumber(ChessPosition position) {
        return position.fullmoves();
    }

    /**
     * FIDE 2018 9.2 / 9.3: fifty moves need 99 reversible half-moves or more (the claim may come with the
     * 100th); a threefold repetition, now or by the next move, needs a position that already stands twice
     * since the last capture or pawn move (positions before it cannot come back).
     */
    @Override
    public boolean claimPossible(List<ChessPosition> ps) {
        ChessPosition p = ps.get(ps.size() - 1);
        if (p.halfmoves() >= 99) {
            return true;
        }
        // a repetition needs the same side to move: the positions of each side are compared by their keys' hashes
        // first, and only equal hashes by their keys
        int from = Math.max(0, ps.size() - 1 - p.halfmoves());
        for (int start = from; start < from + 2; start++) {
            int[] hashes = new int[(ps.size() - start + 1) / 2];
            for (int i = start, j = 0; i < ps.size(); i += 2, j++) {
                hashes[j] = ps.get(i).key().hashCode();
            }
            Arrays.sort(hashes);
            for (int j = 1; j < hashes.length; j++) {
                if (hashes[j] == hashes[j - 1] && repeats(ps, start)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether two of the positions from {@code start}, every other one, are the same. */
    private static boolean repeats(List<ChessPosition> ps, int start) {
        Set<PositionKey> seen = new HashSet<>();
        for (int i = start; i < ps.size(); i += 2) {
            if (!seen.add(ps.get(i).key())) {
                return true;
            }
        }
        return false;
    }

    /** {@link #claimPossible} remembering the positions of the line since the last capture or pawn move. */
    @Override
    public Predicate<List<ChessPosition>> claimPossibleInOneLine() {
        return new RepetitionWindow();
    }

    /**
     * FIDE 2018 9.6.1 / 9.6.2, 5.2.2: with a legal move left, the game ends automatically only by 75 moves
     * (150 half-moves), in a dead position, or by fivefold repetition: the position stood four times before
     * since the last capture or pawn move, with the same side to move and four half-moves apart at the
     * soonest (so 16 reversible half-moves at least).
     */
    @Override
    public boolean endPossible(List<ChessPosition> positions) {
        return endPossible(positions, null);
    }

    /** {@link #endPossible} remembering the dead-position verdicts of the game ({@link DeadPositionMemory}). */
    @Override
    public Predicate<List<ChessPosition>> endPossibleInOneGame() {
        DeadPositionMemory memory = new DeadPositionMemory();
        return positions -> endPossible(positions, memory);
    }

    /** Whether the game of {@code positions} can have ended; the dead-position verdicts remembered in {@code memory} when not null. */
    private static boolean endPossible(List<ChessPosition> positions, DeadPositionMemory memory) {
        ChessPosition p = positions.get(positions.size() - 1);
        if (p.halfmoves() >= 150 || (memory == null ? DeadPosition.isDead(p) : memory.isDead(positions))) {
            return true;
        }
        if (p.halfmoves() < 16) {
            return false;
        }
        // the repetition hashes compared first: keys are made only for the positions that may be the same
        int hash = p.repetitionHash();
        int before = 0;
        for (int i = positions.size() - 5; i >= Math.max(0, positions.size() - 1 - p.halfmoves()); i -= 2) {
            ChessPosition q = positions.get(i);
            if (q.repetitionHash() == hash && q.key().equals(p.key()) && ++before == 4) {
                return true;
            }
        }
        return false;
    }

    @Override
    public LawArticle timeControlArticle(GameRules<?, ChessPosition, ChessMove> rules) {
        return rules.edition().article(rules.edition().id().equals("FIDE_2000") ? "6.2(a)" : "6.3.1");
    }

    @Override
    public Message sideName(Side side) {
        return Message.of(ChessKind.class, "side." + side.name());
    }

    /** A side can mate unless the dead-position search proves it cannot (FIDE 2018 6.9; FIDE 2000 6.10); in doubt it can. */
    @Override
    public MatePossibility matePossibility(ChessPosition position) {
        return side -> DeadPosition.canMate(position, side, DeadPosition.DEFAULT_BUDGET) != DeadPosition.Verdict.CANNOT_MATE;
    }
}
