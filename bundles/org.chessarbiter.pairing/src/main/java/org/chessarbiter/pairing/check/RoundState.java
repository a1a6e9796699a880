package org.chessarbiter.pairing.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Colour;

/**
 * A round's pairing as it stands, before or after a manual change: its boards and its byes (the
 * pairing-allocated bye and the byes requested or given).
 *
 * @param round  the round
 * @param boards the boards, white first
 * @param byes   the byes
 */
public record RoundState(int round, List<Board> boards, List<Bye> byes) {

    public RoundState {
        boards = List.copyOf(boards);
        byes = List.copyOf(byes);
    }

    /** The board of {@code player}, empty when the player has none. */
    public Optional<Board> boardOf(int player) {
        return boards.stream().filter(b -> b.white() == player || b.black() == player).findFirst();
    }

    /** The colour {@code player} is given, empty when the player has no board. */
    public Optional<Colour> colourOf(int player) {
        return boardOf(player).map(b -> b.white() == player ? Colour.WHITE : Colour.BLACK);
    }

    /** The bye of {@code player}, empty when the player has none. */
    public Optional<Bye> byeOf(int player) {
        return byes.stream().filter(b -> b.player() == player).findFirst();
    }

    /** Whether {@code player} has a board or a bye. */
    public boolean places(int player) {
        return boardOf(player).isPresent() || byeOf(player).isPresent();
    }

    /** The players given the pairing-allocated bye. */
    public List<Integer> pairingByes() {
        List<Integer> out = new ArrayList<>();
        byes.stream().filter(b -> b.kind() == ByeKind.PAIRING_ALLOCATED).forEach(b -> out.add(b.player()));
        return out;
    }

    /** Whether the round has a board with this white and this black player. */
    public boolean hasGame(int white, int black) {
        return boards.stream().anyMatch(b -> b.white() == white && b.black() == black);
    }
}
