package org.chessarbiter.tournament.trf;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.tournament.core.AuditAction;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.ChangeGrade;
import org.chessarbiter.tournament.core.Confirmation;

/**
 * The audit trail in TRF: one {@code ###} comment per entry, which TRF readers that do not know it
 * skip as a comment, e.g.
 * {@code ### AUDIT round=2 action=SWAP_OPPONENTS grade=CONFIRM confirmation=ONCE players=3,5 before=3-4,5-6 after=3-6,5-4 at=2026-03-01T10:00:00Z messages=...}.
 * Every value is URL-encoded (UTF-8), lists separated by commas, so a message of any text survives
 * the round trip.
 */
public final class AuditComments {

    private static final String PREFIX = " AUDIT ";

    private AuditComments() {
    }

    /** The text of the comment of {@code e} (what follows {@code ###}). */
    public static String format(AuditEntry e) {
        return PREFIX + "round=" + e.round() + " action=" + e.action().name() + " grade=" + e.grade().name()
                + " confirmation=" + e.confirmation().name() + " players=" + list(e.players().stream().map(String::valueOf).toList())
                + " before=" + list(e.before()) + " after=" + list(e.after()) + " at=" + encode(e.timestamp())
                + " messages=" + list(e.messages());
    }

    /** The entry a comment's text holds, empty when it is no audit entry (or a damaged one). */
    public static Optional<AuditEntry> parse(String text) {
        if (!text.startsWith(PREFIX)) {
            return Optional.empty();
        }
        Map<String, String> fields = new HashMap<>();
        for (String part : text.substring(PREFIX.length()).strip().split(" ")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                fields.put(part.substring(0, eq), part.substring(eq + 1));
            }
        }
        try {
            List<Integer> players = new ArrayList<>();
            for (String p : items(fields.get("players"))) {
                players.add(Integer.parseInt(p));
            }
            return Optional.of(new AuditEntry(Integer.parseInt(fields.get("round")), AuditAction.valueOf(fields.get("action")),
                    players, items(fields.get("before")), items(fields.get("after")), ChangeGrade.valueOf(fields.get("grade")),
                    Confirmation.valueOf(fields.get("confirmation")), items(fields.get("messages")),
                    URLDecoder.decode(fields.get("at"), StandardCharsets.UTF_8)));
        } catch (RuntimeException damaged) { // a missing field, a number or a name that is none: not an entry
            return Optional.empty();
        }
    }

    /** Whether a comment's text is an audit entry (read or damaged). */
    static boolean isAudit(String text) {
        return text.startsWith(PREFIX);
    }

    private static String list(List<String> values) {
        return String.join(",", values.stream().map(AuditComments::encode).toList());
    }

    private static List<String> items(String field) {
        if (field == null) {
            throw new IllegalArgumentException("missing field");
        }
        return field.isEmpty() ? List.of()
                : Arrays.stream(field.split(",", -1)).map(v -> URLDecoder.decode(v, StandardCharsets.UTF_8)).toList();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
