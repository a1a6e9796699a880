import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.chess.ChessMove;
import org.chessarbiter.rules.chess.ChessPosition;
import org.chessarbiter.rules.chess.ChessRules;
import org.chessarbiter.rules.chess.Squares;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * The chess open Swiss: 40 players, 9 rounds of the FIDE Dutch system (C.04.3, 2026), rounds 1-3 paired by the
 * pairing bundle and played by the engine, a scoresheet per round; then four mistakes an arbiter must catch
 * (README.md of the project lists them).
 */
final class ChessOpen implements RoundGames.Event {
    static final String NAME = "co-vua-mo-rong-2026";
    static final String EVENT = "Giải cờ Vua mở rộng Hồ Gươm 2026";
    static final String SITE = "Hà Nội";
    static final String[] DATES = {"2026.11.24", "2026.11.25", "2026.11.25", "2026.11.26", "2026.11.27", "2026.11.27",
            "2026.11.28", "2026.11.28", "2026.11.29"};
    static final String[] UNITS = {"Hà Nội", "TP. Hồ Chí Minh", "Đà Nẵng", "Hải Phòng", "Cần Thơ", "Bình Dương",
            "Quân đội", "Bắc Ninh"};
    private static final int PLAYED = 3;

    /** The top of the field: title, rating, sex; the rest are untitled, rated down to about 1550, four unrated. */
    private static final Object[][] TOP = {{"GM", 2486, 'm'}, {"IM", 2417, 'm'}, {"IM", 2392, 'm'}, {"FM", 2341, 'm'},
            {"WGM", 2318, 'w'}, {"FM", 2297, 'm'}, {"FM", 2276, 'm'}, {"CM", 2231, 'm'}, {"WIM", 2205, 'w'},
            {"CM", 2188, 'm'}, {"", 2164, 'm'}, {"WFM", 2139, 'w'}, {"", 2120, 'm'}, {"", 2096, 'm'}, {"WCM", 2071, 'w'}};

    private final Path examples;
    final List<TrfState.Entrant> entrants = new ArrayList<>();
    final List<String> units = new ArrayList<>();
    final Mistakes mistakes = new Mistakes();

    ChessOpen(Path examples) {
        this.examples = examples;
    }

    void make(Path regulations) throws Exception {
        roster(new SplittableRandom(2026_11_24L));
        TrfState state = new TrfState(header(), entrants, List.of(), 10, 5);
        ProjectFiles project = new ProjectFiles(examples, NAME, "Example tournament: " + EVENT);
        List<List<Scoresheet>> rounds = new ArrayList<>();
        for (int r = 1; r <= PLAYED; r++) {
            state.pairNext(new DutchSystem(DutchEdition.FIDE_2026));
            List<Scoresheet> sheets = RoundGames.play(this, state, r, 7_000L);
            rounds.add(sheets);
            if (r == 1) {
                wrongName(sheets);
            } else if (r == 2) {
                illegalMove(sheets);
                wrongResult(state, sheets);
            } else {
                missingResult(state, sheets);
            }
        }
        state.rankByPoints();
        project.write(NAME + ".trf", state.text());
        for (int r = 1; r <= PLAYED; r++) {
            project.write("van/vong-" + r + ".bienban", Scoresheet.file("", rounds.get(r - 1)));
        }
        project.copy(regulations, "dieu-le.dieule");
        project.write("README.md", ChessOpenReadme.text(this, state));
        List<String> files = rounds.stream().map(games -> Scoresheet.file("", games)).toList();
        ProjectFiles.writeFile(examples.resolve("expected-problems.list"), ExpectedProblems.text(NAME, mistakes, files));
    }

