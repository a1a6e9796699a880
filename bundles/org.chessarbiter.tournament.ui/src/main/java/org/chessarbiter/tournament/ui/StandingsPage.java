package org.chessarbiter.tournament.ui;

import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.workspace.standings.StandingsRound;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.StandingsTable;
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
 * UI thread; shown as the individual standings, the team standings of a team event (the team matches of
 * the rounds up to the one chosen, as the printed team standings rank them) or the crosstable
 * ({@link StandingsTable}). The round chosen is a property of the editor ({@link #ROUND_PROPERTY}) that
 * the Standings view follows.
 */
public final class StandingsPage extends TournamentPage {

    public static final String ID = "standings";

    /** The editor's part property that holds the round the page shows the standings after (the Standings view follows it). */
    public static final String ROUND_PROPERTY = StandingsRound.PART_PROPERTY;

    /** What the page shows. */
    public enum Shown {
        PLAYERS, TEAMS, CROSSTABLE
    }

    private Combo after;
    private Combo view;
    private Shown shownAs = Shown.PLAYERS;
    private Table table;
    private int afterRound;
    private Job ranking;
    private List<String[]> rows = List.of();

    public StandingsPage(TournamentEditor editor) {
        super(editor, ID, Messages.Standings_title);
    }

    @Override
    protected void create(Composite body, IManagedForm managed) {
        body.setLayout(new GridLayout(4, false));
        managed.getToolkit().createLabel(body, Messages.Standings_after);
        after = new Combo(body, SWT.READ_ONLY | SWT.DROP_DOWN);
        GridDataFactory.swtDefaults().hint(200, SWT.DEFAULT).applyTo(after);
        after.addListener(SWT.Selection, e -> {
            afterRound = after.getSelectionIndex() + 1;
            published();
            rank();
        });
        managed.getToolkit().createLabel(body, Messages.Standings_view);
        view = new Combo(body, SWT.READ_ONLY | SWT.DROP_DOWN);
        view.setItems(Messages.Standings_players, Messages.Standings_teams, Messages.Standings_crosstable);
        view.select(0);
        view.addListener(SWT.Selection, e -> showAs(Shown.values()[view.getSelectionIndex()]));
        table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.VIRTUAL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        // a small preferred size: the form never measures every row; the table fills the page all the same
        GridDataFactory.fillDefaults().grab(true, true).span(4, 1).hint(400, 200).applyTo(table);
        table.addListener(SWT.SetData, e -> {
            TableItem item = (TableItem) e.item;
            item.setText(rows.get(table.indexOf(item)));
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
        published();
        rank();
    }

    /** Tells the views that follow the editor which round is shown now. */
    private void published() {
        getEditor().setPartProperty(ROUND_PROPERTY, Integer.toString(afterRound));
    }

    /** Shows the individual standings, the team standings or the crosstable. */
    public void showAs(Shown s) {
        shownAs = s;
        view.select(s.ordinal());
        rank();
    }

    /** The round after which the standings are shown. */
    public int afterRound() {
        return afterRound;
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
        Shown as = shownAs;
        if (ranking != null) {
            ranking.cancel();
        }
        if (as == Shown.TEAMS && t.value().teams().isEmpty()) {
            ranking = null;
            fill(ParseResult.ok(new StandingsTable(List.of(), List.of()), List.of()));
            message(Messages.Standings_noTeams, false);
            return;
        }
        Job job = Job.create(Messages.Standings_job, monitor -> {
            ParseResult<StandingsTable> r = table(t.value(), as, n);
            table.getDisplay().asyncExec(() -> {
                if (!table.isDisposed() && n == afterRound && as == shownAs) {
                    fill(r);
                }
            });
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        ranking = job;
        job.schedule();
    }

    /** The table {@code as} after round {@code n}: the engine's ranking, in the page's columns (off the UI thread). */
    private static ParseResult<StandingsTable> table(Tournament t, Shown as, int n) {
        return switch (as) {
            case PLAYERS -> StandingsService.rank(t, "", C07Edition.V2026, n).map(StandingsTable::players);
            case CROSSTABLE -> StandingsService.rank(t, "", C07Edition.V2026, n).map(StandingsTable::crosstable);
            // the team matches of the rounds up to n, game points first as the printed team standings (000 Part 2 Art. 16.1.5)
            case TEAMS -> StandingsService.rankTeams(t.withRounds(t.rounds().stream().filter(r -> r.number() <= n).toList()), "",
                    C07Edition.V2026, true).map(StandingsTable::teams);
        };
    }

    private void fill(ParseResult<StandingsTable> r) {
        show(r.problems());
        if (r.value() == null) {
            return;
        }
        StandingsTable shown = r.value();
        table.setRedraw(false);
        // the rows dropped first: a column added to or taken from a table that holds rows copies every row (GTK)
        table.removeAll();
        for (TableColumn c : table.getColumns()) {
            c.dispose();
        }
        shown.columns().forEach(c -> column(c.header(), c.width(), c.align()));
        // an empty last column: GTK stretches the last column to the table's edge, which would put the points (right
        // aligned) of a short crosstable a screen away from the names; a column of width 0 is not shown at all (GTK), so 1
        TableColumn filler = new TableColumn(table, SWT.LEFT);
        filler.setWidth(1);
        filler.setResizable(false);
        rows = shown.rows();
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
