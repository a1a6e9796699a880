package org.chessarbiter.tournament.ui.internal;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.report.CrosstableReport;
import org.chessarbiter.tournament.standings.StandingRow;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.workspace.standings.StandingsService;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;

/**
 * One table of the Standings page as text, computed off the UI thread from what the engine ranked
 * ({@link StandingsService}): the individual standings, the team standings (match points and game points
 * of each team, 000 Part 2 Art. 16.1.5), or the crosstable (its cells those of the printed crosstable,
 * {@link CrosstableReport}).
 */
public record StandingsTable(List<Column> columns, List<String[]> rows) {

    /** A column: its header, alignment (SWT.LEFT / SWT.RIGHT) and width. */
    public record Column(String header, int align, int width) {
    }

    /** The individual standings: rank, number, name, points, one column per tie-break. */
    public static StandingsTable players(StandingsService.Ranked r) {
        List<Column> columns = new ArrayList<>(List.of(new Column(Messages.Standings_rank, SWT.RIGHT, 50),
                new Column(Messages.Standings_number, SWT.RIGHT, 50), new Column(Messages.Standings_name, SWT.LEFT, 240),
                new Column(Messages.Standings_points, SWT.RIGHT, 70)));
        r.tieBreaks().forEach(tb -> columns.add(new Column(tb.code(), SWT.RIGHT, 70)));
        Tournament t = r.context().tournament();
        List<String[]> rows = new ArrayList<>();
        for (StandingRow row : r.rows()) {
            List<String> cells = new ArrayList<>(List.of(Integer.toString(row.rank()), Integer.toString(row.startNumber()),
                    t.player(row.startNumber()).map(Player::name).orElse(""), row.score().toDecimal(1)));
            row.tieBreaks().forEach(v -> cells.add(tieBreak(v)));
            rows.add(cells.toArray(String[]::new));
        }
        return new StandingsTable(columns, rows);
    }

    /** The team standings of the team matches' context (whose participants are the teams): match and game points, then the tie-breaks. */
    public static StandingsTable teams(StandingsService.Ranked r) {
        List<Column> columns = new ArrayList<>(List.of(new Column(Messages.Standings_rank, SWT.RIGHT, 50),
                new Column(Messages.Standings_number, SWT.RIGHT, 50), new Column(Messages.Standings_team, SWT.LEFT, 240),
                new Column(Messages.Standings_matchPoints, SWT.RIGHT, 100), new Column(Messages.Standings_gamePoints, SWT.RIGHT, 100)));
        r.tieBreaks().forEach(tb -> columns.add(new Column(tb.code(), SWT.RIGHT, 70)));
        StandingsContext ctx = r.context();
        List<String[]> rows = new ArrayList<>();
        for (StandingRow row : r.rows()) {
            int i = ctx.grid().index(row.startNumber());
            List<String> cells = new ArrayList<>(List.of(Integer.toString(row.rank()), Integer.toString(row.startNumber()),
                    ctx.tournament().player(row.startNumber()).map(Player::name).orElse(""), points(ctx.matchPoints(i)),
                    points(ctx.gamePoints(i))));
            row.tieBreaks().forEach(v -> cells.add(tieBreak(v)));
            rows.add(cells.toArray(String[]::new));
        }
        return new StandingsTable(columns, rows);
    }

    /** The crosstable: a column per round (Swiss) or per player (all-play-all), the players by number. */
    public static StandingsTable crosstable(StandingsService.Ranked r) {
        StandingsContext ctx = r.context();
        List<Column> columns = new ArrayList<>(List.of(new Column(Messages.Standings_number, SWT.RIGHT, 50),
                new Column(Messages.Standings_name, SWT.LEFT, 220)));
        boolean all = ctx.allPlayAll();
        int across = all ? ctx.players() : ctx.rounds();
        for (int k = 1; k <= across; k++) {
            columns.add(new Column(all ? Integer.toString(ctx.grid().startNumber(k - 1)) : NLS.bind(Messages.Standings_roundShort, k),
                    SWT.CENTER, all ? 40 : 75));
        }
        columns.add(new Column(Messages.Standings_points, SWT.RIGHT, 70));
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < ctx.players(); i++) {
            int number = ctx.grid().startNumber(i);
            List<String> cells = new ArrayList<>(List.of(Integer.toString(number),
                    ctx.tournament().player(number).map(Player::name).orElse("")));
            if (all) {
                cells.addAll(List.of(CrosstableReport.roundRobinRow(ctx, i)));
            } else {
                for (int round = 1; round <= ctx.rounds(); round++) {
                    cells.add(CrosstableReport.swissCell(ctx, i, round));
                }
            }
            cells.add(points(ctx.score(i)));
            rows.add(cells.toArray(String[]::new));
        }
        return new StandingsTable(columns, rows);
    }

    private static String points(Points p) {
        return p == null ? "" : p.toDecimal(1);
    }

    private static String tieBreak(Points p) {
        return p == null ? "" : p.toDecimal(2);
    }
}
