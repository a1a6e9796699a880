package org.chessarbiter.scoresheet.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.chessarbiter.rules.Message;

/**
 * The tags scoresheets use: PGN's Seven Tag Roster and common tags, the tags this workbench reads
 * (Variant/Game, FEN, Format, Law, TimeControl) and the fields of the score sheet form of Luật cờ Tướng
 * 2004 phụ lục 4 (event, round, date, White/Red and Black with their numbers, arbiter, the arbiter's
 * verdict, the players' recorded scores). Each has a meaning (message {@code tag.<Name>}, or
 * {@code tag.<Name>.<game>} where a game names things otherwise: a xiangqi game's first side is Red in
 * English) and, where the values are few, the values to propose.
 */
public final class TagCatalog {
    private static final Map<String, List<String>> TAGS = new LinkedHashMap<>();
    /** The tags whose meaning a game states in its own words, by game ({@code GameKind.id()}). */
    private static final Map<String, Set<String>> OWN_MEANINGS = Map.of("xiangqi",
            Set.of("White", "WhiteNumber", "ArbiterVerdict", "WhiteScore"));

    static {
        List<String> results = List.of("1-0", "0-1", "1/2-1/2", "*");
        for (String free : List.of("Event", "Site", "Date", "Round", "White", "Black")) {
            TAGS.put(free, List.of());
        }
        TAGS.put("Result", results);
        TAGS.put("Red", List.of());
        TAGS.put("WhiteNumber", List.of());
        TAGS.put("RedNumber", List.of());
        TAGS.put("BlackNumber", List.of());
        TAGS.put("Arbiter", List.of());
        TAGS.put("ArbiterVerdict", List.of("1-0", "0-1", "1/2-1/2", "Trắng thắng", "Đen thắng", "Hòa"));
        TAGS.put("WhiteScore", List.of("1", "½", "0"));
        TAGS.put("RedScore", List.of("1", "½", "0"));
        TAGS.put("BlackScore", List.of("1", "½", "0"));
        TAGS.put("Variant", List.of("chess", "xiangqi"));
        TAGS.put("Game", List.of("Chess", "Chinese Chess"));
        TAGS.put("Format", List.of("ICCS", "WXF", "Vietnamese", "Asian", "Coordinate", "Chinese"));
        TAGS.put("Law", List.of("FIDE 2018", "FIDE 2000"));
        TAGS.put("TimeControl", List.of("25/3600:1800", "25/3600:3600", "40/5400+30:1800+30", "5400+30"));
        TAGS.put("FEN", List.of());
        TAGS.put("Annotator", List.of());
        TAGS.put("PlyCount", List.of());
    }

    private TagCatalog() {
    }

    /** The known tag names, roster first. */
    public static List<String> names() {
        return List.copyOf(TAGS.keySet());
    }

    /** The values to propose for {@code name} (empty when free text). */
    public static List<String> values(String name) {
        return TAGS.getOrDefault(name, List.of());
    }

    /** The meaning of a known tag. */
    public static Optional<Message> meaning(String name) {
        return TAGS.containsKey(name) ? Optional.of(Message.of(TagCatalog.class, "tag." + name)) : Optional.empty();
    }

    /** The meaning of a known tag in a game of {@code game} ({@code chess}, {@code xiangqi}): its own words, if any. */
    public static Optional<Message> meaning(String name, String game) {
        return OWN_MEANINGS.getOrDefault(game, Set.of()).contains(name)
                ? Optional.of(Message.of(TagCatalog.class, "tag." + name + "." + game))
                : meaning(name);
    }
}
