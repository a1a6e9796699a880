package org.chessarbiter.tournament.core;

import java.util.List;
import java.util.Objects;

/**
 * One line of a tournament's audit trail: a manual change of a round's pairing applied by the arbiter,
 * or FIDE mode left or entered. The boards and byes the change removed ({@code before}) and added
 * ({@code after}) are written as tokens ({@link #game}, {@link #bye}), so the program's pairing can be
 * told from the arbiter's (the pairing check undoes the entries of a round).
 *
 * @param round        the round changed; 0 for a change of mode
 * @param action       what was done
 * @param players      the start numbers concerned
 * @param before       the boards and byes the change removed
 * @param after        the boards and byes the change added
 * @param grade        the pairing checker's grade
 * @param confirmation what the arbiter confirmed
 * @param messages     the checker's messages, as shown when the change was applied (English)
 * @param timestamp    when, ISO-8601 (UTC)
 */
public record AuditEntry(int round, AuditAction action, List<Integer> players, List<String> before, List<String> after,
        ChangeGrade grade, Confirmation confirmation, List<String> messages, String timestamp) {

    public AuditEntry {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(grade, "grade");
        Objects.requireNonNull(confirmation, "confirmation");
        Objects.requireNonNull(timestamp, "timestamp");
        players = List.copyOf(players);
        before = List.copyOf(before);
        after = List.copyOf(after);
        messages = List.copyOf(messages);
    }

    /** The token of a game: {@code white-black}. */
    public static String game(int white, int black) {
        return white + "-" + black;
    }

    /** The token of a bye: {@code player=U} (pairing-allocated), {@code =H}, {@code =F}, {@code =Z}, {@code =A}. */
    public static String bye(int player, ByeKind kind) {
        return player + "=" + switch (kind) {
            case PAIRING_ALLOCATED -> "U";
            case HALF_POINT -> "H";
            case FULL_POINT -> "F";
            case ZERO_POINT -> "Z";
            case ABSENT -> "A";
        };
    }

    /** The bye a token names, {@code null} when it names a game or nothing. */
    public static Bye byeOf(String token) {
        String[] kv = token.split("=");
        if (kv.length != 2 || !kv[0].matches("\\d{1,5}")) {
            return null;
        }
        ByeKind kind = switch (kv[1]) {
            case "U" -> ByeKind.PAIRING_ALLOCATED;
            case "H" -> ByeKind.HALF_POINT;
            case "F" -> ByeKind.FULL_POINT;
            case "Z" -> ByeKind.ZERO_POINT;
            case "A" -> ByeKind.ABSENT;
            default -> null;
        };
        return kind == null ? null : new Bye(Integer.parseInt(kv[0]), kind);
    }

    /** The game a token names as {white, black}, {@code null} when it names a bye or nothing. */
    public static int[] gameOf(String token) {
        String[] wb = token.split("-");
        if (wb.length != 2 || !wb[0].matches("\\d{1,5}") || !wb[1].matches("\\d{1,5}")) {
            return null;
        }
        return new int[] { Integer.parseInt(wb[0]), Integer.parseInt(wb[1]) };
    }
}
