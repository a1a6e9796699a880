package org.chessarbiter.workspace.ui.board;

import java.util.Optional;

import org.chessarbiter.rules.game.Token;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenNode;

/**
 * How a file writes its move numbers: the mark after the number ({@code 1.} of PGN, the Vietnamese {@code 1)} of
 * Luật cờ Tướng 2004 Điều 11.2) and whether a space follows it ({@code 1.e4} or {@code 1. e4}). A move made on
 * the board is numbered as its game numbers, else as the file does (a game set up without moves yet, in a file
 * that writes {@code 1)}), else as PGN does.
 *
 * @param mark {@code "."} or {@code ")"}
 * @param space whether a space comes between the number and the move
 */
public record MoveNumbering(String mark, boolean space) {

    /** PGN's numbers, {@code 1. e4} (PGN standard 8.2.2.2), for a file that writes none yet. */
    public static final MoveNumbering PGN = new MoveNumbering(".", true);

    /** The numbering of a move number written before a move, e.g. {@code "1)"} just before {@code "P2-5"}. */
    public static MoveNumbering of(String number, boolean spaceAfter) {
        return new MoveNumbering(number.endsWith(")") ? ")" : ".", spaceAfter);
    }

    /** How {@code game} numbers its main line, if it writes a number for the first side's move. */
    public static Optional<MoveNumbering> of(WrittenGame game) {
        for (WrittenNode node : game.main().nodes()) {
            Token written = node.number();
            if (written != null && !written.text().endsWith("...")) {
                return Optional.of(of(written.text(), node.move().offset() > written.end()));
            }
        }
        return Optional.empty();
    }

    /** The number written before the move of move {@code number}, of the first side or ({@code "12... "}) the second. */
    public String write(int number, boolean first) {
        return first ? number + mark + (space ? " " : "") : number + "... ";
    }
}
