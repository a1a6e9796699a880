package org.chessarbiter.regulations.validation;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.TieBreakSetting;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreakSets;
import org.eclipse.xtext.validation.Check;

/**
 * The tie-breaks: codes of the closed list of the chosen edition of FIDE C.07 or of the seeds' set
 * ({@link TieBreakSets}), and valid for the competition system. Each message is located at the code.
 */
public class TieBreakChecks extends RegulationsChecks {

    /** Tie-breaks on the opponents' scores: equal for everyone when everyone meets everyone. */
    static final Set<String> OPPONENT_SCORE = Set.of("BH", "FB", "AOB", "VN-BH");

    /** Tie-breaks of team events (FIDE C.07 team tie-breaks; 000 Part 2 Art. 16.1.5). */
    static final Set<String> TEAM_ONLY = Set.of("EDE", "MPVGP", "BC", "TBR", "BBE", "EMMSB", "EMGSB", "EGMSB", "EGGSB");

    /** The edition of C.07: as written, else the current one (2026). */
    static Optional<C07Edition> edition(TieBreakSetting setting) {
        if (!written(setting, Literals.TIE_BREAK_SETTING__EDITION)) {
            return Optional.of(C07Edition.V2026);
        }
        return switch (setting.getEdition()) {
            case 2026 -> Optional.of(C07Edition.V2026);
            case 2024 -> Optional.of(C07Edition.V2024);
            default -> Optional.empty();
        };
    }

    /** The edition named is one of C.07's. */
    @Check
    public void editionIsKnown(TieBreakSetting setting) {
        if (edition(setting).isEmpty()) {
            error(text("unknownC07Edition", setting.getEdition()), setting, Literals.TIE_BREAK_SETTING__EDITION,
                    RegulationsIssueCodes.UNKNOWN_TIE_BREAK);
        }
    }

    /** Every code is one the edition defines (FIDE C.07) or one of the seeds' (000 Part 2 Art. 2.3). */
    @Check
    public void tieBreaksAreKnown(TieBreakSetting setting) {
        C07Edition edition = edition(setting).orElse(C07Edition.V2026);
        for (int i = 0; i < setting.getTieBreaks().size(); i++) {
            String code = setting.getTieBreaks().get(i);
            if (TieBreakSets.parse(code, edition, i).toOptional().isEmpty()) {
                error(text("unknownTieBreak", code, edition.citation()), setting, Literals.TIE_BREAK_SETTING__TIE_BREAKS, i,
                        RegulationsIssueCodes.UNKNOWN_TIE_BREAK, code);
            }
        }
    }

    /**
     * A tie-break fits the system: no Buchholz-like tie-break in a round robin, where every player meets the same
     * opponents (Luật cờ Tướng 2004 Điều 21.3 and 000 phụ lục 1 give the round robin's), and team tie-breaks only in
     * team events.
     */
    @Check
    public void tieBreaksFitTheSystem(TieBreakSetting setting) {
        Optional<SystemCode> system = RegulationsFacts.of(setting).system();
        if (system.isEmpty()) {
            return;
        }
        for (int i = 0; i < setting.getTieBreaks().size(); i++) {
            String code = setting.getTieBreaks().get(i);
            String base = code.toUpperCase(Locale.ROOT).split("/", 2)[0];
            if (system.get().isRoundRobin() && OPPONENT_SCORE.contains(base)) {
                error(text("tieBreakRoundRobin", code), setting, Literals.TIE_BREAK_SETTING__TIE_BREAKS, i,
                        RegulationsIssueCodes.TIE_BREAK_INVALID_FOR_SYSTEM, code);
            } else if (!system.get().isTeam() && TEAM_ONLY.contains(base)) {
                error(text("tieBreakTeamOnly", code), setting, Literals.TIE_BREAK_SETTING__TIE_BREAKS, i,
                        RegulationsIssueCodes.TIE_BREAK_INVALID_FOR_SYSTEM, code);
            }
        }
    }
}
