package org.chessarbiter.tournament.standings;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;

/**
 * The two named sets of tie-breaks and a parser of tie-break codes, so that regulations (and TRF26
 * records 202 / 212) can select any tie-breaks in any order.
 * <ul>
 * <li>The seeds' set: "VN-SB" hệ số Bécgơ, "VN-BH" hệ số Búcgôn, "VN-PS" hệ số lũy tiến, "VN-WON" số
 * ván thắng, "VN-BWG" số ván thắng bằng quân Đen, "VN-DE" ván đối kháng, "GP" điểm ván, "LOT/seed" bốc thăm.</li>
 * <li>FIDE C.07 (edition 2026 or 2024): BH, BH/Cn, BH/Mn, FB, FB/Cn, FB/Mn, SB, SB/Cn, KS, KS/Ln, PS, PS/Cn, DE, WIN, WON,
 * BPG, BWG, GE, ARO, ARO/Cn, TPR, PTP, AOB, APRO, APPO; for team events (on a {@link
 * org.chessarbiter.tournament.core.TeamMatches} context) also EDE, MPVGP, BC, TBR, BBE, EMMSB, EMGSB, EGMSB, EGGSB.</li>
 * </ul>
 */
public final class TieBreakSets {

    /**
     * The codes an arbiter is offered when choosing tie-breaks (regulations, the workbench's dialog):
     * every code {@link #parse} accepts, with the usual cuts and limits of C.07 (a list of
     * parameterised codes cannot be complete: any BH/Cn, KS/Ln, LOT/seed is accepted).
     */
    private static final List<String> OFFERED = List.of(
            "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "FB", "FB/C1", "FB/M1", "SB", "SB/C1", "KS", "PS", "PS/C1",
            "DE", "WIN", "WON", "BPG", "BWG", "GE", "ARO", "ARO/C1", "TPR", "PTP", "AOB", "APRO", "APPO",
            "EDE", "MPVGP", "BC", "TBR", "BBE", "EMMSB", "EMGSB", "EGMSB", "EGGSB",
            "VN-BH", "VN-SB", "VN-PS", "VN-WON", "VN-BWG", "VN-DE", "GP", "LOT/0");

    private TieBreakSets() {
    }

    /** The tie-breaks of {@link #OFFERED}, in that order, as this edition defines them. */
    public static List<TieBreak> offered(C07Edition edition) {
        List<TieBreak> out = new ArrayList<>();
        for (int i = 0; i < OFFERED.size(); i++) {
            out.add(parse(OFFERED.get(i), edition, i).value());
        }
        return List.copyOf(out);
    }

    /** Luật cờ Tướng 2004 Điều 21.3 (round robin), in the law's order: direct encounter, Bécgơ, wins, wins with Black, lots. */
    public static List<TieBreak> xiangqiRoundRobin(long lotSeed) {
        return List.of(seedDirectEncounter(), new SeedSonnebornBerger(), seedWins(), seedWinsWithBlack(), new DrawingOfLots(lotSeed));
    }

    /** 000 Phụ lục 1 (chess round robin): Bécgơ, wins, wins with Black, the game between the tied players, lots. */
    public static List<TieBreak> chessRoundRobin(long lotSeed) {
        return List.of(new SeedSonnebornBerger(), seedWins(), seedWinsWithBlack(), seedDirectEncounter(), new DrawingOfLots(lotSeed));
    }

    /** 000 Part 2 Art. 14.5 (Swiss by lot): Búcgôn; for the modified Swiss system, the progressive score first. */
    public static List<TieBreak> swissSeeds(boolean modifiedSwiss, long lotSeed) {
        return modifiedSwiss ? List.of(seedProgressive(), new SeedBuchholz(), new DrawingOfLots(lotSeed))
                : List.of(new SeedBuchholz(), seedProgressive(), new DrawingOfLots(lotSeed));
    }

    /** Luật cờ Tướng 2004 Điều 21.2: match points first (the primary score), then game points. */
    public static List<TieBreak> twoGameMatches(long lotSeed) {
        return List.of(new GamePoints(), new SeedSonnebornBerger(), new DrawingOfLots(lotSeed));
    }

    public static TieBreak seedProgressive() {
        return new ProgressiveScore(0, "VN-PS", "000 Part 2 Art. 14.5");
    }

    public static TieBreak seedWins() {
        return new GameCount(GameCount.Kind.WON, "VN-WON", "Luật cờ Tướng 2004 Điều 21.3; 000 Phụ lục 1");
    }

    public static TieBreak seedWinsWithBlack() {
        return new GameCount(GameCount.Kind.BWG, "VN-BWG", "Luật cờ Tướng 2004 Điều 21.3; 000 Phụ lục 1");
    }

    public static TieBreak seedDirectEncounter() {
        return new DirectEncounter("VN-DE", "Luật cờ Tướng 2004 Điều 21.3; 000 Phụ lục 1");
    }

