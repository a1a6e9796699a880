import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chessarbiter.pairing.roundrobin.RoundRobinSystem;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * The xiangqi round robin: 10 players, 9 rounds by the Berger tables (000 phụ lục 1; Luật cờ Tướng 2004 Điều 26),
 * a win 2 points, a draw 1, a loss 0; rounds 1-4 paired by the pairing bundle and played by the engine, a
 * scoresheet per round in the Vietnamese notation of Luật cờ Tướng 2004 Điều 11.2. No deliberate mistake.
 */
final class XiangqiRoundRobin implements RoundGames.Event {
    static final String NAME = "co-tuong-vong-tron-2026";
    static final String EVENT = "Giải cờ Tướng các câu lạc bộ Thăng Long 2026";
    static final String SITE = "Hà Nội";
    static final String[] DATES = {"2026.11.21", "2026.11.22", "2026.11.23", "2026.11.24", "2026.11.25", "2026.11.26",
            "2026.11.27", "2026.11.28", "2026.11.29"};
    static final String[] CLUBS = {"CLB cờ Tướng Thăng Long", "CLB cờ Tướng Hồ Gươm", "CLB cờ Tướng Long Biên",
            "CLB cờ Tướng Cầu Giấy", "CLB cờ Tướng Đống Đa"};
    private static final int PLAYED = 4;
    /** Each player's national grade, strongest first, and the engine level that plays for him. */
    private static final String[] GRADES = {"Kiện tướng", "Kiện tướng", "Kiện tướng dự bị", "Kiện tướng dự bị", "Cấp 1",
            "Cấp 1", "Cấp 1", "Cấp 1", "Cấp 2", "Cấp 2"};
    private static final int[] LEVELS = {4, 4, 3, 3, 3, 2, 2, 2, 2, 1};

    private final Path examples;
    final List<TrfState.Entrant> entrants = new ArrayList<>();
    final List<String> clubs = new ArrayList<>();
    /** The engine level of each start number (Berger number). */
    private final int[] levels = new int[11];

    XiangqiRoundRobin(Path examples) {
        this.examples = examples;
    }

    void make(Path regulations) throws Exception {
        SplittableRandom random = new SplittableRandom(2026_11_21L);
        VietnameseNames names = new VietnameseNames(random.nextLong());
        // the drawing of lots gives each player his Berger number (Luật cờ Tướng 2004 Điều 26): seed order shuffled
        List<Integer> seeds = new ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        java.util.Collections.shuffle(seeds, new java.util.Random(random.nextLong()));
        List<String> grades = new ArrayList<>();
        for (int n = 1; n <= 10; n++) {
            int seed = seeds.get(n - 1);
            levels[n] = LEVELS[seed];
            grades.add(GRADES[seed]);
            int born = 1960 + random.nextInt(45);
            String birth = "%d/%02d/%02d".formatted(born, 1 + random.nextInt(12), 1 + random.nextInt(28));
            entrants.add(new TrfState.Entrant(n, 'm', "", names.next(false), 0, "VIE", birth));
            String club;
            do {
                club = CLUBS[random.nextInt(CLUBS.length)];
            } while (java.util.Collections.frequency(clubs, club) >= 3); // the regulations' quota of a club
            clubs.add(club);
        }
        TrfState state = new TrfState(header(), entrants, List.of(), 20, 10);
        List<List<Scoresheet>> rounds = new ArrayList<>();
        for (int r = 1; r <= PLAYED; r++) {
            state.pairNext(new RoundRobinSystem(1));
            rounds.add(RoundGames.play(this, state, r, 21_000L));
        }
        state.rankByPoints();
        ProjectFiles project = new ProjectFiles(examples, NAME, "Example tournament: " + EVENT);
        project.write(NAME + ".trf", state.text());
        for (int r = 1; r <= PLAYED; r++) {
            project.write("van/vong-" + r + ".bienban", Scoresheet.file("", rounds.get(r - 1)));
        }
        project.copy(regulations, "dieu-le.dieule");
        project.write("README.md", readme(state, grades));
    }

    @Override
    public boolean xiangqi() {
        return true;
    }

    @Override
    public int level(int number) {
        return levels[number];
    }

    @Override
    public void tags(Scoresheet s, int round) {
        s.tag("Event", EVENT).tag("Site", SITE).tag("Date", DATES[round - 1]).tag("Game", "Cờ Tướng");
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
                new TrfRecord.Text("032", " VIE"), new TrfRecord.Text("042", " 2026/11/21"),
                new TrfRecord.Text("052", " 2026/11/29"), new TrfRecord.Text("062", " 10"), new TrfRecord.Text("072", " 0"),
                new TrfRecord.Text("092", " Individual: Round Robin (Berger)"),
                new TrfRecord.Text("102", " Trọng tài chính: Khúc Văn Thụy"),
                new TrfRecord.Text("122", " 60 phút đầu đi đủ 25 nước, sau đó 30 phút cho đến hết ván"),
                new TrfRecord.Text("192", " ROUND_ROBIN"), new TrfRecord.PointValue("BBW", Points.of(2)),
                new TrfRecord.PointValue("BBD", Points.ONE), new TrfRecord.PointValue("BBL", Points.ZERO),
                new TrfRecord.TieBreaks("202", List.of("VN-DE", "VN-SB", "VN-WON", "VN-BWG")), new TrfRecord.Rounds("142", 9),
                new TrfRecord.RoundDates(dates));
    }

    private String readme(TrfState state, List<String> grades) {
        StringBuilder s = new StringBuilder("# " + EVENT + "\n\n");
        s.append("""
                A xiangqi (cờ Tướng) round robin of 10 players, 9 rounds by the Berger tables (000 phụ lục 1; Luật cờ
                Tướng 2004 Điều 26: the players' numbers drawn by lot), Luật cờ Tướng 2004, a win 2 points, a draw 1,
                a loss 0 (the regulations' stated exception to Điều 21.1: the same ratios in whole points). Rounds 1-4
                are played: paired by the pairing library as `./arbiter pair` pairs the file (`192 ROUND_ROBIN`), the
                games played by the embedded engine at the players' grades (seeded: `tools/make-examples` writes the
                same files again).

                | file | what |
                | --- | --- |
                | `dieu-le.dieule` | the regulations (Điều lệ), full form |
                | `%s.trf` | the tournament: players, rounds 1-4 and their results, `BBW` / `BBD` / `BBL` the points of a win, draw, loss |
                | `van/vong-N.bienban` | the scoresheets of round N (`Game "Cờ Tướng"`), Vietnamese notation (`P2-5`, `M2.3`; Tg Tướng, S Sĩ, T Tượng, X Xe, P Pháo, M Mã, B Tốt), Đỏ (red) is White |

                Each game is linked to its board by `Round` and `Board` (numbered as the tournament file numbers the
                boards) and by `WhiteNumber` / `BlackNumber`. This example has no deliberate mistake: every file
                validates clean.

                ## Players

                | no. | name | grade | club | points |
                | ---: | --- | --- | --- | ---: |
                """.formatted(NAME));
        for (TrfState.Entrant e : entrants) {
            String pts = state.document().players().stream().filter(p -> p.startNumber() == e.number()).findFirst()
                    .map(p -> p.points().toDecimal(1)).orElse("");
            s.append("| ").append(e.number()).append(" | ").append(e.name()).append(" | ").append(grades.get(e.number() - 1))
                    .append(" | ").append(clubs.get(e.number() - 1)).append(" | ").append(pts).append(" |\n");
        }
        s.append("\nThe names are fictional.\n");
        return s.toString();
    }
}
