package org.chessarbiter.regulations.validation;

import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.TimeControlSetting;
import org.chessarbiter.rules.clock.Classification;
import org.chessarbiter.rules.clock.ClockLaws;
import org.chessarbiter.rules.clock.GameClass;
import org.chessarbiter.rules.clock.TimeControl;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
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
        if (setting.getPgn() == null || NodeModelUtils.findNodesForFeature(setting, Literals.TIME_CONTROL_SETTING__EVENT_CLASS).isEmpty()) {
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
}
