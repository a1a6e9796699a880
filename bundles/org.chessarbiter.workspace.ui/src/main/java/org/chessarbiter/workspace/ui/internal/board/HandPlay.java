package org.chessarbiter.workspace.ui.internal.board;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

import org.chessarbiter.rules.Side;
import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MovePlayed;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Event;

/**
 * Moves made by hand on the board, click-click or drag: the first click (or the press that starts a drag) picks up
 * a piece of the side to move and shows where it may go, the second click (or the drop) plays it there; a pawn
 * reaching the last rank asks which piece it becomes ({@link PromotionChoice}). The move is written into the
 * scoresheet ({@link HandMoveWriter}) after the listeners of new moves (the clock) have had their say; an illegal
 * move is refused with the reason under the board.
 */
public final class HandPlay {

    /** What the board view gives: the position shown, where it is painted, the line under it. */
    public interface Board {

        /** The place shown, or null when the board follows no game. */
        GameCursor<?, ?> cursor();

        BoardState state();

        Optional<BoardGeometry> geometry();

        /** Shows why a move is refused under the board ({@code null}: the usual status again) and paints the board. */
        void status(String reason);
    }

    private final Board board;
    private final BoardLink link;
    private final Supplier<Optional<String>> busy;
    private final Function<MovePlayed, List<String>> annotations;
    private Canvas canvas;
    private Optional<Square> selected = Optional.empty();
    private Set<Square> targets = Set.of();
    private Square pressed;
    private boolean releaseDeselects;
    private BoardScene.Dragged dragged;
    private PromotionChoice promotion;

    /**
     * @param busy why a move made by hand must wait now, if it must (the computer is thinking)
     * @param annotations what the listeners of new moves have written after a move (the clock's comment)
     */
    public HandPlay(Board board, BoardLink link, Supplier<Optional<String>> busy, Function<MovePlayed, List<String>> annotations) {
        this.board = board;
        this.link = link;
        this.busy = busy;
        this.annotations = annotations;
    }

    /** Listens to the left mouse button on {@code boardCanvas}: clicks and drags. */
    public HandPlay install(Canvas boardCanvas) {
        canvas = boardCanvas;
        canvas.addListener(SWT.MouseDown, this::down);
        canvas.addListener(SWT.MouseMove, this::move);
        canvas.addListener(SWT.MouseUp, this::up);
        return this;
    }

    /** Forgets the piece picked up (the board shows another place). */
    public void reset() {
        selected = Optional.empty();
        targets = Set.of();
        pressed = null;
        dragged = null;
        closePromotion();
    }

    public Optional<Square> selected() {
        return selected;
    }

    public Set<Square> targets() {
        return targets;
    }

    /** The piece being dragged and where the pointer is, if one is. */
    public Optional<BoardScene.Dragged> dragged() {
        return Optional.ofNullable(dragged);
    }

    /** The choice of the piece a pawn becomes, while it is asked. */
    public Optional<PromotionChoice> promotion() {
        return Optional.ofNullable(promotion).filter(PromotionChoice::isOpen);
    }

    /**
     * A click on {@code square}: the first picks up a piece of the side to move and shows where it may go, a click on
     * it again puts it down, a click elsewhere plays it there. While the piece a pawn becomes is asked, a click on
     * the board only cancels the choice.
     */
    public void click(Square square) {
        if (promotion().isPresent()) {
            closePromotion();
            selected = Optional.empty();
            board.status(null);
            return;
        }
        GameCursor<?, ?> cursor = board.cursor();
        if (cursor == null) {
            board.status(Messages.BoardView_noGame);
            return;
        }
        Optional<String> wait = busy.get();
        if (wait.isPresent()) {
            board.status(wait.get());
            return;
        }
        BoardState state = board.state();
        char piece = state.picture().pieceAt(square.file(), square.rank());
        boolean own = piece != ' ' && Character.isUpperCase(piece) == (state.turn() == Side.FIRST);
        if (selected.isPresent() && selected.get().equals(square)) {
            selected = Optional.empty();
            targets = Set.of();
            board.status(null);
        } else if (own) {
            selected = Optional.of(square);
            targets = HandMoveWriter.targets(cursor, square);
            board.status(targets.isEmpty() ? NLS.bind(Messages.BoardView_cannotMove, name(square)) : null);
        } else if (selected.isEmpty()) {
            board.status(NLS.bind(piece == ' ' ? Messages.BoardView_emptySquare : Messages.BoardView_notYourPiece,
                    name(square), BoardStatus.side(state.shape(), state.turn())));
        } else {
            play(cursor, selected.get(), square);
        }
    }