    /** Parses a space- or comma-separated list of codes; each unknown code is a problem located by its index. */
    public static ParseResult<List<TieBreak>> parseList(String codes, C07Edition edition) {
        List<TieBreak> out = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        int index = 0;
        for (String code : codes.replace(',', ' ').strip().split("\\s+")) {
            if (code.isEmpty()) {
                continue;
            }
            ParseResult<TieBreak> r = parse(code, edition, index++);
            r.toOptional().ifPresent(out::add);
            problems.addAll(r.problems());
        }
        return new ParseResult<>(out, problems);
    }

    public static ParseResult<TieBreak> parse(String code, C07Edition edition, int index) {
        String c = code.strip().toUpperCase(java.util.Locale.ROOT);
        String[] parts = c.split("/", 2);
        String mod = parts.length > 1 ? parts[1] : "";
        int n = mod.length() > 1 ? digits(mod.substring(1)) : -1;
        char m = mod.isEmpty() ? ' ' : mod.charAt(0);
        TieBreak tb = switch (parts[0]) {
            case "BH" -> m == ' ' ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.BH, 0, 0, edition)
                    : m == 'C' && n > 0 ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.BH, n, 0, edition)
                    : m == 'M' && n > 0 ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.BH, n, n, edition) : null;
            case "FB" -> m == ' ' ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.FB, 0, 0, edition)
                    : m == 'C' && n > 0 ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.FB, n, 0, edition)
                    : m == 'M' && n > 0 ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.FB, n, n, edition) : null;
            case "SB" -> m == ' ' ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.SB, 0, 0, edition)
                    : m == 'C' && n > 0 ? new OpponentScoreTieBreak(OpponentScoreTieBreak.Kind.SB, n, 0, edition) : null;
            case "KS" -> m == ' ' ? new Koya(50, edition) : m == 'L' && n > 0 ? new Koya(n, edition) : null;
            case "PS" -> m == ' ' ? new ProgressiveScore(0, "PS", edition.citation() + " Art. 5 PS")
                    : m == 'C' && n > 0 ? new ProgressiveScore(n, c, edition.citation() + " Art. 5 " + c) : null;
            case "DE" -> m == ' ' ? new DirectEncounter("DE", edition.citation() + " Art. 5 DE") : null;
            case "EDE" -> m == ' ' ? new ExtendedDirectEncounter(edition) : null;
            case "MPVGP" -> m == ' ' ? new MatchOrGamePoints(edition) : null;
            case "BC" -> m == ' ' ? new BoardCount(edition) : null;
            case "TBR", "BBE" -> m == ' ' ? new BoardByBoard(BoardByBoard.Kind.valueOf(parts[0]), edition) : null;
            case "EMMSB", "EMGSB", "EGMSB", "EGGSB" -> m == ' ' ? new ExtendedSonnebornBerger(
                    ExtendedSonnebornBerger.Score.valueOf(parts[0].substring(1, 2)),
                    ExtendedSonnebornBerger.Score.valueOf(parts[0].substring(2, 3)), edition) : null;
            case "WIN", "WON", "BPG", "BWG", "GE" -> m == ' ' ? GameCount.fide(GameCount.Kind.valueOf(parts[0]), edition) : null;
            case "ARO" -> m == ' ' ? new RatingTieBreak(RatingTieBreak.Kind.ARO, 0, edition)
                    : m == 'C' && n > 0 ? new RatingTieBreak(RatingTieBreak.Kind.ARO, n, edition) : null;
            case "TPR", "PTP" -> m == ' ' ? new RatingTieBreak(RatingTieBreak.Kind.valueOf(parts[0]), 0, edition) : null;
            case "AOB", "APRO", "APPO" -> m == ' ' ? new OpponentAverage(OpponentAverage.Kind.valueOf(parts[0]), edition) : null;
            case "VN-BH" -> m == ' ' ? new SeedBuchholz() : null;
            case "VN-SB" -> m == ' ' ? new SeedSonnebornBerger() : null;
            case "VN-PS" -> m == ' ' ? seedProgressive() : null;
            case "VN-WON" -> m == ' ' ? seedWins() : null;
            case "VN-BWG" -> m == ' ' ? seedWinsWithBlack() : null;
            case "VN-DE" -> m == ' ' ? seedDirectEncounter() : null;
            case "GP" -> m == ' ' ? new GamePoints() : null;
            case "LOT" -> mod.isEmpty() ? null : lot(mod);
            default -> null;
        };
        return tb == null ? ParseResult.fail(Problems.error(ProblemKind.INVALID_SYNTAX, Location.item("tieBreaks", index), TieBreak.class, "tb.unknown", code))
                : ParseResult.ok(tb);
    }

    private static TieBreak lot(String seed) {
        try {
            return new DrawingOfLots(Long.parseLong(seed));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static int digits(String s) {
        return s.chars().allMatch(Character::isDigit) && s.length() < 6 ? Integer.parseInt(s) : -1;
    }
}
