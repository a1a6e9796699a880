package org.chessarbiter.workspace.ui.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;

/**
 * Chooses the tie-breaks and their order (FIDE C.07 Art. 4-5 and the seeds' sets) and the C.07
 * edition (2026: unplayed rounds capped, Art. 16.4; 2024). The available codes are those the engine
 * accepts ({@link TieBreakSets#offered}); each is shown with its name and the article that defines it.
 * An empty list means the tournament's own tie-breaks (TRF26 202) or the seeds' default set.
 */
public final class TieBreakDialog extends Dialog {

    private final Locale locale;
    private final List<String> chosen;
    private C07Edition edition;
    private List<TieBreak> available;
    private org.eclipse.swt.widgets.List availableList;
    private org.eclipse.swt.widgets.List chosenList;

    public TieBreakDialog(Shell parent, String codes, C07Edition edition, Locale locale) {
        super(parent);
        this.locale = locale;
        this.edition = edition;
        this.chosen = new ArrayList<>(codes.isBlank() ? List.of() : List.of(codes.strip().split("[\\s,]+")));
    }

    /** The chosen codes in order, space-separated ("" for the defaults). */
    public String codes() {
        return String.join(" ", chosen);
    }

    public C07Edition edition() {
        return edition;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(Messages.TieBreakDialog_title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite c = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(c);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        label(c, Messages.TieBreakDialog_message, 3);
        new Label(c, SWT.NONE).setText(Messages.TieBreakDialog_edition);
        Combo editions = new Combo(c, SWT.READ_ONLY);
        editions.setItems(Messages.TieBreakDialog_edition2026, Messages.TieBreakDialog_edition2024);
        editions.select(edition == C07Edition.V2024 ? 1 : 0);
        editions.addListener(SWT.Selection, e -> {
            edition = editions.getSelectionIndex() == 1 ? C07Edition.V2024 : C07Edition.V2026;
            fillAvailable();
        });
        GridDataFactory.fillDefaults().span(2, 1).applyTo(editions);
        new Label(c, SWT.NONE).setText(Messages.TieBreakDialog_available);
        new Label(c, SWT.NONE);
        new Label(c, SWT.NONE).setText(Messages.TieBreakDialog_chosen);
        availableList = new org.eclipse.swt.widgets.List(c, SWT.BORDER | SWT.V_SCROLL | SWT.MULTI);
        GridDataFactory.fillDefaults().grab(true, true).hint(320, 300).applyTo(availableList);
        Composite buttons = new Composite(c, SWT.NONE);
        GridLayoutFactory.fillDefaults().applyTo(buttons);
        GridDataFactory.fillDefaults().align(SWT.CENTER, SWT.CENTER).applyTo(buttons);
        chosenList = new org.eclipse.swt.widgets.List(c, SWT.BORDER | SWT.V_SCROLL);
        GridDataFactory.fillDefaults().grab(true, true).hint(160, 300).applyTo(chosenList);
        button(buttons, Messages.TieBreakDialog_add, this::add);
        button(buttons, Messages.TieBreakDialog_remove, () -> move(0));
        button(buttons, Messages.TieBreakDialog_up, () -> move(-1));
        button(buttons, Messages.TieBreakDialog_down, () -> move(1));
        button(buttons, Messages.TieBreakDialog_defaults, () -> {
            chosen.clear();
            fillChosen(-1);
        });
        availableList.addListener(SWT.DefaultSelection, e -> add());
        label(c, Messages.TieBreakDialog_defaultsNote, 3);
        fillAvailable();
        fillChosen(-1);
        return area;
    }

    private void fillAvailable() {
        available = TieBreakSets.offered(edition);
        availableList.setItems(available.stream()
                .map(tb -> tb.code() + " \u2014 " + TieBreakNames.name(tb, locale) + " (" + tb.article() + ")").toArray(String[]::new));
    }

    private void fillChosen(int select) {
        chosenList.setItems(chosen.toArray(String[]::new));
        if (select >= 0 && select < chosen.size()) {
            chosenList.select(select);
        }
    }

    private void add() {
        for (int i : availableList.getSelectionIndices()) {
            String code = available.get(i).code();
            if (!chosen.contains(code)) {
                chosen.add(code);
            }
        }
        fillChosen(chosen.size() - 1);
    }

    /** Moves the selected chosen code by {@code delta} places, or removes it when {@code delta} is 0. */
    private void move(int delta) {
        int i = chosenList.getSelectionIndex();
        if (i < 0) {
            return;
        }
        if (delta == 0) {
            chosen.remove(i);
            fillChosen(Math.min(i, chosen.size() - 1));
            return;
        }
        int j = i + delta;
        if (j >= 0 && j < chosen.size()) {
            chosen.add(j, chosen.remove(i));
            fillChosen(j);
        }
    }

    private static void label(Composite c, String text, int span) {
        Label l = new Label(c, SWT.WRAP);
        l.setText(text);
        GridDataFactory.fillDefaults().span(span, 1).hint(500, SWT.DEFAULT).applyTo(l);
    }

    private static void button(Composite c, String text, Runnable action) {
        Button b = new Button(c, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> action.run());
        GridDataFactory.fillDefaults().applyTo(b);
    }
}