    private void play(GameCursor<?, ?> cursor, Square from, Square to) {
        selected = Optional.empty();
        targets = Set.of();
        List<Character> pieces = HandMoveWriter.promotions(cursor, from, to);
        if (pieces.size() > 1 && canvas != null) {
            // the pawn stays picked up on its square while the piece it becomes is chosen
            selected = Optional.of(from);
            promotion = PromotionChoice.open(canvas, board.geometry().orElseThrow(), to, board.state().turn() == Side.FIRST,
                    pieces, letter -> {
                        selected = Optional.empty();
                        write(cursor, from, to, letter);
                    }, () -> {
                        selected = Optional.empty();
                        board.status(null);
                    });
            board.status(Messages.BoardView_promotion);
            return;
        }
        write(cursor, from, to, pieces.isEmpty() ? ' ' : pieces.get(0));
    }

    /** Writes the move from {@code from} to {@code to} (a pawn becoming {@code becomes}, or {@code ' '}). */
    private void write(GameCursor<?, ?> cursor, Square from, Square to, char becomes) {
        promotion = null;
        HandMoveWriter.Result result = link.writing() == null ? new HandMoveWriter.Illegal()
                : HandMoveWriter.play(cursor, from, to, becomes, link.writing(), link.numbering());
        if (result instanceof HandMoveWriter.Written written) {
            link.go().accept(written.at());
            board.status(null);
        } else if (result instanceof HandMoveWriter.Write write) {
            board.status(null);
            MovePlayed played = new MovePlayed(cursor, cursor.position().turn(), write.move());
            if (!link.write(MovePlayed.annotated(write.edit(), annotations.apply(played)))) {
                board.status(Messages.BoardView_noGame);
            }
        } else {
            board.status(NLS.bind(Messages.BoardView_illegal, name(from), name(to)));
        }
    }

    private void closePromotion() {
        if (promotion != null) {
            PromotionChoice open = promotion;
            promotion = null;
            open.close();
        }
    }

    /** The left button pressed: a click, and a drag may start from the piece picked up. */
    private void down(Event e) {
        if (e.button != 1) {
            return;
        }
        Optional<Square> square = board.geometry().flatMap(g -> g.squareAt(e.x, e.y));
        if (square.isEmpty()) {
            return;
        }
        releaseDeselects = selected.isPresent() && selected.get().equals(square.get());
        if (!releaseDeselects) {
            click(square.get());
        }
        pressed = selected.filter(square.get()::equals).orElse(null);
        dragged = null;
    }

    /** The piece picked up follows the pointer while the button is held. */
    private void move(Event e) {
        if (pressed != null && (e.stateMask & SWT.BUTTON1) != 0) {
            dragged = new BoardScene.Dragged(pressed, e.x, e.y);
            releaseDeselects = false;
            canvas.redraw();
        }
    }

    /** Dropped on another square: the move there; released where it was pressed: still picked up (click-click). */
    private void up(Event e) {
        if (e.button != 1 || pressed == null) {
            return;
        }
        Square from = pressed;
        boolean wasDragged = dragged != null;
        pressed = null;
        dragged = null;
        Optional<Square> to = board.geometry().flatMap(g -> g.squareAt(e.x, e.y));
        if (wasDragged && to.isPresent() && !to.get().equals(from)) {
            click(to.get());
        } else if (releaseDeselects && to.filter(from::equals).isPresent()) {
            click(from);
        } else {
            canvas.redraw();
        }
        releaseDeselects = false;
    }

    private String name(Square square) {
        return board.state().shape().name(square);
    }
}
