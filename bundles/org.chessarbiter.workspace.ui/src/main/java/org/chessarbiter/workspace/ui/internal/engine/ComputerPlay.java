package org.chessarbiter.workspace.ui.internal.engine;

import java.util.Optional;

import org.chessarbiter.engine.EngineKind;
import org.chessarbiter.engine.SearchResult;
import org.chessarbiter.rules.History;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.chessarbiter.rules.Side;
import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MovePlayed;
import org.chessarbiter.workspace.ui.internal.board.BoardLink;
import org.chessarbiter.workspace.ui.internal.board.BoardStatus;
import org.chessarbiter.workspace.ui.internal.board.HandMoveWriter;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * Play against the computer, as the board viewer of 003_e58897bc739f0c87.txt offers it: from the position shown,
 * the side to move is the user's and the computer takes the other side. The user moves on the board (the hand
 * moves); whenever the board shows a position of this scoresheet with the computer's side to move, the engine
 * searches it in a background job and its move, checked legal by the rules, is written into the scoresheet as a
 * hand move is ({@link HandMoveWriter}). Play ends when the user leaves it, or when the board follows another
 * editor; a search whose position is no longer shown is stopped and its answer dropped.
 */
final class ComputerPlay {

    private final BoardLink board;
    private final Display display;
    private final Runnable changed;
    private final EngineSlot slot = new EngineSlot();
    private boolean on;
    private Side user;
    private ITextEditor editor;
    private SearchJob<?, ?> job;
    private GameCursor<?, ?> thinkingAt;
    private String note = "";
    private String lastPlayed;

    ComputerPlay(BoardLink board, Display display, Runnable changed) {
        this.board = board;
        this.display = display;
        this.changed = changed;
    }

    boolean isOn() {
        return on;
    }

    /** What the play says now (whose move it is, what the computer played, why it stopped); empty when off. */
    String note() {
        return note;
    }

    /** The name of the engine that plays, as it introduces itself; empty before its first move. */
    String engineName() {
        var engine = slot.current();
        return engine == null ? "" : engine.name();
    }

    /** Whether the computer is searching the position shown (the user's clicks wait). */
    boolean thinking() {
        return on && job != null && thinkingAt != null && thinkingAt.equals(board.cursor().orElse(null));
    }

    /** Starts play from the position shown: the side to move is the user's. */
    void start() {
        Optional<GameCursor<?, ?>> at = board.cursor();
        if (at.isEmpty() || at.get().position() == null || board.editor() == null) {
            note = EngineUiMessages.Play_noGame;
            changed.run();
            return;
        }
        on = true;
        lastPlayed = null;
        user = at.get().position().turn();
        editor = board.editor();
        shown(at.get());
    }

    /** Leaves play; a search running is stopped. */
    void stop(String why) {
        on = false;
        cancel();
        note = why;
        changed.run();
    }

    /** The board shows {@code cursor}: the computer answers when its side is to move there. */
    void shown(GameCursor<?, ?> cursor) {
        if (!on) {
            return;
        }
        if (board.editor() != editor) {
            stop(EngineUiMessages.Play_otherEditor);
            return;
        }
        if (thinkingAt != null && !thinkingAt.equals(cursor)) {
            cancel();
        }
        answer(cursor);
        changed.run();
    }

    private <P extends Position<P, M>, M extends Move> void answer(GameCursor<P, M> cursor) {
        P position = cursor.position();
        BoardShape shape = BoardShape.forGame(cursor.replay().kind().id());
        if (position == null) {
            note = EngineUiMessages.Play_unknownPosition;
            return;
        }
        if (position.legalMoves().isEmpty()) {
            note = NLS.bind(EngineUiMessages.Play_over, BoardStatus.side(shape, position.turn()));
            return;
        }
        if (position.turn() == user) {
            String you = BoardStatus.side(shape, user);
            String computer = BoardStatus.side(shape, user.opposite());
            note = lastPlayed == null ? NLS.bind(EngineUiMessages.Play_yourMove, you, computer)
                    : NLS.bind(EngineUiMessages.Play_answered, lastPlayed, you);
            return;
        }
        if (thinkingAt != null) {
            return;
        }
        Optional<EngineKind<P, M>> kind = GameEngines.of(cursor.replay().kind());
        History<P, M> game = GameLine.of(cursor);
        if (kind.isEmpty() || game == null) {
            note = EngineUiMessages.Play_unknownPosition;
            return;
        }
        EngineSettings settings = EnginePreferences.read();
        note = NLS.bind(EngineUiMessages.Play_thinking, BoardStatus.side(shape, position.turn()));
        thinkingAt = cursor;
        SearchJob<P, M> search = new SearchJob<>(EngineUiMessages.Play_job, slot, kind.get(), settings, game,
                settings.playLimits(), info -> {
                }, display, found -> answered(cursor, found));
        job = search;
        search.schedule();
    }

    private <P extends Position<P, M>, M extends Move> void answered(GameCursor<P, M> at, SearchJob.Answer<M> answer) {
        if (!on || thinkingAt != at) {
            return;
        }
        job = null;
        thinkingAt = null;
        if (board.editor() != editor) {
            stop(EngineUiMessages.Play_otherEditor);
            return;
        }
        if (answer instanceof SearchJob.Failed<M> failed) {
            stop(NLS.bind(EngineUiMessages.Play_failed, failed.reason()));
            return;
        }
        SearchResult<M> result = ((SearchJob.Found<M>) answer).result();
        WritingNotation writing = board.writing();
        if (result.bestMove().isEmpty() || writing == null) {
            stop(EngineUiMessages.Play_unknownPosition);
            return;
        }
        // the rules have the last word: a move they do not allow here is never written
        HandMoveWriter.Result written = HandMoveWriter.write(at, result.bestMove().get(), writing, board.numbering());
        if (written instanceof HandMoveWriter.Write write) {
            lastPlayed = write.move();
            note = NLS.bind(EngineUiMessages.Play_played, write.move());
            if (!board.writeMove(new MovePlayed(at, at.position().turn(), write.move()), write.edit())) {
                stop(EngineUiMessages.Play_noGame);
                return;
            }
        } else if (written instanceof HandMoveWriter.Written already) {
            lastPlayed = already.at().node().move().text();
            board.go().accept(already.at());
        } else {
            stop(NLS.bind(EngineUiMessages.Play_illegal, result.bestMove().get().coordinates()));
            return;
        }
        changed.run();
    }

    private void cancel() {
        if (job != null) {
            job.cancel();
        }
        job = null;
        thinkingAt = null;
    }

    /** Stops the search and ends the engine (its process, for a UCI program) once the search has returned. */
    void dispose() {
        on = false;
        cancel();
        EngineSession.closeLater(slot);
    }
}
