package org.chessarbiter.workspace.pairing;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;

import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.bylot.SwissByLotSystem;
import org.chessarbiter.pairing.dutch.DutchSystem;
import org.chessarbiter.pairing.knockout.KnockoutSystem;
import org.chessarbiter.pairing.modifiedswiss.ModifiedSwissSystem;
import org.chessarbiter.pairing.roundrobin.RoundRobinSystem;
import org.chessarbiter.pairing.scheveningen.ScheveningenSystem;
import org.chessarbiter.pairing.team.LevelMatch;
import org.chessarbiter.pairing.team.TeamKnockoutSystem;
import org.chessarbiter.pairing.team.TeamRoundRobinSystem;
import org.chessarbiter.pairing.team.TeamSwissByLotSystem;
import org.chessarbiter.pairing.team.TeamSwissSystem;

/**
 * The competition systems a round can be paired with, the one dispatch from a name (the command
 * line's {@code --system}, the regulations' {@code system} setting, a TRF system line) to the
 * pairing bundle's engine. The command line, the tournament builder and the workbench all pair
 * through {@link PairingPolicy#system()}, which asks this enum.
 */
public enum SystemChoice {

    /** FIDE Dutch (C.04.3), in the policy's edition (2026 or 2017), with the Baku acceleration if asked. */
    DUTCH("dutch", (p, teams) -> new DutchSystem(p.edition())),
    /** The modified Swiss system (FIDE 2000 Part 2 Art. 13). */
    MODIFIED_SWISS("modified-swiss", (p, teams) -> new ModifiedSwissSystem()),
    /** The Swiss system by lot (FIDE 2000 Part 2 Art. 14), drawn with the policy's seed. */
    SWISS_BY_LOT("swiss-by-lot", (p, teams) -> new SwissByLotSystem(p.seed().orElse(0))),
    /** Single round robin from the Berger tables (FIDE 2000 Part 2 Art. 9). */
    ROUND_ROBIN("round-robin", (p, teams) -> new RoundRobinSystem(1)),
    /** Double round robin: the second cycle with colours reversed (FIDE 2000 Part 2 Art. 15). */
    DOUBLE_ROUND_ROBIN("double-round-robin", (p, teams) -> new RoundRobinSystem(2)),
    /** Scheveningen: one half of the field plays the other (FIDE 2000 Part 2 Art. 10). */
    SCHEVENINGEN("scheveningen", (p, teams) -> new ScheveningenSystem(1)),
    /** Scheveningen with return games, colours reversed (FIDE 2000 Part 2 Art. 15). */
    DOUBLE_SCHEVENINGEN("double-scheveningen", (p, teams) -> new ScheveningenSystem(2)),
    /** Individual knockout (Luật cờ Tướng 2004 Điều 25, FIDE 2000 Part 2 Art. 11). */
    KNOCKOUT("knockout", (p, teams) -> new KnockoutSystem()),
    /** Team round robin, board against board (FIDE 2000 Part 2 Art. 16.4), the teams of the file. */
    TEAM_ROUND_ROBIN("team-round-robin", (p, teams) -> new TeamRoundRobinSystem(teams, 1)),
    /** Double team round robin, the second cycle with colours reversed (FIDE 2000 Part 2 Art. 16.4, 15). */
    DOUBLE_TEAM_ROUND_ROBIN("double-team-round-robin", (p, teams) -> new TeamRoundRobinSystem(teams, 2)),
    /** Team Swiss by lot (FIDE 2000 Part 2 Art. 16.5), the teams of the file, drawn with the policy's seed. */
    TEAM_SWISS_BY_LOT("team-swiss-by-lot", (p, teams) -> new TeamSwissByLotSystem(teams, p.seed().orElse(0))),
    /** Team Swiss system, the teams paired by the FIDE Dutch system in the policy's edition (FIDE 2000 Part 2 Art. 16.5). */
    TEAM_DUTCH("team-dutch", (p, teams) -> new TeamSwissSystem(teams, new DutchSystem(p.edition()))),
    /**
     * Team knockout in English matches, every player meeting every player of the other team (FIDE 2000 Part 2 Art. 16.3,
     * 16.2.2); a match level on every board is lost by the team that had White (Art. 11, {@link LevelMatch#WHITE_OUT}).
     */
    TEAM_KNOCKOUT("team-knockout", (p, teams) -> new TeamKnockoutSystem(teams, true, LevelMatch.WHITE_OUT)),
    /** Team knockout in matches board against board (FIDE 2000 Part 2 Art. 16.3, 16.2.1), level matches as above. */
    TEAM_KNOCKOUT_SIMULTANEOUS("team-knockout-simultaneous", (p, teams) -> new TeamKnockoutSystem(teams, false,
            LevelMatch.WHITE_OUT));

