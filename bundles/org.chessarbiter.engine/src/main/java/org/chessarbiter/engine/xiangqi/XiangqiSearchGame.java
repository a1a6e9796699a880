package org.chessarbiter.engine.xiangqi;

import org.chessarbiter.engine.search.SearchBoard;
import org.chessarbiter.engine.search.SearchGame;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.xiangqi.XiangqiMove;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;

/** Xiangqi for the embedded engine: the search board of a game, and packed moves as {@link XiangqiMove}s. */
final class XiangqiSearchGame implements SearchGame<XiangqiPosition, XiangqiMove> {

    @Override
    public SearchBoard board(History<XiangqiPosition, XiangqiMove> game) {
        XiangqiSearchBoard board = new XiangqiSearchBoard(game.positions().get(0).toBoard());
        for (XiangqiMove m : game.moves()) {
            board.make(m.code());
        }
        return board;
    }

    @Override
    public XiangqiMove move(int packed) {
        return XiangqiMove.of(packed);
    }
}
