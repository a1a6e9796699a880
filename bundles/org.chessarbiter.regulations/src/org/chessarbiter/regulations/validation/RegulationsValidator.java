package org.chessarbiter.regulations.validation;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.regulations.RoundsSetting;
import org.chessarbiter.regulations.regulations.Setting;
import org.chessarbiter.regulations.regulations.TimeControlSetting;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.clock.TimeControl;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.ComposedChecks;

/**
 * Validation of regulations (Điều lệ giải). One {@code @Check} per rule; the rules of each concern are in their
 * own class: sections, system, tie-breaks, scoring, time, schedule, entrants, norms.
 */
@ComposedChecks(validators = { SectionChecks.class, SystemChecks.class, TieBreakChecks.class, ScoringChecks.class, TimeChecks.class,
        ScheduleChecks.class, EntrantChecks.class, NormChecks.class })
public class RegulationsValidator extends AbstractRegulationsValidator {

    /** A tournament has at least one round (000 Part 2 Art. 2.2: the regulations fix the competition system and its rounds). */
    @Check
    public void roundsArePositive(RoundsSetting setting) {
        if (setting.getRounds() < 1) {
            error(Message.of(RegulationsValidator.class, "roundsNotPositive", setting.getRounds()).format(Locale.getDefault()), setting,
                    RegulationsPackage.Literals.ROUNDS_SETTING__ROUNDS, RegulationsIssueCodes.ROUNDS_NOT_POSITIVE);
        }
    }

    /**
     * Each setting is given once, in the short form or in any section: two values for the same setting leave the
     * arbiter without a rule.
     */
    @Check
    public void settingsAreNotRepeated(Regulations regulations) {
        Set<Class<?>> seen = new HashSet<>();
        for (Setting setting : EcoreUtil2.getAllContentsOfType(regulations, Setting.class)) {
            Class<?> kind = setting.eClass().getInstanceClass();
            if (!seen.add(kind)) {
                warning(Message.of(RegulationsValidator.class, "settingRepeated", setting.eClass().getName()).format(Locale.getDefault()), setting, null,
                        RegulationsIssueCodes.SETTING_REPEATED);
            }
        }
    }

    /**
     * The PGN form of the time control is one the scoresheet checker reads (FIDE 2018 6.3.1; Luật cờ Tướng
     * 2004 Điều 10.1.2: "25/3600:1800" is 25 moves in 60 minutes, then 30 minutes for the rest).
     */
    @Check
    public void timeControlIsReadable(TimeControlSetting setting) {
        if (setting.getPgn() == null) {
            return;
        }
        TimeControl.parse(setting.getPgn()).error().ifPresent(p -> error(
                Message.of(RegulationsValidator.class, "badTimeControl", setting.getPgn(), p.message()).format(Locale.getDefault()),
                setting, RegulationsPackage.Literals.TIME_CONTROL_SETTING__PGN, RegulationsIssueCodes.BAD_TIME_CONTROL));
    }
}
