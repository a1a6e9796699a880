package org.chessarbiter.pairing;

import java.util.List;
import java.util.Optional;

/**
 * The pairing of one round: boards in board order, byes, and the explanation.
 *
 * @param round       the round paired
 * @param boards      boards, board 1 first
 * @param byes        players without an opponent (pairing-allocated bye and absences)
 * @param explanation why
 */
public record RoundPairing(int round, List<Board> boards, List<Bye> byes, Explanation explanation) {

    public RoundPairing {
        boards = List.copyOf(boards);
        byes = List.copyOf(byes);
    }

    /** @return the player who received the pairing-allocated bye, if any */
    public Optional<Integer> pairingBye() {
        return byes.stream().filter(b -> b.kind() == ByeKind.PAIRING_ALLOCATED).map(Bye::player).findFirst();
    }

    /** @return the opponent of {@code player} this round, if paired */
    public Optional<Integer> opponentOf(int player) {
        for (Board b : boards) {
            if (b.white() == player) {
                return Optional.of(b.black());
            }
            if (b.black() == player) {
                return Optional.of(b.white());
            }
        }
        return Optional.empty();
    }
}
