package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Hand-made tournaments for tests: players "A".."Z" are start numbers 1..26; a round is written
 * as games "A-B 1-0" (first player White / Red; results 1-0 0-1 = +- -+ -- *, adj) and byes "E U"
 * (U pairing-allocated, H half, F full, Z zero). Two-game matches: "A-B 1-0 =".
 */
public final class Fixture {

    private final List<Player> players = new ArrayList<>();
    private final List<Round> rounds = new ArrayList<>();
    private final CompetitionSystem system;
    private final GameKind game;

    private Fixture(GameKind game, CompetitionSystem system, int[] ratings) {
        this.game = game;
        this.system = system;
        for (int i = 0; i < ratings.length; i++) {
            players.add(Player.of(i + 1, String.valueOf((char) ('A' + i)), ratings[i]));
        }
    }

    public static Fixture of(GameKind game, CompetitionSystem system, int... ratings) {
        return new Fixture(game, system, ratings);
    }

    public static Fixture players(int n, CompetitionSystem system) {
        return new Fixture(GameKind.CHESS, system, new int[n]);
    }

    public static int p(char name) {
        return name - 'A' + 1;
    }

    public Fixture round(String... entries) {
        List<Pairing> pairings = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (String e : entries) {
            String[] parts = e.trim().split("\\s+");
            if (parts[0].contains("-")) {
                List<GameResult> games = new ArrayList<>();
                for (int k = 1; k < parts.length; k++) {
                    games.add(result(parts[k]));
                }
                pairings.add(new Pairing(pairings.size() + 1, p(parts[0].charAt(0)), p(parts[0].charAt(2)), games, ""));
            } else {
                byes.add(new Bye(p(parts[0].charAt(0)), switch (parts[1]) {
                    case "U" -> ByeKind.PAIRING_ALLOCATED;
                    case "H" -> ByeKind.HALF_POINT;
                    case "F" -> ByeKind.FULL_POINT;
                    default -> ByeKind.ZERO_POINT;
                }));
            }
        }
        rounds.add(new Round(rounds.size() + 1, "", true, pairings, byes));
        return this;
    }

    private static GameResult result(String s) {
        return switch (s) {
            case "1-0" -> GameResult.FIRST_WINS;
            case "0-1" -> GameResult.SECOND_WINS;
            case "=" -> GameResult.DRAW;
            case "+-" -> GameResult.FIRST_WINS_BY_FORFEIT;
            case "-+" -> GameResult.SECOND_WINS_BY_FORFEIT;
            case "--" -> GameResult.DOUBLE_FORFEIT;
            case "*" -> GameResult.NOT_YET_PLAYED;
            case "adj" -> GameResult.ADJOURNED;
            default -> throw new IllegalArgumentException(s);
        };
    }

    /**
     * A four-player xiangqi Swiss (Luật cờ Tướng 2004 Điều 21.5.2): R1 A-B 0-1, C-D 1-0; R2 B-C not
     * yet played, D-A 1-0; B withdraws after round 1.
     */
    public static Tournament xiangqiSwissWithdrawal() {
        return of(GameKind.XIANGQI, CompetitionSystem.SWISS_DUTCH, 0, 0, 0, 0)
                .round("A-B 0-1", "C-D 1-0")
                .round("B-C *", "D-A 1-0")
                .build().withWithdrawal(new Withdrawal(p('B'), 1));
    }

    public Tournament build() {
        TournamentInfo info = TournamentInfo.of("test", game, system, rounds.size());
        return Tournament.of(info, players, rounds);
    }
}
