package org.chessarbiter.tournament.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.chessarbiter.rules.Side;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Fixture;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Outcome;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.tournament.core.WithdrawalRule;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.Standings;
import org.chessarbiter.tournament.standings.StandingsContext;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.junit.jupiter.api.Test;

class ReportTest {

    static final Locale VI = Locale.forLanguageTag("vi");

    static Player player(int n, String name, String grade) {
        return new Player(n, name, "", "", grade, "", "VIE", "", 0, 0, 0);
    }

    /**
     * The card of 000 Part 2 Art. 14.1: Nguyễn Văn Đại (Cấp I, number 11) meets Trần Văn Chiến (I, 12)
     * with White and wins, Hoàng Vĩ (II, 35) with Black and draws, Vũ Văn Xuân (II, 18) with Black and
     * wins, Phạm Đ.Công (I, 6) with White and draws: totals 1, 1½, 2½, 3, every opponent from his own
     * score group ("-"). The other games give the opponents those scores.
     */
    static Tournament seedCardTournament() {
        List<Player> ps = List.of(player(11, "Nguyễn Văn Đại", "I"), player(12, "Trần Văn Chiến", "I"), player(35, "Hoàng Vĩ", "II"),
                player(18, "Vũ Văn Xuân", "II"), player(6, "Phạm Đ.Công", "I"), player(7, "X7", ""), player(8, "X8", ""),
                player(9, "X9", ""), player(19, "X19", ""), player(20, "X20", ""), player(36, "X36", ""));
        List<Round> rs = new ArrayList<>();
        rs.add(new Round(1, "", true, List.of(Pairing.of(1, 11, 12, GameResult.FIRST_WINS), Pairing.of(2, 35, 36, GameResult.FIRST_WINS),
                Pairing.of(3, 18, 19, GameResult.FIRST_WINS), Pairing.of(4, 6, 7, GameResult.FIRST_WINS)), List.of()));
        rs.add(new Round(2, "", true, List.of(Pairing.of(1, 35, 11, GameResult.DRAW), Pairing.of(2, 18, 20, GameResult.DRAW),
                Pairing.of(3, 6, 8, GameResult.FIRST_WINS)), List.of()));
        rs.add(new Round(3, "", true, List.of(Pairing.of(1, 18, 11, GameResult.SECOND_WINS), Pairing.of(2, 6, 9, GameResult.DRAW)),
                List.of()));
        rs.add(new Round(4, "", true, List.of(Pairing.of(1, 11, 6, GameResult.DRAW)), List.of()));
        return Tournament.of(TournamentInfo.of("Giải cờ Vua", GameKind.CHESS, CompetitionSystem.SWISS_BY_LOT, 4), ps, rs);
    }

    @Test
    void theScoresheetWritesTheRoundsDateAsItsReaderDoes() {
        Tournament t = seedCardTournament();
        List<Round> rounds = new ArrayList<>(t.rounds());
        rounds.set(3, new Round(4, "26/11/24", true, rounds.get(3).pairings(), List.of())); // TRF record 132: YY/MM/DD
        Tournament dated = Tournament.of(t.info(), t.players(), rounds);
        assertTrue(ScoresheetFormReport.html(dated, 4, VI).contains("Ngày: 24/11/2026"), "not 26/11/24, read as 26 November 2024");
        assertTrue(ScoresheetFormReport.html(dated, 4, Locale.ENGLISH).contains("Date: 24 November 2026"));
        rounds.set(3, new Round(4, "late November", true, rounds.get(3).pairings(), List.of()));
        assertTrue(ScoresheetFormReport.html(Tournament.of(t.info(), t.players(), rounds), 4, Locale.ENGLISH).contains("Date: late November"),
                "a date in no known form as it is given");
    }

    /** The card's result column adds up to its running total: points where the event scores otherwise than 1, ½, 0. */
    @Test
    void aCardWritesThePointsOfAnEventScoredOtherwise() {
        assertEquals("1", TrackingCard.result(Outcome.DRAW, Points.ONE), "a xiangqi draw: 1 point (2 for a win)");
        assertEquals("2", TrackingCard.result(Outcome.WIN, Points.of(2)));
        assertEquals("0", TrackingCard.result(Outcome.LOSS, Points.ZERO));
        assertEquals("3", TrackingCard.result(Outcome.WIN, Points.of(3)), "3-1-0 scoring");
        assertEquals("½", TrackingCard.result(Outcome.DRAW, Points.HALF), "the FIDE scoring keeps its symbols");
        assertEquals("1", TrackingCard.result(Outcome.FULL_BYE, Points.ONE));
        assertEquals("+", TrackingCard.result(Outcome.FORFEIT_WIN, Points.of(2)), "a forfeit keeps its mark");
    }

