package org.chessarbiter.regulations.validation;

import org.chessarbiter.regulations.regulations.DefaultTimeSetting;
import org.chessarbiter.regulations.regulations.GameKind;
import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.TimeControlSetting;
import org.chessarbiter.rules.clock.Classification;
import org.chessarbiter.rules.clock.ClockLaws;
import org.chessarbiter.rules.clock.GameClass;
import org.chessarbiter.rules.clock.TimeControl;
import org.eclipse.xtext.validation.Check;

/**
 * The class of game the event declares (standard, rapid, blitz) is the one its time control has under the law
 * the regulations name (FIDE 2018 A.1, B.1; FIDE 2000 B1, C1; Luật cờ Tướng 2004 Điều 10.1.1e), as the clock
 * engine classifies it.
 */
public class TimeChecks extends RegulationsChecks {

    @Check
    public void timeControlHasTheDeclaredClass(TimeControlSetting setting) {
        // the class is read from the text: STANDARD, the enum's default, is not "set" for EMF
        if (setting.getPgn() == null || !written(setting, Literals.TIME_CONTROL_SETTING__EVENT_CLASS)) {
            return;
        }
        TimeControl control = TimeControl.parse(setting.getPgn()).toOptional().orElse(null);
        if (control == null) {
            return; // reported by RegulationsValidator.timeControlIsReadable
        }
        GameClass declared = GameClass.valueOf(setting.getEventClass().getName());
        RegulationsFacts.of(setting).edition().flatMap(ClockLaws::of).ifPresent(law -> {
            Classification found = law.classify(control);
            if (found.gameClass() != declared) {
                error(text("timeClass", setting.getPgn(), found.message(), declared.message()), setting,
                        Literals.TIME_CONTROL_SETTING__EVENT_CLASS, RegulationsIssueCodes.TIME_CLASS);
            }
        });
    }

    /**
     * The default time (FIDE 2018 6.7.1) is shorter than the first period of the game; in xiangqi it is one of the
     * law's 15, 30 or 60 minutes (Luật cờ Tướng 2004 Điều 10.2.1a).
     */
    @Check
    public void defaultTimeFitsTheGame(DefaultTimeSetting setting) {
        RegulationsFacts facts = RegulationsFacts.of(setting);
        facts.first(TimeControlSetting.class).map(TimeControlSetting::getPgn).flatMap(pgn -> TimeControl.parse(pgn).toOptional())
                .filter(control -> !control.periods().isEmpty())
                .filter(control -> setting.getMinutes() * 60_000L >= control.period(0).baseMillis())
                .ifPresent(control -> error(text("defaultTimeTooLong", setting.getMinutes(), control.period(0).baseMillis() / 60_000L),
                        setting, Literals.DEFAULT_TIME_SETTING__MINUTES, RegulationsIssueCodes.DEFAULT_TIME));
        if (facts.game().filter(g -> g == GameKind.XIANGQI).isPresent() && !XIANGQI_DEFAULT_TIMES.contains(setting.getMinutes())) {
            warning(text("defaultTimeXiangqi", setting.getMinutes()), setting, Literals.DEFAULT_TIME_SETTING__MINUTES,
                    RegulationsIssueCodes.DEFAULT_TIME);
        }
    }

    /** The default times Luật cờ Tướng 2004 Điều 10.2.1a offers, in minutes. */
    static final java.util.Set<Integer> XIANGQI_DEFAULT_TIMES = java.util.Set.of(15, 30, 60);
}
