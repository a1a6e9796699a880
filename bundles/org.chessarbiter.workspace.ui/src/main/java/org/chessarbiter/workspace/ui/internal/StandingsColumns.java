package org.chessarbiter.workspace.ui.internal;

import java.util.List;
import java.util.Locale;
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

    /** Replaces the viewer's columns with those of {@code ranked}, and shows its rows. */
    public static void show(TableViewer viewer, Ranked ranked, Locale locale) {
        viewer.getTable().setRedraw(false);
        try {
            for (TableColumn c : viewer.getTable().getColumns()) {
                c.dispose();
            }
            Function<StandingRow, Player> player = row -> ranked.context().tournament().player(row.startNumber()).orElse(null);
            add(viewer, Messages.StandingsView_column_rank, null, SWT.RIGHT, 45, row -> Integer.toString(row.rank()));
            add(viewer, Messages.StandingsView_column_number, null, SWT.RIGHT, 40, row -> Integer.toString(row.startNumber()));
            add(viewer, Messages.StandingsView_column_name, null, SWT.LEFT, 190, row -> text(player.apply(row), Player::name));
            add(viewer, Messages.StandingsView_column_title, null, SWT.LEFT, 55, row -> text(player.apply(row), StandingsColumns::title));
            add(viewer, Messages.StandingsView_column_federation, null, SWT.LEFT, 80,
                    row -> text(player.apply(row), StandingsColumns::federation));
            add(viewer, Messages.StandingsView_column_rating, null, SWT.RIGHT, 55, row -> text(player.apply(row), StandingsColumns::rating));
            add(viewer, Messages.StandingsView_column_points, null, SWT.RIGHT, 55, row -> points(row.score()));
            List<TieBreak> tieBreaks = ranked.tieBreaks();
            for (int i = 0; i < tieBreaks.size(); i++) {
                TieBreak tb = tieBreaks.get(i);
                int index = i;
                String tooltip = NLS.bind(Messages.StandingsView_column_tieBreakTooltip,
                        new Object[] { TieBreakNames.name(tb, locale), tb.code(), tb.article() });
                add(viewer, tb.code(), tooltip, SWT.RIGHT, 60, row -> points(row.tieBreaks().get(index)));
            }
            viewer.setInput(ranked.rows());
        } finally {
            viewer.getTable().setRedraw(true);
        }
    }

    /** A score as the table shows it (as the CLI's text table: up to two decimals); "" where a tie-break was not needed. */
    public static String points(Points p) {
        return p == null ? "" : p.toDecimal(2);
    }

    private static void add(TableViewer viewer, String header, String tooltip, int align, int width,
            Function<StandingRow, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, align);
        column.getColumn().setText(header);
        column.getColumn().setToolTipText(tooltip);
        column.getColumn().setWidth(width);
        column.getColumn().setMoveable(true);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return element instanceof StandingRow row ? text.apply(row) : "";
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
