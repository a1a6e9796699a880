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
import org.chessarbiter.workspace.ui.board.CoordinateStyle;
import org.chessarbiter.rules.Side;
import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MovePlayed;
import org.chessarbiter.workspace.ui.board.MovePlayedListener;
import org.chessarbiter.workspace.ui.board.Square;
import org.chessarbiter.workspace.ui.board.XiangqiLabels;
import org.chessarbiter.workspace.ui.internal.board.AnnotationLayer;
import org.chessarbiter.workspace.ui.internal.board.Autoplay;
import org.chessarbiter.workspace.ui.internal.board.BoardPainter;
import org.chessarbiter.workspace.ui.internal.board.BoardScene;
import org.chessarbiter.workspace.ui.internal.board.BoardLink;
import org.chessarbiter.workspace.ui.internal.board.BoardStatus;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.board.EditorFollower;
import org.chessarbiter.workspace.ui.internal.board.HandMoveWriter;
import org.chessarbiter.workspace.ui.internal.engine.EngineSession;
import org.chessarbiter.workspace.ui.internal.handlers.BoardCommandTarget;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.KeyAdapter;
import org.eclipse.swt.events.KeyEvent;
import org.eclipse.swt.events.MouseAdapter;
import org.eclipse.swt.events.MouseEvent;
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

    private static final String FLIPPED = "flipped";
    private static final String ICCS = "iccs";
    private static final String VIETNAMESE = "vietnameseLetters";
    private static final String DELAY = "autoplayDelay";

    private Canvas canvas;
    private Label status;
    private BoardState state = BoardState.empty(BoardShape.CHESS);
    private GameCursor<?, ?> cursor;
    private boolean flipped;
    private boolean iccs;
    private XiangqiLabels labels = XiangqiLabels.CHINESE;
    private EditorFollower follower;
    private Autoplay autoplay;
    private AnnotationLayer annotations;
    private Optional<Square> selected = Optional.empty();
    private Set<Square> targets = Set.of();
    private String refusal;
    private int savedDelay = Autoplay.NORMAL;
    private final List<MovePlayedListener> moveListeners = new CopyOnWriteArrayList<>();
    private BoardLink link;
    private EngineSession engine;

    /** Restores the viewer's choices (flip, coordinates, pieces, autoplay speed) saved with the workbench. */
    @Override
    public void init(IViewSite site, IMemento memento) throws PartInitException {
        super.init(site, memento);
        if (memento != null) {
            flipped = Boolean.TRUE.equals(memento.getBoolean(FLIPPED));
            iccs = Boolean.TRUE.equals(memento.getBoolean(ICCS));
            labels = Boolean.TRUE.equals(memento.getBoolean(VIETNAMESE)) ? XiangqiLabels.VIETNAMESE : XiangqiLabels.CHINESE;
            Integer delay = memento.getInteger(DELAY);
            savedDelay = delay == null ? Autoplay.NORMAL : delay;
        }
    }

    @Override
    public void saveState(IMemento memento) {
        memento.putBoolean(FLIPPED, flipped);
        memento.putBoolean(ICCS, iccs);
        memento.putBoolean(VIETNAMESE, labels == XiangqiLabels.VIETNAMESE);
        memento.putInteger(DELAY, autoplay == null ? savedDelay : autoplay.delay());
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
        canvas.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseDown(MouseEvent e) {
                if (e.button == 1) {
                    currentGeometry().squareAt(e.x, e.y).ifPresent(BoardView.this::click);
                }
            }
        });
        status = new Label(parent, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false));
        autoplay = new Autoplay(parent.getDisplay(), () -> navigate(GameCursor::next));
        autoplay.delay(savedDelay);
        follower = new EditorFollower(getSite().getPage(), this::follow);
        follower.onClosed(this::forget);
        link = new BoardLink(follower, () -> cursor, this::go, this::annotations);
        engine = new EngineSession(link, parent.getDisplay());
        engine.createControl(parent);
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
        selected = Optional.empty();
        targets = Set.of();
        refusal = null;
        redraw();
    }

    /** Shows the place {@code place} of a game (from the editor: the caret is there already). */
    private void follow(GameCursor<?, ?> place) {
        BoardState.of(place).ifPresent(s -> {
            cursor = place;
            state = s;
            selected = Optional.empty();
            targets = Set.of();
            refusal = null;
            redraw();
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
     * plays it there; the move is written into the scoresheet ({@link HandMoveWriter}). An illegal move is refused
     * with the reason under the board.
     */
    public void click(Square square) {
        if (cursor == null) {
            refuse(Messages.BoardView_noGame);
            return;
        }
        if (engine != null && engine.thinking()) {
            refuse(engine.waitReason());
            return;
        }
        char piece = state.picture().pieceAt(square.file(), square.rank());
        boolean own = piece != ' ' && Character.isUpperCase(piece) == (state.turn() == Side.FIRST);
        if (selected.isPresent() && selected.get().equals(square)) {
            selected = Optional.empty();
            targets = Set.of();
        } else if (own) {
            selected = Optional.of(square);
            targets = HandMoveWriter.targets(cursor, square);
            refusal = targets.isEmpty() ? NLS.bind(Messages.BoardView_cannotMove, name(square)) : null;
        } else if (selected.isEmpty()) {
            refusal = NLS.bind(piece == ' ' ? Messages.BoardView_emptySquare : Messages.BoardView_notYourPiece,
                    name(square), BoardStatus.side(state.shape(), state.turn()));
        } else {
            play(selected.get(), square);
            return;
        }
        redraw();
    }

    private void play(Square from, Square to) {
        WritingNotation writing = follower.model() == null ? null : follower.model().language().get(WritingNotation.class);
        HandMoveWriter.Result result = writing == null ? new HandMoveWriter.Illegal() : HandMoveWriter.play(cursor, from, to, writing);
        selected = Optional.empty();
        targets = Set.of();
        if (result instanceof HandMoveWriter.Written written) {
            follow(written.at());
            follower.reveal(written.at());
        } else if (result instanceof HandMoveWriter.Write write) {
            refusal = null;
            MovePlayed played = new MovePlayed(cursor, state.turn(), write.move());
            if (!follower.write(MovePlayed.annotated(write.edit(), annotations(played)))) {
                refuse(Messages.BoardView_noGame);
            }
        } else {
            refuse(NLS.bind(Messages.BoardView_illegal, name(from), name(to)));
        }
        redraw();
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

    private String name(Square square) {
        return state.shape().name(square);
    }

    /** Turns the board around (the viewer's "flip" control, 003_e58897bc739f0c87.txt). */
    public void flip() {
        flipped = !flipped;
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
        iccs = on;
        redraw();
    }

    @Override
    public void setVietnameseLetters(boolean vietnamese) {
        labels = vietnamese ? XiangqiLabels.VIETNAMESE : XiangqiLabels.CHINESE;
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
        CoordinateStyle style = iccs && state.shape() == BoardShape.XIANGQI ? CoordinateStyle.ICCS
                : CoordinateStyle.defaultFor(state.shape());
        return new BoardScene(state, flipped, style, labels, selected, targets);
    }

    private void showStatus() {
        if (status != null && !status.isDisposed()) {
            status.setText(refusal != null ? refusal : BoardStatus.of(state, cursor));
            status.getParent().layout();
        }
    }

    /** The line under the board: the move and the side to move, or why a move was refused. */
    public String statusText() {
        return status.getText();
    }

    /** The piece picked up by a click, if any. */
    public Optional<Square> selected() {
        return selected;
    }

    /** Where the picked-up piece may go. */
    public Set<Square> targets() {
        return targets;
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
        return flipped;
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
        return BoardGeometry.fit(state.shape(), area.x, area.y, area.width, area.height, flipped);
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
