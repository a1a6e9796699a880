package org.chessarbiter.tournament.ui;

import java.util.List;
import org.chessarbiter.tournament.ui.internal.ManualChoices.Choice;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.workspace.op.ExchangeColours;
import org.chessarbiter.workspace.op.GiveBye;
import org.chessarbiter.workspace.op.ManualChange;
import org.chessarbiter.workspace.op.PairPlayers;
import org.chessarbiter.workspace.op.SwapOpponents;
import org.chessarbiter.workspace.op.UnpairBoard;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;

/**
 * The buttons of the manual changes above the Rounds page's boards: swap opponents, exchange colours, pair, unpair,
 * give a bye. A button is enabled when the boards' context menu ({@link ManualChangesMenu}) offers its kind of change
 * for the rows selected, and runs that menu's change (graded, asked, applied as one undoable command); when the
 * selection offers two of its kind (the bye to either player of a board) it drops down the two to choose from.
 */
public final class ManualChangesBar {

    /** The kinds of change, in the order of the buttons. */
    public enum Kind {
        SWAP(SwapOpponents.class), EXCHANGE(ExchangeColours.class), PAIR(PairPlayers.class), UNPAIR(UnpairBoard.class), BYE(GiveBye.class);

        private final Class<? extends ManualChange> change;

        Kind(Class<? extends ManualChange> change) {
            this.change = change;
        }

        /** The choices of this kind among {@code choices}. */
        List<Choice> of(List<Choice> choices) {
            return choices.stream().filter(c -> change.isInstance(c.change())).toList();
        }

        String label() {
            return switch (this) {
                case SWAP -> Messages.ManualBar_swap;
                case EXCHANGE -> Messages.ManualBar_exchange;
                case PAIR -> Messages.ManualBar_pair;
                case UNPAIR -> Messages.ManualBar_unpair;
                case BYE -> Messages.ManualBar_bye;
            };
        }

        String tip() {
            return switch (this) {
                case SWAP -> Messages.ManualBar_swapTip;
                case EXCHANGE -> Messages.ManualBar_exchangeTip;
                case PAIR -> Messages.ManualBar_pairTip;
                case UNPAIR -> Messages.ManualBar_unpairTip;
                case BYE -> Messages.ManualBar_byeTip;
            };
        }
    }

    private final ManualChangesMenu menu;
    private final ToolBar bar;
    private final ToolItem[] items = new ToolItem[Kind.values().length];

    ManualChangesBar(Composite parent, ManualChangesMenu menu) {
        this.menu = menu;
        this.bar = new ToolBar(parent, SWT.FLAT | SWT.RIGHT | SWT.WRAP);
        for (Kind k : Kind.values()) {
            if (k.ordinal() > 0) {
                new ToolItem(bar, SWT.SEPARATOR); // disabled, the names would run together: "Pair Unpair"
            }
            ToolItem item = new ToolItem(bar, SWT.PUSH);
            item.setText(k.label());
            item.setToolTipText(k.tip());
            item.setEnabled(false);
            item.addListener(SWT.Selection, e -> run(k));
            items[k.ordinal()] = item;
        }
    }

    public ToolBar control() {
        return bar;
    }

    /** The button of {@code kind}. */
    public ToolItem item(Kind kind) {
        return items[kind.ordinal()];
    }

    /** Enables the buttons whose kind of change the selected rows offer. */
    public void update() {
        if (bar.isDisposed()) {
            return;
        }
        List<Choice> choices = menu.choices();
        for (Kind k : Kind.values()) {
            items[k.ordinal()].setEnabled(!k.of(choices).isEmpty());
        }
    }

    /** The change of {@code kind} the selection offers, run as the context menu runs it; several: a drop-down to pick one. */
    public void run(Kind kind) {
        List<Choice> choices = kind.of(menu.choices());
        if (choices.size() == 1) {
            menu.apply(choices.get(0));
        } else if (choices.size() > 1) {
            Menu drop = new Menu(bar.getShell(), SWT.POP_UP);
            for (Choice c : choices) {
                MenuItem m = new MenuItem(drop, SWT.PUSH);
                m.setText(c.label());
                m.addListener(SWT.Selection, e -> menu.apply(c));
            }
            Rectangle at = item(kind).getBounds();
            Point where = bar.toDisplay(at.x, at.y + at.height);
            drop.setLocation(where);
            drop.setVisible(true);
        }
        update();
    }
}