    private final String optionName;
    private final BiFunction<PairingPolicy, List<List<Integer>>, PairingSystem> engine;

    SystemChoice(String optionName, BiFunction<PairingPolicy, List<List<Integer>>, PairingSystem> engine) {
        this.optionName = optionName;
        this.engine = engine;
    }

    /** @return the name the command line takes, e.g. {@code round-robin} */
    public String optionName() {
        return optionName;
    }

    /**
     * @return the engine that pairs under {@code policy}; the team systems pair {@code teams} (each
     *         team's start numbers in board order), the others ignore them
     */
    PairingSystem engine(PairingPolicy policy, List<List<Integer>> teams) {
        return engine.apply(policy, teams);
    }

    /** @return true when the system draws by lot, with the tournament's seed (FIDE 2000 Part 2 Art. 14, 16.5) */
    public boolean drawsByLot() {
        return this == SWISS_BY_LOT || this == TEAM_SWISS_BY_LOT;
    }

    /** @return the system of a command-line name ({@link #optionName()}, any case) */
    public static Optional<SystemChoice> fromOptionName(String name) {
        return Arrays.stream(values()).filter(s -> s.optionName.equalsIgnoreCase(name.trim())).findFirst();
    }

    /**
     * The system a code names: the regulations' {@code system} setting (e.g. {@code ROUND_ROBIN},
     * {@code FIDE_DUTCH_2026}), a TRF system line (192, else 092: {@code FIDE_DUTCH_2025_BAKU},
     * "Individual: Swiss-System", "Round Robin"), an engine's id ({@code ROUND_ROBIN_BERGER_X2}) or a
     * command-line name. A double round robin or Scheveningen says "DOUBLE" or "X2".
     *
     * @return the system, empty when the code names none of them (the caller's default then applies)
     */
    public static Optional<SystemChoice> fromCode(String code) {
        String c = code.toUpperCase(Locale.ROOT).replace('-', '_');
        boolean twice = c.contains("DOUBLE") || c.contains("X2");
        if (c.contains("TEAM") && (c.contains("ROBIN") || c.contains("BERGER"))) {
            return Optional.of(twice ? DOUBLE_TEAM_ROUND_ROBIN : TEAM_ROUND_ROBIN);
        }
        if (c.contains("SCHEVENINGEN")) {
            return Optional.of(twice ? DOUBLE_SCHEVENINGEN : SCHEVENINGEN);
        }
        if (c.contains("ROBIN") || c.contains("BERGER") || c.matches(".*\\bRR\\b.*")) {
            return Optional.of(twice ? DOUBLE_ROUND_ROBIN : ROUND_ROBIN);
        }
        boolean knockout = c.contains("KNOCKOUT") || c.contains("OLYMPIC");
        if (c.contains("TEAM") && knockout) {
            return Optional.of(c.contains("SIMULTANEOUS") || c.contains("BOARD") ? TEAM_KNOCKOUT_SIMULTANEOUS : TEAM_KNOCKOUT);
        }
        if (knockout) {
            return Optional.of(KNOCKOUT);
        }
        if (c.contains("TEAM") && c.contains("LOT")) {
            return Optional.of(TEAM_SWISS_BY_LOT);
        }
        if (c.contains("TEAM") && c.contains("DUTCH")) {
            return Optional.of(TEAM_DUTCH);
        }
        if (c.contains("LOT")) {
            return Optional.of(SWISS_BY_LOT);
        }
        if (c.contains("MODIFIED")) {
            return Optional.of(MODIFIED_SWISS);
        }
        if (c.contains("DUTCH") || c.contains("SWISS")) {
            return Optional.of(DUTCH);
        }
        return Optional.empty();
    }

    /**
     * @return true when {@code code} names a system this dispatch pairs as that very system: known, and a team
     *         system exactly when the code says "TEAM" (TEAM_MODIFIED_SWISS, say, is not paired)
     */
    public static boolean pairs(String code) {
        boolean team = code.toUpperCase(Locale.ROOT).contains("TEAM");
        return fromCode(code).filter(c -> c.name().contains("TEAM") == team).isPresent();
    }
}
