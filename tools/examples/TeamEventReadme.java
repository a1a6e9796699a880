/** The README of the team event: the event, its files, the teams and their players. */
final class TeamEventReadme {
    private TeamEventReadme() {
    }

    static String text(TeamEvent event, TrfState state) {
        StringBuilder s = new StringBuilder("# " + TeamEvent.EVENT + "\n\n");
        s.append("""
                A chess team event: 8 club teams of 4 boards, most with one or two reserves (000 Part 2 Art. 16.1.3),
                a team round robin of 7 rounds (Art. 16.4: board against board, the team named first white on boards 1
                and 3), FIDE Laws of Chess 2018. Rounds 1-3 are played: paired by the pairing library as `./arbiter
                pair` pairs the file (`192 TEAM_ROUND_ROBIN`, the teams of its `310` records), the games played by the
                embedded engine (seeded: `tools/make-examples` writes the same files again). A team's players beyond
                the boards of the smallest team (4: CLB Quảng Ngãi came without reserve) are its reserves and are not
                paired.

                | file | what |
                | --- | --- |
                | `dieu-le.dieule` | the regulations (Điều lệ), full form |
                | `%s.trf` | the players, the teams (TRF26 `310`: number, name, short name, match and game points, rank, players in board order), rounds 1-3 |
                | `van/vong-1.bienban` | the scoresheets of round 1 (16 games), Vietnamese notation, linked to their boards by `Round` / `Board` (as the file numbers them) and `WhiteNumber` / `BlackNumber` |

                The regulations cite the law library shipped with the product (`luật fide2018`, `căn_cứ fide2018.9.6.1`):
                no copy of the law is kept in the project, and Ctrl+click on a citation opens the article in the library.

                `./arbiter standings %s.trf --teams mp` ranks the teams by match points. This example has no
                deliberate mistake: every file validates clean.

                ## Teams

                | team | players (start number: name, rating) |
                | --- | --- |
                """.formatted(TeamEvent.NAME, TeamEvent.NAME));
        for (int t = 0; t < event.teams.size(); t++) {
            s.append("| ").append(t + 1).append(". ").append(TeamEvent.TEAMS[t][0]).append(" | ");
            StringBuilder players = new StringBuilder();
            for (int n : event.teams.get(t)) {
                TrfState.Entrant e = event.entrant(n);
                if (players.length() > 0) {
                    players.append("; ");
                }
                players.append(n).append(": ").append(e.name()).append(", ").append(e.rating());
            }
            s.append(players).append(" |\n");
        }
        s.append("\nThe names are fictional.\n");
        return s.toString();
    }
}
