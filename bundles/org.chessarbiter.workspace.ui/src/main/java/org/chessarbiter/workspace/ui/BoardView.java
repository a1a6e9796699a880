package org.chessarbiter.workspace.ui;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

import org.chessarbiter.workspace.ui.board.BoardGeometry;
import org.chessarbiter.workspace.ui.board.BoardPicture;
import org.chessarbiter.workspace.ui.board.BoardShape;
import org.chessarbiter.workspace.ui.board.BoardState;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MovePlayed;
import org.chessarbiter.workspace.ui.board.MovePlayedListener;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.chessarbiter.workspace.ui.internal.board.AnnotationLayer;
import org.chessarbiter.workspace.ui.internal.board.Autoplay;
import org.chessarbiter.workspace.ui.internal.board.BoardChoices;
import org.chessarbiter.workspace.ui.internal.board.BoardPainter;
import org.chessarbiter.workspace.ui.internal.board.BoardLink;
import org.chessarbiter.workspace.ui.internal.board.BoardScene;
import org.chessarbiter.workspace.ui.internal.board.BoardStatus;
import org.chessarbiter.workspace.ui.internal.board.EditorFollower;
import org.chessarbiter.workspace.ui.internal.board.HandPlay;
import org.chessarbiter.workspace.ui.internal.board.PromotionChoice;
import org.chessarbiter.workspace.ui.internal.engine.EngineSession;
import org.chessarbiter.workspace.ui.internal.handlers.BoardCommandTarget;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.KeyAdapter;
import org.eclipse.swt.events.KeyEvent;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

/**
 * The board: the position at the caret of the active scoresheet editor, for the game the file holds (a chess
 * or a xiangqi board), with the last move and a king in check marked. The viewer's controls of
 * 003_e58897bc739f0c87.txt (start, previous, next, end, autoplay, pause, flip) are the view's toolbar and its
 * keys (arrows, Home / End, Down into a variation, Up out of it); going through the game moves the caret.
 */
public class BoardView extends ViewPart implements BoardCommandTarget {

    /** The view's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.boardView";

    private Canvas canvas;
    private Label status;
    private BoardState state = BoardState.empty(BoardShape.CHESS);
    private GameCursor<?, ?> cursor;
    private BoardChoices choices = new BoardChoices();
    private EditorFollower follower;
    private Autoplay autoplay;
    private AnnotationLayer annotations;
    private HandPlay hand;
    private String refusal;
    private final List<MovePlayedListener> moveListeners = new CopyOnWriteArrayList<>();
    private BoardLink link;
    private EngineSession engine;

    /** Restores the viewer's choices (flip, coordinates, pieces, autoplay speed) saved with the workbench. */
    @Override
    public void init(IViewSite site, IMemento memento) throws PartInitException {
        super.init(site, memento);
        choices = BoardChoices.restore(memento);
    }

    @Override
    public void saveState(IMemento memento) {
        choices.save(memento, autoplay == null ? choices.delay : autoplay.delay());
    }

