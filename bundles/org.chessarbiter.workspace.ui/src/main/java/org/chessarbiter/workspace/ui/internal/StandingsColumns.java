package org.chessarbiter.workspace.ui.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

/**
 * The columns of the standings table for one ranking: rank, start number, name, title (and national
 * grade), federation / club, rating, points, then one column per tie-break, headed by its code and
 * explained (name, article) in its tooltip. Rows are the engine's {@link StandingRow}s; the player of
 * a row is looked up in the ranked tournament (for a team ranking, its participants are the teams).
 */
public final class StandingsColumns {

    private StandingsColumns() {
    }

    /** The table's data keys: the headers of the columns made, the ranking the rows are read from. */
    private static final String HEADERS = StandingsColumns.class.getName() + ".headers";
    private static final String RANKED = StandingsColumns.class.getName() + ".ranked";

    /** A column: its header, tooltip, alignment, width, and the text of a row of a ranking. */
    private record Column(String header, String tooltip, int align, int width, BiFunction<Ranked, StandingRow, String> text) {
    }

    /**
     * Shows {@code ranked}: its rows in the viewer's columns, made again only when their headers differ (another
     * set of tie-breaks); a new ranking with the same columns keeps them and asks for its rows as shown.
     */
    public static void show(TableViewer viewer, Ranked ranked, Locale locale) {
        List<Column> columns = columns(ranked, locale);
        List<String> headers = columns.stream().map(c -> c.header() + "\n" + c.tooltip()).toList();
        Table table = viewer.getTable();
        table.setRedraw(false);
        try {
            table.setData(RANKED, ranked);
            if (!headers.equals(table.getData(HEADERS))) {
                // the rows dropped first: a column added to or taken from a table that holds rows copies every row (GTK)
                viewer.setInput(List.of());
                for (TableColumn c : table.getColumns()) {
                    c.dispose();
                }
                columns.forEach(c -> add(viewer, c));
                table.setData(HEADERS, headers);
            }
            viewer.setInput(ranked.rows());
        } finally {
            table.setRedraw(true);
        }
    }

    private static List<Column> columns(Ranked ranked, Locale locale) {
        List<Column> columns = new ArrayList<>(List.of(
                new Column(Messages.StandingsView_column_rank, null, SWT.RIGHT, 45, (r, row) -> Integer.toString(row.rank())),
                new Column(Messages.StandingsView_column_number, null, SWT.RIGHT, 40, (r, row) -> Integer.toString(row.startNumber())),
                new Column(Messages.StandingsView_column_name, null, SWT.LEFT, 190, (r, row) -> text(player(r, row), Player::name)),
                new Column(Messages.StandingsView_column_title, null, SWT.LEFT, 55, (r, row) -> text(player(r, row), StandingsColumns::title)),
                new Column(Messages.StandingsView_column_federation, null, SWT.LEFT, 80,
                        (r, row) -> text(player(r, row), StandingsColumns::federation)),
                new Column(Messages.StandingsView_column_rating, null, SWT.RIGHT, 55, (r, row) -> text(player(r, row), StandingsColumns::rating)),
                new Column(Messages.StandingsView_column_points, null, SWT.RIGHT, 55, (r, row) -> points(row.score()))));
        List<TieBreak> tieBreaks = ranked.tieBreaks();
        for (int i = 0; i < tieBreaks.size(); i++) {
            TieBreak tb = tieBreaks.get(i);
            int index = i;
            String tooltip = NLS.bind(Messages.StandingsView_column_tieBreakTooltip,
                    new Object[] { TieBreakNames.name(tb, locale), tb.code(), tb.article() });
            columns.add(new Column(tb.code(), tooltip, SWT.RIGHT, 60, (r, row) -> points(row.tieBreaks().get(index))));
        }
        return columns;
    }

    /** The player of a row, looked up in the ranked tournament (for a team ranking, its participants are the teams). */
    private static Player player(Ranked ranked, StandingRow row) {
        return ranked.context().tournament().player(row.startNumber()).orElse(null);
    }

    /** A score as the table shows it (as the CLI's text table: up to two decimals); "" where a tie-break was not needed. */
    public static String points(Points p) {
        return p == null ? "" : p.toDecimal(2);
    }

    private static void add(TableViewer viewer, Column c) {
        TableViewerColumn column = new TableViewerColumn(viewer, c.align());
        column.getColumn().setText(c.header());
        column.getColumn().setToolTipText(c.tooltip());
        column.getColumn().setWidth(c.width());
        column.getColumn().setMoveable(true);
        Table table = viewer.getTable();
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return element instanceof StandingRow row ? c.text().apply((Ranked) table.getData(RANKED), row) : "";
            }
        });
    }

    private static String text(Player p, Function<Player, String> f) {
        return p == null ? "" : f.apply(p);
    }

    private static String title(Player p) {
        return p.nationalGrade().isEmpty() ? p.title() : p.title().isEmpty() ? p.nationalGrade() : p.title() + " " + p.nationalGrade();
    }

    private static String federation(Player p) {
        return p.club().isEmpty() ? p.federation() : p.federation().isEmpty() ? p.club() : p.federation() + " / " + p.club();
    }

    private static String rating(Player p) {
        int rating = p.fideRating() != 0 ? p.fideRating() : p.nationalRating();
        return rating == 0 ? "" : Integer.toString(rating);
    }
}