    @Test
    void trackingCardReproducesTheSeedExample() {
        StandingsContext ctx = StandingsContext.of(seedCardTournament());
        TrackingCard card = TrackingCard.of(ctx, 11);
        assertEquals(List.of("Trần Văn Chiến", "Hoàng Vĩ", "Vũ Văn Xuân", "Phạm Đ.Công"), card.lines().stream().map(TrackingCard.Line::opponentName).toList());
        assertEquals(List.of(12, 35, 18, 6), card.lines().stream().map(TrackingCard.Line::opponentNumber).toList());
        assertEquals(List.of("I", "II", "II", "I"), card.lines().stream().map(TrackingCard.Line::opponentGrade).toList());
        assertEquals(List.of(Side.FIRST, Side.SECOND, Side.SECOND, Side.FIRST), card.lines().stream().map(TrackingCard.Line::colour).toList());
        assertEquals(List.of("1", "½", "1", "½"), card.lines().stream().map(TrackingCard.Line::result).toList());
        assertEquals(List.of("-", "-", "-", "-"), card.lines().stream().map(TrackingCard.Line::group).toList());
        assertEquals(List.of(Points.ONE, Points.halves(3), Points.halves(5), Points.of(3)), card.lines().stream().map(TrackingCard.Line::total).toList());
        String html = TrackingCardReport.html(card, VI);
        assertTrue(html.contains("Tên đấu thủ: Nguyễn Văn Đại, Cấp: I; Số thứ tự 11"), html);
        assertTrue(html.contains("<td>Đen</td><td class=\"n\">½</td><td>-</td><td class=\"n\">1½</td>"), html);
        assertTrue(TrackingCardReport.html(card, Locale.ENGLISH).contains("Player: Nguyễn Văn Đại"));
    }

    /** A player without a grade (X7 of the seed's example): his card names him and his number, with no empty "Cấp: ;". */
    @Test
    void theCardOfAPlayerWithoutAGradeLeavesTheGradeOut() {
        StandingsContext ctx = StandingsContext.of(seedCardTournament());
        String html = TrackingCardReport.html(TrackingCard.of(ctx, 7), VI);
        assertTrue(html.contains("Tên đấu thủ: X7; Số thứ tự 7"), html);
        assertTrue(!html.contains("Cấp: ;"), html);
        assertTrue(TrackingCardReport.html(TrackingCard.of(ctx, 7), Locale.ENGLISH).contains("Player: X7; number 7"));
    }

    @Test
    void floatsAreMarkedDownAndUp() {
        Tournament t = Fixture.players(4, CompetitionSystem.SWISS_BY_LOT).round("A-B 1-0", "C-D =").round("A-C 1-0", "B-D =").build();
        StandingsContext ctx = StandingsContext.of(t);
        assertEquals("↓", TrackingCard.of(ctx, 1).lines().get(1).group());
        assertEquals("↑", TrackingCard.of(ctx, 3).lines().get(1).group());
    }

    /** D withdraws after 1 of his 3 games (at most half): Điều 21.5.1 annuls them, X in the table. */
    @Test
    void roundRobinCrosstableMarksAnnulledGamesWithX() {
        Tournament t = Fixture.of(GameKind.XIANGQI, CompetitionSystem.ROUND_ROBIN, 0, 0, 0, 0)
                .round("A-B 1-0", "C-D =")
                .round("A-C =", "B-D *")
                .round("A-D *", "B-C 1-0")
                .build().withWithdrawal(new Withdrawal(Fixture.p('D'), 1));
        StandingsContext ctx = StandingsContext.of(t, WithdrawalRule.xiangqiRoundRobin(), 3, C07Edition.V2026);
        String html = CrosstableReport.html(ctx, VI);
        assertTrue(html.contains("<tr><td class=\"n\">1</td><td>A</td><td class=\"x\"></td><td class=\"n\">1</td><td class=\"n\">½</td><td class=\"n\">X</td><td class=\"n\">1½</td></tr>"), html);
        assertTrue(html.contains("<h1>test — Bảng điểm</h1>"));
    }

    /** Điều 21.5.2: B withdrew after round 1; C, paired with him in round 2, is marked X, B is marked 0. */
    @Test
    void xiangqiSwissMarksGamesAgainstAWithdrawnPlayer() {
        Tournament t = Fixture.xiangqiSwissWithdrawal();
        String html = CrosstableReport.html(StandingsContext.of(t), VI);
        assertTrue(html.contains("<td>B</td><td class=\"n\">1b 1</td><td class=\"n\">3w 0</td>"), html);
        assertTrue(html.contains("<td>C</td><td class=\"n\">4w 1</td><td class=\"n\">2b X</td>"), html);
    }

    @Test
    void swissCrosstableAndStandings() {
        Tournament t = Fixture.players(3, CompetitionSystem.SWISS_DUTCH).round("A-B 0-1", "C U").round("C-B =", "A U").build();
        StandingsContext ctx = StandingsContext.of(t);
        String cross = CrosstableReport.html(ctx, Locale.ENGLISH);
        assertTrue(cross.contains("<td class=\"n\">2w 0</td><td class=\"n\">— 1</td>"), cross);
        var tbs = TieBreakSets.parseList("BH SB", C07Edition.V2026).toOptional().orElseThrow();
        String html = StandingsReport.html(ctx, tbs, Standings.rank(ctx, tbs), VI);
        assertTrue(html.contains("Hệ số Búcgôn (Buchholz)<br>BH"), html);
        assertTrue(html.contains("title=\"FIDE C.07 (2026) Art. 5 SB, Art. 16\""), html);
    }

    @Test
    void namesAreEscaped() {
        Tournament t = Tournament.of(TournamentInfo.of("<script>", GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, 0),
                List.of(Player.of(1, "A & <b>", 0)), List.of());
        String html = StandingsReport.html(StandingsContext.of(t), List.of(), Standings.rank(StandingsContext.of(t), List.of()), Locale.ENGLISH);
        assertTrue(html.contains("A &amp; &lt;b&gt;") && !html.contains("<script>"), html);
    }
}
