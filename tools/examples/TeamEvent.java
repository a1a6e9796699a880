import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chessarbiter.pairing.team.TeamRoundRobinSystem;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * The team event: 8 teams of 4 boards and their reserves (000 Part 2 Art. 16), a team round robin (Art. 16.4),
 * the teams in TRF26 310 records; rounds 1-3 paired by the pairing bundle and played by the engine, the scoresheets
 * of round 1. No deliberate mistake.
 */
final class TeamEvent implements RoundGames.Event {
    static final String NAME = "dong-doi-co-vua-2026";
    static final String EVENT = "Giải cờ Vua đồng đội các câu lạc bộ 2026";
    static final String SITE = "Đà Nẵng";
    static final String[] DATES = {"2026.11.20", "2026.11.21", "2026.11.22", "2026.11.23", "2026.11.24", "2026.11.25",
            "2026.11.26"};
    static final String[][] TEAMS = {{"CLB Sông Hàn", "SHAN"}, {"CLB Hải Vân", "HVAN"}, {"CLB Ngũ Hành Sơn", "NHSON"},
            {"CLB Sơn Trà", "STRA"}, {"CLB Hội An", "HOIAN"}, {"CLB Tam Kỳ", "TAMKY"}, {"CLB Huế", "HUE"},
            {"CLB Quảng Ngãi", "QNGAI"}};
    /** The players of each team: four boards and up to two reserves (the last team came without a reserve). */
    private static final int[] SIZES = {6, 5, 5, 6, 5, 5, 5, 4};
    private static final int PLAYED = 3;

    private final Path examples;
    final List<TrfState.Entrant> entrants = new ArrayList<>();
    final List<List<Integer>> teams = new ArrayList<>();
    private final List<Integer> teamOf = new ArrayList<>();

    TeamEvent(Path examples) {
        this.examples = examples;
    }

    void make(Path regulations) throws Exception {
        SplittableRandom random = new SplittableRandom(2026_11_20L);
        VietnameseNames names = new VietnameseNames(random.nextLong());
        int n = 0;
        for (int t = 0; t < TEAMS.length; t++) {
            List<Integer> members = new ArrayList<>();
            int rating = 2250 - 60 * t + random.nextInt(80);
            for (int i = 0; i < SIZES[t]; i++) {
                n++;
                boolean woman = random.nextInt(6) == 0;
                int born = 1975 + random.nextInt(38);
                String birth = "%d/%02d/%02d".formatted(born, 1 + random.nextInt(12), 1 + random.nextInt(28));
                entrants.add(new TrfState.Entrant(n, woman ? 'w' : 'm', "", names.next(woman), rating, "VIE", birth));
                members.add(n);
                teamOf.add(t);
                rating -= 25 + random.nextInt(60);
            }
            teams.add(members);
        }
        TrfState state = new TrfState(header(), entrants, teamRecords(null), 10, 5);
        List<Scoresheet> first = List.of();
        for (int r = 1; r <= PLAYED; r++) {
            state.pairNext(new TeamRoundRobinSystem(teams, 1));
            List<Scoresheet> sheets = RoundGames.play(this, state, r, 31_000L);
            if (r == 1) {
                first = sheets;
            }
        }
        state.rankByPoints();
        state.replaceTeams(teamRecords(state));
        ProjectFiles project = new ProjectFiles(examples, NAME, "Example tournament: " + EVENT);
        project.write(NAME + ".trf", state.text());
        project.write("van/vong-1.bienban", Scoresheet.file("", first));
        project.copy(regulations, "dieu-le.dieule");
        project.write("README.md", TeamEventReadme.text(this, state));
    }

    /** The 310 records; with the match and game points of the rounds played when {@code state} is given. */
    private List<TrfRecord> teamRecords(TrfState state) {
        int[] mp = new int[TEAMS.length];
        int[] gp = new int[TEAMS.length];
        if (state != null) {
            for (int r = 1; r <= PLAYED; r++) {
                int[] round = new int[TEAMS.length];
                int[] opponent = new int[TEAMS.length];
                for (Pairing p : state.boards(r)) {
                    int a = teamOf.get(p.first() - 1);
                    int b = teamOf.get(p.second() - 1);
                    opponent[a] = b;
                    opponent[b] = a;
                    int whiteHalves = switch (p.result()) {
                        case FIRST_WINS -> 2;
                        case DRAW -> 1;
                        default -> 0;
                    };
                    round[a] += whiteHalves;
                    round[b] += 2 - whiteHalves;
                }
                for (int t = 0; t < TEAMS.length; t++) {
                    gp[t] += round[t];
                    mp[t] += Integer.compare(round[t], round[opponent[t]]) + 1;
                }
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int t = 0; t < TEAMS.length; t++) {
            order.add(t);
        }
        order.sort((x, y) -> mp[x] != mp[y] ? mp[y] - mp[x] : gp[y] - gp[x]);
        List<TrfRecord> records = new ArrayList<>();
        for (int t = 0; t < TEAMS.length; t++) {
            records.add(new TrfRecord.TeamDetails(t + 1, TEAMS[t][0], TEAMS[t][1], "", state == null ? null : Points.of(mp[t]),
                    state == null ? null : Points.halves(gp[t]), state == null ? 0 : order.indexOf(t) + 1, teams.get(t)));
        }
        return records;
    }

    /** The team of the player of start number {@code number}. */
    String team(int number) {
        return TEAMS[teamOf.get(number - 1)][0];
    }

    @Override
    public boolean xiangqi() {
        return false;
    }

    @Override
    public int level(int number) {
        return Games.level(entrants.get(number - 1).rating());
    }

    @Override
    public void tags(Scoresheet s, int round) {
        s.tag("Event", EVENT).tag("Site", SITE).tag("Date", DATES[round - 1]);
    }

    @Override
    public TrfState.Entrant entrant(int number) {
        return entrants.get(number - 1);
    }

    private static List<TrfRecord> header() {
        List<String> dates = new ArrayList<>();
        for (String d : DATES) {
            dates.add(d.substring(2).replace('.', '/'));
        }
        return List.of(new TrfRecord.Text("012", " " + EVENT), new TrfRecord.Text("022", " " + SITE),
                new TrfRecord.Text("032", " VIE"), new TrfRecord.Text("042", " 2026/11/20"),
                new TrfRecord.Text("052", " 2026/11/26"), new TrfRecord.Text("062", " 41"),
                new TrfRecord.Text("092", " Team: Round Robin"), new TrfRecord.Text("102", " Trọng tài chính: Mạc Đình Chiến"),
                new TrfRecord.Text("122", " 60 phút + 30 giây mỗi nước"), new TrfRecord.Text("192", " TEAM_ROUND_ROBIN"),
                new TrfRecord.Rounds("142", 7), new TrfRecord.RoundDates(dates));
    }
}
