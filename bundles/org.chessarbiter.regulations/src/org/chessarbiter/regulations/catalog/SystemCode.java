package org.chessarbiter.regulations.catalog;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;

import org.chessarbiter.tournament.core.CompetitionSystem;

/**
 * The competition systems regulations can name ({@code system FIDE_DUTCH_2026}), every system the project
 * pairs: the FIDE Dutch system (FIDE C.04, editions 2026 and 2017), the modified Swiss system (000 Part 2
 * Art. 13; Luật cờ Tướng 2004 Điều 28), the Swiss system by lot (000 Part 2 Art. 14; Điều 29), single and double
 * round robin (000 Part 2 Art. 9, 15; Điều 26), Scheveningen (000 Part 2 Art. 10), knockout (000 Part 2 Art. 11;
 * Điều 25) and their team forms (000 Part 2 Art. 16).
 */
public enum SystemCode {
    FIDE_DUTCH_2026(CompetitionSystem.SWISS_DUTCH, false),
    FIDE_DUTCH_2017(CompetitionSystem.SWISS_DUTCH, false),
    MODIFIED_SWISS(CompetitionSystem.MODIFIED_SWISS, false),
    SWISS_BY_LOT(CompetitionSystem.SWISS_BY_LOT, false),
    ROUND_ROBIN(CompetitionSystem.ROUND_ROBIN, false),
    DOUBLE_ROUND_ROBIN(CompetitionSystem.DOUBLE_ROUND_ROBIN, false),
    SCHEVENINGEN(CompetitionSystem.SCHEVENINGEN, false),
    KNOCKOUT(CompetitionSystem.KNOCKOUT, false),
    TEAM_DUTCH_2026(CompetitionSystem.SWISS_DUTCH, true),
    TEAM_SWISS_BY_LOT(CompetitionSystem.SWISS_BY_LOT, true),
    TEAM_ROUND_ROBIN(CompetitionSystem.ROUND_ROBIN, true),
    TEAM_DOUBLE_ROUND_ROBIN(CompetitionSystem.DOUBLE_ROUND_ROBIN, true),
    TEAM_KNOCKOUT(CompetitionSystem.KNOCKOUT, true);

    private final CompetitionSystem system;
    private final boolean team;

    SystemCode(CompetitionSystem system, boolean team) {
        this.system = system;
        this.team = team;
    }

    /** The system of the tournament engine. */
    public CompetitionSystem system() {
        return system;
    }

    /** True for a team event: teams with boards meet, players of a team meet only players of the other (000 Part 2 Art. 16.1.1). */
    public boolean isTeam() {
        return team;
    }

    /** A single or double round robin: every pairing known in advance, every entrant meets every other. */
    public boolean isRoundRobin() {
        return system == CompetitionSystem.ROUND_ROBIN || system == CompetitionSystem.DOUBLE_ROUND_ROBIN;
    }

    /** A Swiss system: pairings by score, no two entrants meet twice. */
    public boolean isSwiss() {
        return system == CompetitionSystem.SWISS_DUTCH || system == CompetitionSystem.MODIFIED_SWISS
                || system == CompetitionSystem.SWISS_BY_LOT;
    }

    /**
     * The system's name in the words of {@code locale} ("Round robin", "Vòng tròn"), as the published regulations
     * name it (their messages, key {@code system.CODE}); the code itself when they have none.
     */
    public String title(Locale locale) {
        try {
            return ResourceBundle.getBundle("org.chessarbiter.regulations.publication.messages", locale, SystemCode.class.getClassLoader(),
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getString("system." + name());
        } catch (MissingResourceException e) {
            return name();
        }
    }

    /** The system of this code, as written in regulations. */
    public static Optional<SystemCode> of(String code) {
        return Arrays.stream(values()).filter(c -> c.name().equals(code)).findFirst();
    }

    /** Every code, for content assist. */
    public static List<String> codes() {
        return Arrays.stream(values()).map(Enum::name).toList();
    }
}
