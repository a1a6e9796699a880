package org.chessarbiter.workspace.ui.internal.clock;

import java.util.OptionalLong;

import org.chessarbiter.rules.Side;
import org.chessarbiter.rules.clock.TimeIncident;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/**
 * The clock view's toolbar (start, stop the clocks, restart them, leave live play) and its menu: for each
 * side, add or take time, set the face, correct the move counter, an illegal move. Each action the arbiter
 * takes is done by the view, which records it in the scoresheet.
 */
public final class ClockActions {

    private final ClockCommands view;
    private final Action start;
    private final Action pause;
    private final Action resume;
    private final Action stop;

    public ClockActions(ClockCommands view) {
        this.view = view;
        start = action(ClockMessages.ClockView_start, ISharedImages.IMG_TOOL_FORWARD, view::start);
        pause = action(ClockMessages.ClockView_pause, ISharedImages.IMG_ELCL_STOP, view::pause);
        resume = action(ClockMessages.ClockView_resume, ISharedImages.IMG_TOOL_REDO, view::resume);
        stop = action(ClockMessages.ClockView_stop, ISharedImages.IMG_TOOL_BACK, view::stop);
    }

    /** Fills the toolbar and the view menu (its items name the sides of the game shown, so it is built when shown). */
    public void contribute(IToolBarManager toolbar, IMenuManager menu) {
        toolbar.add(start);
        toolbar.add(pause);
        toolbar.add(resume);
        toolbar.add(stop);
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(this::fill);
        fill(menu); // items from the start, so that the view shows its menu
        update();
    }

    /** Enables what can be done now. */
    public void update() {
        start.setEnabled(view.canStart());
        pause.setEnabled(view.isRunning());
        resume.setEnabled(view.isPaused());
        stop.setEnabled(view.isLive());
    }

    private void fill(IMenuManager menu) {
        boolean live = view.isLive() && !view.isOver();
        for (Side side : Side.values()) {
            String name = view.sideName(side);
            menu.add(enabled(action(NLS.bind(ClockMessages.ClockView_addTime, name), null, () -> askTime(side, TimeIncident.Action.ADD)), live));
            menu.add(enabled(action(NLS.bind(ClockMessages.ClockView_takeTime, name), null, () -> askTime(side, TimeIncident.Action.TAKE)), live));
            menu.add(enabled(action(NLS.bind(ClockMessages.ClockView_setFace, name), null, () -> askTime(side, TimeIncident.Action.SET)), live));
            menu.add(enabled(action(NLS.bind(ClockMessages.ClockView_moveCounter, name), null, () -> askMoves(side)), live));
            menu.add(enabled(action(NLS.bind(ClockMessages.ClockView_illegalMove, name), null, () -> view.illegalMove(side)), live));
            menu.add(new Separator());
        }
    }

    private void askTime(Side side, TimeIncident.Action what) {
        InputDialog dialog = new InputDialog(view.shell(), title(side, what), ClockMessages.ClockView_timePrompt,
                what == TimeIncident.Action.ADD || what == TimeIncident.Action.TAKE ? "2:00" : "",
                text -> TimeEntry.millis(text).isPresent() ? null : ClockMessages.ClockView_badTime);
        if (dialog.open() == Window.OK) {
            OptionalLong millis = TimeEntry.millis(dialog.getValue());
            millis.ifPresent(m -> view.correct(side, what, m));
        }
    }

    private void askMoves(Side side) {
        InputDialog dialog = new InputDialog(view.shell(), title(side, TimeIncident.Action.MOVES),
                NLS.bind(ClockMessages.ClockView_movesPrompt, view.sideName(side)), "",
                text -> text.strip().matches("\\d{1,4}") ? null : ClockMessages.ClockView_badMoves);
        if (dialog.open() == Window.OK) {
            view.correct(side, TimeIncident.Action.MOVES, Long.parseLong(dialog.getValue().strip()));
        }
    }

    private String title(Side side, TimeIncident.Action what) {
        String pattern = switch (what) {
            case ADD -> ClockMessages.ClockView_addTime;
            case TAKE -> ClockMessages.ClockView_takeTime;
            case SET -> ClockMessages.ClockView_setFace;
            case MOVES -> ClockMessages.ClockView_moveCounter;
        };
        return NLS.bind(pattern, view.sideName(side)).replace("\u2026", "");
    }

    private static Action enabled(Action action, boolean on) {
        action.setEnabled(on);
        return action;
    }

    private static Action action(String text, String image, Runnable run) {
        Action a = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setToolTipText(text);
        if (image != null) {
            a.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(image));
        }
        return a;
    }
}