    static char trf(String result) {
        return switch (result) {
            case "1-0" -> '1';
            case "0-1" -> '0';
            default -> '=';
        };
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

    private void roster(SplittableRandom random) {
        VietnameseNames names = new VietnameseNames(random.nextLong());
        int rating = 2058;
        for (int i = 1; i <= 40; i++) {
            String title;
            char sex;
            if (i <= TOP.length) {
                title = (String) TOP[i - 1][0];
                rating = (Integer) TOP[i - 1][1];
                sex = (Character) TOP[i - 1][2];
            } else {
                title = "";
                sex = random.nextInt(5) == 0 ? 'w' : 'm';
                rating = i > 36 ? 0 : rating - 12 - random.nextInt(30);
            }
            int born = i <= 10 ? 1985 + random.nextInt(20) : i > 30 ? 2008 + random.nextInt(7) : 1970 + random.nextInt(40);
            String birth = "%d/%02d/%02d".formatted(born, 1 + random.nextInt(12), 1 + random.nextInt(28));
            entrants.add(new TrfState.Entrant(i, sex, title, names.next(sex == 'w'), i > 36 ? 0 : rating, "VIE", birth));
            String unit;
            do {
                unit = UNITS[random.nextInt(UNITS.length)];
            } while (java.util.Collections.frequency(units, unit) >= 8); // the regulations' quota of a unit
            units.add(unit);
        }
    }

    private static List<TrfRecord> header() {
        List<String> dates = new ArrayList<>();
        for (String d : DATES) {
            dates.add(d.substring(2).replace('.', '/'));
        }
        return List.of(new TrfRecord.Text("012", " " + EVENT), new TrfRecord.Text("022", " " + SITE),
                new TrfRecord.Text("032", " VIE"), new TrfRecord.Text("042", " 2026/11/24"),
                new TrfRecord.Text("052", " 2026/11/29"), new TrfRecord.Text("062", " 40"), new TrfRecord.Text("072", " 36"),
                new TrfRecord.Text("082", " 0"), new TrfRecord.Text("092", " Individual: Swiss-System (FIDE Dutch)"),
                new TrfRecord.Text("102", " Trọng tài chính: Đoàn Văn Khiêm"),
                new TrfRecord.Text("112", " Phó trọng tài chính: Lục Thị Hải Yến"),
                new TrfRecord.Text("122", " 90 phút + 30 giây mỗi nước"), new TrfRecord.Text("192", " FIDE_DUTCH_2026"),
                new TrfRecord.TieBreaks("202", List.of("BH/C1", "BH", "SB", "DE", "WIN")), new TrfRecord.Rounds("142", 9),
                new TrfRecord.RoundDates(dates));
    }

    /** Round 1: the scoresheet of one board spells White's given name without its diacritics. */
    private void wrongName(List<Scoresheet> sheets) {
        for (Scoresheet s : sheets) {
            String name = s.tags.get("White");
            String last = name.substring(name.lastIndexOf(' ') + 1);
            String plain = Normalizer.normalize(last, Normalizer.Form.NFD).replaceAll("\\p{M}", "").replace('đ', 'd');
            if (!plain.equals(last) && Integer.parseInt(s.tags.get("Board")) >= 5) {
                String wrong = name.substring(0, name.lastIndexOf(' ') + 1) + plain;
                s.tag("White", wrong);
                mistakes.add(1, s, "wrong-name", "the scoresheet names White \"" + wrong + "\"; the tournament's player "
                        + s.tags.get("WhiteNumber") + " is \"" + name + "\"");
                return;
            }
        }
    }

    /** Round 2: one move written to a square its piece cannot reach (the rest of the game as played). */
    private void illegalMove(List<Scoresheet> sheets) {
        for (Scoresheet s : sheets) {
            if (s.moves.size() < 50 || Integer.parseInt(s.tags.get("Board")) < 8) {
                continue;
            }
            ChessPosition p = ChessRules.fide2018().initialPosition();
            for (int ply = 0; ply < s.moves.size(); ply++) {
                String m = s.moves.get(ply);
                ChessMove move = Games.CHESS_VI.parse(p, m).value();
                if (ply >= 24 && ply % 2 == 0 && "MX".indexOf(m.charAt(0)) >= 0 && m.indexOf(':') < 0) {
                    String wrong = illegal(p, m.substring(0, 1), move.to());
                    if (wrong != null) {
                        s.moves.set(ply, wrong);
                        mistakes.add(2, s, "illegal-move", "move " + (ply / 2 + 1) + " of White is written " + wrong
                                + " (played: " + m + "), a move the piece cannot make");
                        return;
                    }
                }
                p = p.play(move);
            }
        }
    }

    /** A move of a piece of letter {@code letter} to a square near {@code to} that no such piece can make. */
    private static String illegal(ChessPosition p, String letter, int to) {
        for (int d = 1; d <= 2; d++) {
            for (int df = -d; df <= d; df++) {
                for (int dr = -d; dr <= d; dr++) {
                    int f = Squares.file(to) + df;
                    int r = Squares.rank(to) + dr;
                    if (f < 0 || f > 7 || r < 0 || r > 7 || p.pieceAt(r * 8 + f).isPresent()) {
                        continue;
                    }
                    String text = letter + (char) ('a' + f) + (r + 1);
                    ParseResult<ChessMove> read = Games.CHESS_VI.parse(p, text);
                    if (!read.isOk() && read.error().orElseThrow().kind() == ProblemKind.ILLEGAL) {
                        return text;
                    }
                }
            }
        }
        return null;
    }

    /** Round 2: the tournament records another result than the scoresheet's (a draw entered as a win for White). */
    private void wrongResult(TrfState state, List<Scoresheet> sheets) {
        for (Scoresheet s : sheets) {
            if (s.result.equals("1/2-1/2") && !mistakes.touches(s)) {
                state.result(2, Integer.parseInt(s.tags.get("WhiteNumber")), Integer.parseInt(s.tags.get("BlackNumber")), '1');
                mistakes.add(2, s, "result-disagrees", "the scoresheet says 1/2-1/2; the tournament file records 1-0");
                return;
            }
        }
        throw new IllegalStateException("no draw in round 2");
    }

    /** Round 3: one game's result is not entered in the tournament file; its scoresheet has it. */
    private void missingResult(TrfState state, List<Scoresheet> sheets) {
        Scoresheet s = sheets.get(sheets.size() / 2);
        state.result(3, Integer.parseInt(s.tags.get("WhiteNumber")), Integer.parseInt(s.tags.get("BlackNumber")), ' ');
        mistakes.add(3, s, "result-missing", "the tournament file has no result for this board; the scoresheet says "
                + s.result);
    }
}
