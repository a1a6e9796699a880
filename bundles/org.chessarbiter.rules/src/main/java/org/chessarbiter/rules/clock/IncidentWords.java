package org.chessarbiter.rules.clock;

import java.text.Normalizer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.Side;

/**
 * The words of the incident log ({@link IncidentText}): English keywords, each with its Vietnamese synonym,
 * accepted with or without diacritics and in any case ({@code đề-nghị}, {@code de-nghi}, {@code DE-NGHI}). The
 * English word comes first in each table: it is the one written. The tables hold the words as people write them.
 */
final class IncidentWords {
    /** The kinds of incident. */
    static final Map<String, String> KINDS = table("illegal", "illegal", "nước-sai", "illegal", "claim", "claim", "đề-nghị",
            "claim", "time", "time", "thời-gian", "time", "fault", "fault", "lỗi", "fault", "seal", "seal", "niêm-phong", "seal",
            "late", "late", "đến-muộn", "late", "sanction", "sanction", "xử-phạt", "sanction");
    /** The keys of the pairs. */
    static final Map<String, String> KEYS = table("side", "side", "bên", "side", "penalty", "penalty", "phạt", "penalty", "type",
            "type", "loại", "type", "outcome", "outcome", "kết-quả", "outcome", "add", "add", "cộng", "add", "take", "take", "trừ",
            "take", "set", "set", "đặt", "set", "moves", "moves", "số-nước", "moves", "reading", "reading", "nội-dung", "reading",
            "time", "time", "thời-gian", "time", "allowed", "allowed", "cho-phép", "allowed");
    /** Sides: White or Red is the first player, Black the second. */
    static final Map<String, Side> SIDES = table("white", Side.FIRST, "red", Side.FIRST, "black", Side.SECOND, "trắng",
            Side.FIRST, "đỏ", Side.FIRST, "đen", Side.SECOND);
    static final Map<String, ClaimIncident.Claim> CLAIMS = table("threefold", ClaimIncident.Claim.THREEFOLD, "fifty",
            ClaimIncident.Claim.FIFTY_MOVES, "quickplay", ClaimIncident.Claim.QUICKPLAY_FINISH, "increment",
            ClaimIncident.Claim.INCREMENT, "lặp-ba", ClaimIncident.Claim.THREEFOLD, "50-nước", ClaimIncident.Claim.FIFTY_MOVES, "nhanh",
            ClaimIncident.Claim.QUICKPLAY_FINISH, "cộng-giây", ClaimIncident.Claim.INCREMENT);
    static final Map<String, ClaimIncident.Answer> ANSWERS = table("accepted", ClaimIncident.Answer.ACCEPTED, "rejected",
            ClaimIncident.Answer.REJECTED, "postponed", ClaimIncident.Answer.POSTPONED, "chấp-nhận", ClaimIncident.Answer.ACCEPTED,
            "bác-bỏ", ClaimIncident.Answer.REJECTED, "tạm-hoãn", ClaimIncident.Answer.POSTPONED);
    static final Map<String, FaultKind> FAULTS = table("technical", FaultKind.TECHNICAL, "conduct", FaultKind.CONDUCT,
            "kỹ-thuật", FaultKind.TECHNICAL, "tác-phong", FaultKind.CONDUCT);
    static final Map<String, SealedMoveReading> READINGS = table("legal", SealedMoveReading.LEGAL, "ambiguous",
            SealedMoveReading.AMBIGUOUS, "meaningless", SealedMoveReading.MEANINGLESS, "illegal", SealedMoveReading.ILLEGAL,
            "hợp-lệ", SealedMoveReading.LEGAL, "không-rõ", SealedMoveReading.AMBIGUOUS, "vô-nghĩa", SealedMoveReading.MEANINGLESS,
            "sai-luật", SealedMoveReading.ILLEGAL);
    static final Map<String, Sanction> SANCTIONS = table("reminder", Sanction.REMINDER, "warning", Sanction.WARNING, "time-to",
            Sanction.TIME_TO_OPPONENT, "time-from", Sanction.TIME_FROM_OFFENDER, "points-to", Sanction.POINTS_TO_OPPONENT, "points-from",
            Sanction.POINTS_FROM_OFFENDER, "game-lost", Sanction.GAME_LOST, "announced", Sanction.PENALTY_ANNOUNCED, "exclusion",
            Sanction.EXCLUSION, "expulsion", Sanction.EXPULSION, "nhắc-nhở", Sanction.REMINDER, "cảnh-cáo", Sanction.WARNING, "cộng-giờ",
            Sanction.TIME_TO_OPPONENT, "trừ-giờ", Sanction.TIME_FROM_OFFENDER, "cộng-điểm", Sanction.POINTS_TO_OPPONENT, "trừ-điểm",
            Sanction.POINTS_FROM_OFFENDER, "xử-thua", Sanction.GAME_LOST, "báo-trước", Sanction.PENALTY_ANNOUNCED, "truất-quyền",
            Sanction.EXCLUSION, "xóa-tên", Sanction.EXPULSION);
    /** The pairs each kind takes; the required ones first, then {@code |}, then the optional ones. */
    static final Map<String, List<String>> PAIRS = Map.of("illegal", List.of("side", "|", "penalty"), "claim",
            List.of("side", "type", "outcome", "|", "penalty"), "time", List.of("side", "|", "add", "take", "set", "moves"),
            "fault", List.of("side", "type", "|"), "seal", List.of("side", "|", "reading"), "late",
            List.of("side", "time", "|", "allowed"), "sanction", List.of("side", "type", "|", "time"));

    private IncidentWords() {
    }

    /** {@code word} as the tables hold it: lower case, without diacritics, đ as d. */
    static String normalize(String word) {
        String s = word.toLowerCase(Locale.ROOT).replace('đ', 'd');
        return Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    }

    /** The value of {@code word} in {@code table}, compared {@linkplain #normalize normalized}. */
    static <T> Optional<T> lookUp(Map<String, T> table, String word) {
        String key = normalize(word);
        return table.entrySet().stream().filter(e -> normalize(e.getKey()).equals(key)).map(Map.Entry::getValue).findFirst();
    }

    /** The English word of {@code value} in {@code table} (the first key that maps to it). */
    static <T> String english(Map<String, T> table, T value) {
        return table.entrySet().stream().filter(e -> e.getValue().equals(value)).findFirst().orElseThrow().getKey();
    }

    /** The words of {@code table} for a message: the English ones and their synonyms, as written in the tables. */
    static String listed(Map<String, ?> table) {
        return String.join(", ", table.keySet());
    }

    @SuppressWarnings("unchecked")
    private static <T> Map<String, T> table(Object... pairs) {
        Map<String, T> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], (T) pairs[i + 1]);
        }
        return m;
    }
}
