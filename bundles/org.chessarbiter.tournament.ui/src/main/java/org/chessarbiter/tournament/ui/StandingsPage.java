package org.chessarbiter.tournament.ui;

import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.forms.IManagedForm;

/**
 * The standings after a chosen round, ranked by the {@link StandingsService} (the tournament's
 * tie-breaks, else the seeds' set for its system) in a job, so that a large event never holds the
 * UI thread.
 */
public final class StandingsPage extends TournamentPage {

    public static final String ID = "standings";

    private Combo after;
    private Table table;
    private int afterRound;
    private Job ranking;
    private Tournament shown;
    private List<StandingRow> rows = List.of();

    public StandingsPage(TournamentEditor editor) {
        super(editor, ID, Messages.Standings_title);
    }

    @Override
    protected void create(Composite body, IManagedForm managed) {
        body.setLayout(new GridLayout(2, false));
        managed.getToolkit().createLabel(body, Messages.Standings_after);
        after = new Combo(body, SWT.READ_ONLY | SWT.DROP_DOWN);
        GridDataFactory.swtDefaults().hint(200, SWT.DEFAULT).applyTo(after);
        after.addListener(SWT.Selection, e -> {
            afterRound = after.getSelectionIndex() + 1;
            rank();
        });
        table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.VIRTUAL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        // a small preferred size: the form never measures every row; the table fills the page all the same
        GridDataFactory.fillDefaults().grab(true, true).span(2, 1).hint(400, 200).applyTo(table);
        table.addListener(SWT.SetData, e -> {
            TableItem item = (TableItem) e.item;
            StandingRow row = rows.get(table.indexOf(item));
            String name = shown.player(row.startNumber()).map(Player::name).orElse("");
            List<String> cells = new java.util.ArrayList<>(List.of(Integer.toString(row.rank()), Integer.toString(row.startNumber()), name,
                    row.score().toDecimal(1)));
            row.tieBreaks().forEach(v -> cells.add(v == null ? "" : v.toDecimal(2)));
            item.setText(cells.toArray(String[]::new));
        });
    }

    @Override
    protected void refresh() {
        ParseResult<Tournament> t = document().plain();
        if (!t.isOk()) {
            return;
        }
        int complete = t.value().lastCompleteRound();
        int rounds = Math.max(1, t.value().numberOfRounds());
        String[] items = new String[rounds];
        for (int n = 1; n <= rounds; n++) {
            items[n - 1] = NLS.bind(Messages.Standings_afterItem, n);
        }
        after.setItems(items);
        if (afterRound < 1 || afterRound > rounds) {
            afterRound = Math.max(1, complete);
        }
        after.select(afterRound - 1);
        rank();
    }

    /** Shows the standings after round {@code n}. */
    public void showAfter(int n) {
        afterRound = n;
        refresh();
    }

    private void rank() {
        ParseResult<Tournament> t = document().plain();
        if (!t.isOk()) {
            return;
        }
        int n = afterRound;
        if (ranking != null) {
            ranking.cancel();
        }
        Job job = Job.create(Messages.Standings_job, monitor -> {
            ParseResult<StandingsService.Ranked> r = StandingsService.rank(t.value(), "", C07Edition.V2026, n);
            table.getDisplay().asyncExec(() -> {
                if (!table.isDisposed() && n == afterRound) {
                    fill(t.value(), r);
                }
            });
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        ranking = job;
        job.schedule();
    }

    private void fill(Tournament t, ParseResult<StandingsService.Ranked> r) {
        show(r.problems());
        if (r.value() == null) {
            return;
        }
        StandingsService.Ranked ranked = r.value();
        table.setRedraw(false);
        for (TableColumn c : table.getColumns()) {
            c.dispose();
        }
        column(Messages.Standings_rank, 50, SWT.RIGHT);
        column(Messages.Standings_number, 50, SWT.RIGHT);
        column(Messages.Standings_name, 240, SWT.LEFT);
        column(Messages.Standings_points, 70, SWT.RIGHT);
        ranked.tieBreaks().forEach(tb -> column(tb.code(), 70, SWT.RIGHT));
        table.removeAll();
        shown = t;
        rows = ranked.rows();
        table.setItemCount(rows.size());
        table.clearAll();
        table.setRedraw(true);
        ranking = null;
    }

    private void column(String title, int width, int align) {
        TableColumn c = new TableColumn(table, align);
        c.setText(title);
        c.setWidth(width);
    }

    /** Whether the ranking is still being computed. */
    public boolean ranking() {
        return ranking != null;
    }

    public Table table() {
        return table;
    }
}
