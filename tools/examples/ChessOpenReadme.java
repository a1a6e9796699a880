import java.util.List;

/** The README of the chess open: the event, its files, the players and the mistakes left for the arbiter. */
final class ChessOpenReadme {
    private ChessOpenReadme() {
    }

    static String text(ChessOpen open, TrfState state) {
        StringBuilder s = new StringBuilder();
        s.append("# ").append(ChessOpen.EVENT).append("\n\n");
        s.append("""
                An open Swiss of 40 players (federation VIE), 9 rounds of the FIDE Dutch system (C.04.3, edition 2026),
                FIDE Laws of Chess 2018, 90 minutes + 30 seconds a move. Rounds 1-3 are played: they were paired by the
                pairing library exactly as `./arbiter pair` pairs the file, and their games were played by the embedded
                engine at the players' levels (seeded: `tools/make-examples` writes the same files again).

                | file | what |
                | --- | --- |
                | `dieu-le.dieule` | the regulations (Điều lệ), in the full form of Luật cờ Tướng 2004 phụ lục 5 |
                | `%s.trf` | the tournament: players, rounds 1-3 with their results (TRF-16 with the TRF26 142 / 192 / 202 lines) |
                | `van/vong-N.bienban` | the scoresheets of round N, one game per board, Vietnamese notation (V Vua, H Hậu, X Xe, T Tượng, M Mã, `:` a capture) |

                The regulations cite the law library shipped with the product (`luật fide2018`, `căn_cứ fide2018.9.6.1`):
                no copy of the law is kept in the project, and Ctrl+click on a citation opens the article in the library.

                Each game has the tags `Round`, `Board`, `White`, `Black`, `WhiteNumber`, `BlackNumber` and `Result`: a
                game belongs to the board of its round, `Board` numbered as the tournament file numbers its boards (the
                order of White's lines, as `./arbiter pair` names them), and `WhiteNumber` / `BlackNumber` are the
                players' start numbers.

                """.formatted(ChessOpen.NAME));
        s.append("## Deliberate mistakes\n\n");
        s.append("The arbiter has four things to catch (`../expected-problems.list` lists what each check reports):\n\n");
        for (Mistakes.Mistake m : open.mistakes.all) {
            String file = "van/vong-" + m.round() + ".bienban";
            s.append("- **").append(m.kind()).append("**, `").append(file).append("`, round ").append(m.round())
                    .append(" board ").append(m.sheet().tags.get("Board")).append(" (")
                    .append(m.sheet().tags.get("WhiteNumber")).append(" - ").append(m.sheet().tags.get("BlackNumber"))
                    .append("): ").append(m.text()).append(".\n");
        }
        s.append("""

                The illegal move is an error of `./arbiter validate` (and of the editor); the missing result stops
                `./arbiter pair` from pairing round 4 (it names the board) and keeps the standings after round 2; the
                result that disagrees and the misspelt name are found by comparing each scoresheet with the board
                its Round / Board tags name.

                ## Players

                | no. | title | name | rating | unit | points |
                | ---: | --- | --- | ---: | --- | ---: |
                """);
        List<TrfState.Entrant> es = open.entrants;
        for (int i = 0; i < es.size(); i++) {
            TrfState.Entrant e = es.get(i);
            int n = e.number();
            String pts = state.document().players().stream().filter(p -> p.startNumber() == n).findFirst()
                    .map(p -> p.points().toDecimal(1)).orElse("");
            s.append("| ").append(n).append(" | ").append(e.title()).append(" | ").append(e.name()).append(" | ")
                    .append(e.rating() == 0 ? "-" : String.valueOf(e.rating())).append(" | ").append(open.units.get(i))
                    .append(" | ").append(pts).append(" |\n");
        }
        s.append("\nThe names are fictional.\n");
        return s.toString();
    }
}
