package org.chessarbiter.rules.xiangqi;

import java.util.List;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.StandardTermination;

/**
 * The arbiter's verdict on a repeated cycle (Điều 22–24): who loses (none for a draw), why, the
 * article applied, and the classified moves of the cycle that support it.
 *
 * @param loser the side that must change its moves and loses if it does not; null for a draw
 * @param reason the message key suffix of the reason (e.g. {@code perpetualCheck})
 * @param article the article applied, e.g. Luật cờ Tướng 2004 Điều 23 điểm 1
 * @param cycle the moves of the last repeated cycle, classified
 */
public record RepetitionVerdict(Side loser, String reason, LawArticle article, List<ClassifiedMove> cycle) {
    public RepetitionVerdict {
        cycle = List.copyOf(cycle);
    }

    /** Whether the verdict is a draw. */
    public boolean isDraw() {
        return loser == null;
    }

    /** The verdict as an adjudicated outcome. */
    public Outcome outcome() {
        if (loser == null) {
            return Outcome.draw(StandardTermination.REPETITION, Enforcement.ADJUDICATED, article);
        }
        StandardTermination t = reason.equals("perpetualCheck") ? StandardTermination.PERPETUAL_CHECK
                : StandardTermination.PERPETUAL_CHASE;
        return Outcome.win(loser.opposite(), t, Enforcement.ADJUDICATED, article);
    }

    /** The verdict for people, citing the article, in English or Vietnamese. */
    public Message message() {
        Object side = loser == null ? "" : SetupValidator.sideName(loser);
        return XiangqiMessages.of("verdict." + reason, side, article.citation());
    }
}