    @Override
    public void createPartControl(Composite parent) {
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        parent.setLayout(layout);
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        canvas.addPaintListener(e -> new BoardPainter(e.gc, canvas.getClientArea()).paint(scene()));
        canvas.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                key(e);
            }
        });
        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false));
        autoplay = new Autoplay(parent.getDisplay(), () -> navigate(GameCursor::next));
        autoplay.delay(choices.delay);
        follower = new EditorFollower(getSite().getPage(), this::follow).servedFirst();
        follower.onClosed(this::forget);
        link = new BoardLink(follower, () -> cursor, this::go, this::annotations);
        engine = new EngineSession(link, parent.getDisplay());
        engine.createControl(parent);
        hand = new HandPlay(new HandPlay.Board() {
            @Override
            public GameCursor<?, ?> cursor() {
                return cursor;
            }

            @Override
            public BoardState state() {
                return state;
            }

            @Override
            public Optional<BoardGeometry> geometry() {
                return BoardView.this.geometry();
            }

            @Override
            public void status(String reason) {
                refuse(reason);
            }
        }, link, () -> engine.thinking() ? Optional.of(engine.waitReason()) : Optional.empty(),
                this::annotations).install(canvas);
        follower.start();
        annotations = new AnnotationLayer(canvas, this::cursor, this::geometry, follower, this::refuse).install();
        showStatus();
    }

    @Override
    public void dispose() {
        if (follower != null) {
            follower.stop();
        }
        if (autoplay != null) {
            autoplay.pause();
        }
        if (engine != null) {
            engine.dispose();
        }
        super.dispose();
    }

    /** Shows another position (without a game to go through). */
    public void show(BoardPicture newPicture) {
        cursor = null;
        BoardShape shape = newPicture.intersections() ? BoardShape.XIANGQI : BoardShape.CHESS;
        state = new BoardState(shape, newPicture, state.turn(), Optional.empty(), Optional.empty(), Optional.empty());
        redraw();
    }

    /** The editor of the game shown was closed: an empty board saying there is no game here. */
    private void forget() {
        autoplay.pause();
        cursor = null;
        state = BoardState.empty(state.shape());
        hand.reset();
        refusal = null;
        redraw();
    }

    /** Shows the place {@code place} of a game (from the editor: the caret is there already). */
    private void follow(GameCursor<?, ?> place) {
        BoardState.of(place).ifPresent(s -> {
            cursor = place;
            state = s;
            if (hand != null) {
                hand.reset();
            }
            refusal = null;
            redraw();
            if (canvas != null && !canvas.isDisposed()) {
                canvas.update(); // painted now: the other views that follow the caret come after the board
            }
            if (engine != null) {
                engine.shown(place);
            }
        });
    }

    /** Shows {@code place} and moves the editor's caret there. */
    private void go(GameCursor<?, ?> place) {
        follow(place);
        follower.reveal(place);
    }

    /** The computer at the board ({@link EngineSession}) and what it sees of the board ({@link BoardLink}). */
    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == EngineSession.class) {
            return adapter.cast(engine);
        }
        if (adapter == BoardLink.class) {
            return adapter.cast(link);
        }
        return super.getAdapter(adapter);
    }

    /**
     * A click on the board: the first picks up a piece of the side to move and shows where it may go, the second
     * plays it there ({@link HandPlay}: also by dragging the piece, and with the choice of the piece a pawn becomes).
     */
    public void click(Square square) {
        hand.click(square);
    }

    /** What the listeners write after {@code played}, a new move made by hand or by the computer at the board. */
    private List<String> annotations(MovePlayed played) {
        return moveListeners.stream().flatMap(l -> l.played(played).stream()).toList();
    }

    /** {@code listener} hears every new move made on the board, by hand or by the computer (the clock view). */
    public void addMovePlayedListener(MovePlayedListener listener) {
        moveListeners.add(listener);
    }

    public void removeMovePlayedListener(MovePlayedListener listener) {
        moveListeners.remove(listener);
    }

    private void refuse(String reason) {
        refusal = reason;
        redraw();
    }

    /** Turns the board around (the viewer's "flip" control, 003_e58897bc739f0c87.txt). */
    public void flip() {
        choices.flipped = !choices.flipped;
        redraw();
    }

    @Override
    public void control(Control control) {
        switch (control) {
            case FIRST -> navigate(GameCursor::first);
            case PREVIOUS -> navigate(GameCursor::previous);
            case NEXT -> navigate(GameCursor::next);
            case LAST -> navigate(GameCursor::last);
            case ENTER_VARIATION -> navigate(GameCursor::enterVariation);
            case LEAVE_VARIATION -> navigate(GameCursor::leaveVariation);
            case AUTOPLAY -> autoplay.start();
            case PAUSE -> autoplay.pause();
            case FLIP -> flip();
        }
    }

    @Override
    public void setAutoplayDelay(int milliseconds) {
        autoplay.delay(milliseconds);
    }

    @Override
    public void setIccsCoordinates(boolean on) {
        choices.iccs = on;
        redraw();
    }

    @Override
    public void setVietnameseLetters(boolean vietnamese) {
        choices.labels = vietnamese ? XiangqiLabels.VIETNAMESE : XiangqiLabels.CHINESE;
        redraw();
    }

    /** Moves through the game and the editor's caret with it; false when there was nowhere to go. */
    private boolean navigate(Function<GameCursor<?, ?>, GameCursor<?, ?>> step) {
        if (cursor == null) {
            return false;
        }
        GameCursor<?, ?> to = step.apply(cursor);
        if (to.equals(cursor)) {
            return false;
        }
        follow(to);
        follower.reveal(to);
        return true;
    }

    private void key(KeyEvent e) {
        switch (e.keyCode) {
            case SWT.ARROW_LEFT -> control(Control.PREVIOUS);
            case SWT.ARROW_RIGHT -> control(Control.NEXT);
            case SWT.HOME -> control(Control.FIRST);
            case SWT.END -> control(Control.LAST);
            case SWT.ARROW_DOWN -> control(Control.ENTER_VARIATION);
            case SWT.ARROW_UP -> control(Control.LEAVE_VARIATION);
            default -> {
                return;
            }
        }
        e.doit = false;
    }

    private BoardScene scene() {
        return new BoardScene(state, choices.flipped, choices.coordinates(state.shape()), choices.labels, hand.selected(),
                hand.targets(), hand.dragged());
    }

    private void showStatus() {
        if (status != null && !status.isDisposed()) {
            String text = refusal != null ? refusal : BoardStatus.of(state, cursor);
            if (text.equals(status.getText())) {
                return;
            }
            status.setText(text);
            // the board gives the line under it room only when the text needs another height (a caret move does not)
            int width = status.getSize().x;
            if (width == 0 || status.computeSize(width, SWT.DEFAULT).y != status.getSize().y) {
                status.getParent().layout();
            }
        }
    }

    /** The line under the board: the move and the side to move, or why a move was refused. */
    public String statusText() {
        return status.getText();
    }

    /** The piece picked up by a click, if any. */
    public Optional<Square> selected() {
        return hand.selected();
    }

    /** Where the picked-up piece may go. */
    public Set<Square> targets() {
        return hand.targets();
    }

    /** The choice of the piece a pawn becomes, while it is asked. */
    public Optional<PromotionChoice> promotion() {
        return hand.promotion();
    }

    /** The canvas the board is painted on (for screenshots and tests). */
    public Canvas canvas() {
        return canvas;
    }

    public BoardPicture picture() {
        return state.picture();
    }

    /** What the board shows. */
    public BoardState state() {
        return state;
    }

    /** The place in the game shown, if the board follows one. */
    public Optional<GameCursor<?, ?>> cursor() {
        return Optional.ofNullable(cursor);
    }

    /** Whether the second side is at the bottom. */
    public boolean isFlipped() {
        return choices.flipped;
    }

    /** The arrows and circles of the move shown, drawn with the right mouse button. */
    public AnnotationLayer annotations() {
        return annotations;
    }

    /** Whether autoplay is running. */
    public boolean isAutoplaying() {
        return autoplay.isRunning();
    }

    /** Where the board is painted in the canvas as it is now (the painter fits it the same way). */
    public Optional<BoardGeometry> geometry() {
        return canvas == null || canvas.isDisposed() ? Optional.empty() : Optional.of(currentGeometry());
    }

    private BoardGeometry currentGeometry() {
        Rectangle area = canvas.getClientArea();
        return BoardGeometry.fit(state.shape(), area.x, area.y, area.width, area.height, choices.flipped);
    }

    private void redraw() {
        showStatus();
        if (canvas != null && !canvas.isDisposed()) {
            canvas.redraw();
        }
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }
}
