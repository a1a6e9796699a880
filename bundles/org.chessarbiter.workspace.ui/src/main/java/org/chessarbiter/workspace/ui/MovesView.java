package org.chessarbiter.workspace.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.workspace.ui.board.GameCursor;
import org.chessarbiter.workspace.ui.board.MoveList;
import org.chessarbiter.workspace.ui.internal.board.EditorFollower;
import org.chessarbiter.workspace.ui.internal.viewer.ViewerMessages;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.events.MouseAdapter;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.events.VerifyEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

/**
 * The moves of the game at the caret of the active scoresheet editor as a tree ({@link MoveList}): the main line,
 * its variations indented on lines of their own, deeper variations in parentheses, the move at the caret
 * highlighted. A click on a move puts the editor's caret after it (and the board follows the caret); the keys go
 * through the game as the board's do: Left / Right one move, Home / End the start and the end of the line, Down
 * into the first variation of the next move, Up out of the variation.
 */
public class MovesView extends ViewPart {

    /** The view's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.movesView";

    private static final Color CURRENT = new Color(205, 210, 60);
    private static final Color VARIATION = new Color(70, 70, 110);
    private static final Color COMMENT = new Color(30, 120, 30);
    private static final Color UNPLAYED = new Color(200, 20, 20);

    private StyledText text;
    private EditorFollower follower;
    private GameCursor<?, ?> cursor;
    private GameReplay<?, ?> listed;
    private MoveList list;
    private MoveList.Entry highlighted;

    @Override
    public void createPartControl(Composite parent) {
        text = new StyledText(parent, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        text.setMargins(6, 4, 6, 4);
        text.setLineSpacing(3);
        text.setText(ViewerMessages.MovesView_noGame);
        text.addVerifyKeyListener(this::key);
        text.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseDown(MouseEvent e) {
                if (e.button == 1) {
                    click(e.x, e.y);
                }
            }
        });
        follower = new EditorFollower(getSite().getPage(), this::follow);
        follower.onClosed(this::forget);
        follower.start();
    }

    @Override
    public void dispose() {
        if (follower != null) {
            follower.stop();
        }
        super.dispose();
    }

    /**
     * Shows the place {@code place} of a game: the game's list styled anew when it is another replay, else only
     * the highlight moved (a caret move restyles two moves, not the list).
     */
    private void follow(GameCursor<?, ?> place) {
        cursor = place;
        if (place.replay() != listed) {
            listed = place.replay();
            list = MoveList.of(listed);
            highlighted = null;
            text.setText(list.text());
            text.setStyleRanges(baseStyles().toArray(StyleRange[]::new));
        }
        MoveList.Entry current = list.entryOf(place.node()).orElse(null);
        if (current != highlighted) {
            if (highlighted != null) {
                text.setStyleRange(style(highlighted, false));
            }
            if (current != null) {
                text.setStyleRange(style(current, true));
            }
            highlighted = current;
        }
        text.setSelection(current == null ? 0 : current.start());
        text.showSelection();
    }

    /** The editor of the game listed was closed: no game. */
    private void forget() {
        cursor = null;
        listed = null;
        list = null;
        highlighted = null;
        text.setStyleRanges(new StyleRange[0]);
        text.setText(ViewerMessages.MovesView_noGame);
    }

    private List<StyleRange> baseStyles() {
        List<StyleRange> ranges = new ArrayList<>();
        for (MoveList.Entry entry : list.entries()) {
            ranges.add(style(entry, false));
        }
        for (MoveList.Span span : list.comments()) {
            ranges.add(new StyleRange(span.start(), span.end() - span.start(), COMMENT, null, SWT.ITALIC));
        }
        ranges.sort((a, b) -> Integer.compare(a.start, b.start));
        return ranges;
    }

    /** A move of the main line in bold, of a variation in another colour, an unplayable one struck out in red. */
    private static StyleRange style(MoveList.Entry entry, boolean current) {
        StyleRange range = new StyleRange(entry.start(), entry.end() - entry.start(), null, null,
                entry.mainLine() ? SWT.BOLD : SWT.NORMAL);
        if (!entry.played()) {
            range.foreground = UNPLAYED;
            range.strikeout = true;
        } else if (!entry.mainLine()) {
            range.foreground = VARIATION;
        }
        if (current) {
            range.background = CURRENT;
        }
        return range;
    }

    private void click(int x, int y) {
        if (list == null) {
            return;
        }
        int offset = text.getOffsetAtPoint(new Point(x, y));
        if (offset < 0) {
            return;
        }
        list.entryAt(offset).filter(MoveList.Entry::played)
                .ifPresent(entry -> go(GameCursor.at(listed, entry.node().move().end())));
    }

    private void key(VerifyEvent e) {
        UnaryOperator<GameCursor<?, ?>> step = switch (e.keyCode) {
            case SWT.ARROW_LEFT -> GameCursor::previous;
            case SWT.ARROW_RIGHT -> GameCursor::next;
            case SWT.HOME -> GameCursor::first;
            case SWT.END -> GameCursor::last;
            case SWT.ARROW_DOWN -> GameCursor::enterVariation;
            case SWT.ARROW_UP -> GameCursor::leaveVariation;
            default -> null;
        };
        if (step != null) {
            e.doit = false;
            if (cursor != null) {
                go(step.apply(cursor));
            }
        }
    }

    /** Shows {@code place} and moves the editor's caret there (the board follows it). */
    private void go(GameCursor<?, ?> place) {
        if (cursor != null && place.equals(cursor)) {
            return;
        }
        follow(place);
        follower.reveal(place);
    }

    /** The text shown (for tests). */
    public StyledText text() {
        return text;
    }

    /** The list shown, if a game is shown. */
    public Optional<MoveList> list() {
        return Optional.ofNullable(list);
    }

    /** The place in the game shown, if any. */
    public Optional<GameCursor<?, ?>> cursor() {
        return Optional.ofNullable(cursor);
    }

    /** The highlighted move's text as written, or empty at the start of the game. */
    public Optional<String> currentMove() {
        return cursor == null || cursor.node() == null ? Optional.empty() : Optional.of(cursor.node().move().text());
    }

    @Override
    public void setFocus() {
        text.setFocus();
    }
}
