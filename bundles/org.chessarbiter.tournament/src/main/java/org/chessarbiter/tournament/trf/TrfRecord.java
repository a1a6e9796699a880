package org.chessarbiter.tournament.trf;

import java.util.List;
import java.util.Map;
import org.chessarbiter.tournament.core.Points;

/**
 * One typed TRF line. The record code is the first three characters (TRF-16 / TRF26 codes such as
 * 001, 012, 132, 142, 162, 202, 240, 250, 260; the JaVaFo / bbpPairings dialect XXR, XXC, BBW ...).
 * Lines this reader does not interpret, and lines with errors, are {@link Text} records kept as written.
 */
public sealed interface TrfRecord {

    /** The record code: fixed by the record kind, or as read for the kinds that share a layout. */
    default String code() {
        return switch (this) {
            case Player r -> "001";
            case RoundDates r -> "132";
            case InitialColour r -> "152";
            case ScoringSystem r -> "162";
            case Byes r -> "240";
            case Acceleration r -> "250";
            case Prohibited r -> "260";
            case Team r -> "013";
            case TeamDetails r -> "310";
            case TeamByes r -> "320";
            case TeamForfeit r -> "330";
            case PlayerAcceleration r -> "XXA";
            case ForbiddenPairs r -> "XXP";
            case Comment r -> "###";
            case Text r -> r.code();
            case Rounds r -> r.code();
            case PointValue r -> r.code();
            case TieBreaks r -> r.code();
        };
    }

    /** Player record 001 (TRF-16 columns; see {@link PlayerLineCodec}). Strings are kept as written, trimmed. */
    record Player(int startNumber, char sex, String title, String name, int rating, String federation,
            String fideId, String birthDate, Points points, int rank, List<RoundCell> rounds) implements TrfRecord {
        public Player {
            rounds = List.copyOf(rounds);
        }
    }

    /** One round of a player record: opponent start number (0 = none), colour w / b / - / blank, result character. */
    record RoundCell(int opponent, char colour, char result) {
        public static final RoundCell EMPTY = new RoundCell(0, ' ', ' ');

        public boolean isEmpty() {
            return equals(EMPTY);
        }
    }

    /** Free text after the code: 012 name, 022 city, 032 federation, 042/052 dates, 092 type, 102/112 arbiters, 122 time control, 192 system, 222 encoded time control, XXC, unknown codes, and invalid lines. */
    record Text(String code, String text) implements TrfRecord {
    }

    /** 132: the round dates, as written (YY/MM/DD), one per round. */
    record RoundDates(List<String> dates) implements TrfRecord {
        public RoundDates {
            dates = List.copyOf(dates);
        }
    }

    /** 142 (TRF26) or XXR (JaVaFo): the number of rounds. */
    record Rounds(String code, int rounds) implements TrfRecord {
    }

    /** 152 (TRF26): the colour of the first player in round 1 (W or B); XXC white1/black1 is a {@link Text}. */
    record InitialColour(char colour) implements TrfRecord {
    }

    /** 162 (TRF26): the points of each result symbol (W, D, L, P, A, ... in file order). */
    record ScoringSystem(Map<Character, Points> points) implements TrfRecord {
        public ScoringSystem {
            points = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(points));
        }
    }

    /** BBW, BBD, BBL, BBZ, BBF, BBU (bbpPairings): the points of a win, draw, loss, zero / full / pairing-allocated bye. */
    record PointValue(String code, Points points) implements TrfRecord {
    }

    /** 202 / 212 (TRF26): the tie-break codes, e.g. "BH/C1", "SB". */
    record TieBreaks(String code, List<String> tieBreaks) implements TrfRecord {
        public TieBreaks {
            tieBreaks = List.copyOf(tieBreaks);
        }
    }

    /** 240 (TRF26): byes of a round (kind H, F, Z or blank) for the listed players. */
    record Byes(char kind, int round, List<Integer> players) implements TrfRecord {
        public Byes {
            players = List.copyOf(players);
        }
    }

    /** 250 (TRF26): acceleration — fictitious match and game points for rounds and a range of players. */
    record Acceleration(Points matchPoints, Points gamePoints, int firstRound, int lastRound, int firstPlayer, int lastPlayer) implements TrfRecord {
    }

    /** 260 (TRF26): players who must not be paired with each other in a range of rounds. */
    record Prohibited(int firstRound, int lastRound, List<Integer> players) implements TrfRecord {
        public Prohibited {
            players = List.copyOf(players);
        }
    }

    /** 013 (TRF-16): a team, its name and its players' start numbers in board order. */
    record Team(String name, List<Integer> members) implements TrfRecord {
        public Team {
            members = List.copyOf(members);
        }
    }

    /**
     * 310 (TRF26): a team — number (columns 5-7), name (9-40), short name (42-46), strength (48-53),
     * match points (55-60), game points (62-67), rank (69-71), then its players' start numbers in
     * board order (4 columns each, one blank between, from column 74).
     */
    record TeamDetails(int number, String name, String shortName, String strength, Points matchPoints, Points gamePoints,
            int rank, List<Integer> members) implements TrfRecord {
        public TeamDetails {
            members = List.copyOf(members);
        }
    }

    /**
     * 320 (TRF26): the team pairing-allocated byes — the match and game points a bye gives (columns
     * 5-8, 10-13), then per round the team given the bye (3 columns from column 15, one blank
     * between; 0 when none).
     */
    record TeamByes(Points matchPoints, Points gamePoints, List<Integer> teamPerRound) implements TrfRecord {
        public TeamByes {
            teamPerRound = List.copyOf(teamPerRound);
        }
    }

    /**
     * 330 (TRF26): a forfeited team match — the forfeit kind as written (columns 5-6, e.g. "+-",
     * "-+", "--"), the round (8-10), the first and second team (12-14, 16-18).
     */
    record TeamForfeit(String kind, int round, int firstTeam, int secondTeam) implements TrfRecord {
    }

    /**
     * XXA (JaVaFo / bbpPairings): a player's acceleration — fictitious points added in each round
     * (start number in columns 5-8, then 4 columns per round from column 10, one blank between; a
     * blank round is null).
     */
    record PlayerAcceleration(int player, List<Points> perRound) implements TrfRecord {
        public PlayerAcceleration {
            perRound = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(perRound));
        }
    }

    /** XXP (bbpPairings): players none of whom may be paired with another in any round. */
    record ForbiddenPairs(List<Integer> players) implements TrfRecord {
        public ForbiddenPairs {
            players = List.copyOf(players);
        }
    }

    /** ### (TRF26): a comment line. */
    record Comment(String text) implements TrfRecord {
    }
}
