package org.chessarbiter.regulations.validation;

import org.chessarbiter.regulations.regulations.AgeGroup;
import org.chessarbiter.regulations.regulations.ForbiddenPairing;
import org.chessarbiter.regulations.regulations.Prize;
import org.chessarbiter.regulations.regulations.RatingSetting;
import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.SameUnitSetting;
import org.chessarbiter.regulations.regulations.Unit;
import org.eclipse.xtext.validation.Check;

/**
 * Who may play and how they are paired and rewarded: eligibility (000 Part 2 Art. 2.5; Luật cờ Tướng 2004 phụ lục
 * 5 item 4), pairing constraints and prizes (000 Part 2 Art. 2.6).
 */
public class EntrantChecks extends RegulationsChecks {

    /**
     * "In the last round, players of the same unit with more than this share of the points do not meet": it needs the
     * units the players come from, and a system whose last round is paired by scores (000 Part 2 Art. 12).
     */
    @Check
    public void sameUnitRuleHasUnits(SameUnitSetting rule) {
        RegulationsFacts facts = RegulationsFacts.of(rule);
        if (facts.all(Unit.class).isEmpty()) {
            error(text("sameUnitWithoutUnits"), rule, null, RegulationsIssueCodes.SAME_UNIT_WITHOUT_UNITS);
        }
        if (rule.getPercent() > 100) {
            error(text("percentAbove100", rule.getPercent()), rule, Literals.SAME_UNIT_SETTING__PERCENT,
                    RegulationsIssueCodes.SAME_UNIT_WITHOUT_UNITS);
        }
        facts.system().filter(s -> !s.isSwiss()).ifPresent(s -> error(text("sameUnitNotSwiss", s.name()), rule, null,
                RegulationsIssueCodes.SAME_UNIT_WITHOUT_UNITS));
    }

    @Check
    public void forbiddenPairingOfTwo(ForbiddenPairing pairing) {
        if (pairing.getFirst() != null && pairing.getFirst().equals(pairing.getSecond())) {
            error(text("forbiddenSelf", pairing.getFirst()), pairing, Literals.FORBIDDEN_PAIRING__SECOND,
                    RegulationsIssueCodes.BAD_RANGE);
        }
    }

    @Check
    public void ratingRangeInOrder(RatingSetting rating) {
        if (rating.getMin() > rating.getMax()) {
            error(text("rangeReversed", rating.getMin(), rating.getMax()), rating, Literals.RATING_SETTING__MAX,
                    RegulationsIssueCodes.BAD_RANGE);
        }
    }

    @Check
    public void ageGroupInOrder(AgeGroup group) {
        if (written(group, Literals.AGE_GROUP__TO) && group.getTo() < group.getFrom()) {
            error(text("rangeReversed", group.getFrom(), group.getTo()), group, Literals.AGE_GROUP__TO, RegulationsIssueCodes.BAD_RANGE);
        }
    }

    /** A prize goes to places that exist: places in order, none beyond the entrants announced. */
    @Check
    public void prizesWithinTheEntrants(Prize prize) {
        int last = written(prize, Literals.PRIZE__LAST) ? prize.getLast() : prize.getPlace();
        if (prize.getPlace() < 1 || last < prize.getPlace()) {
            error(text("rangeReversed", prize.getPlace(), last), prize, Literals.PRIZE__PLACE, RegulationsIssueCodes.BAD_RANGE);
            return;
        }
        RegulationsFacts facts = RegulationsFacts.of(prize);
        int entrants = facts.entrants().orElse(Integer.MAX_VALUE);
        if (prize.getCategory() == null && last > entrants) {
            warning(text("prizeBeyondEntrants", last, entrants), prize, written(prize, Literals.PRIZE__LAST) ? Literals.PRIZE__LAST
                    : Literals.PRIZE__PLACE, RegulationsIssueCodes.PRIZE_BEYOND_ENTRANTS);
        }
    }

    /** A unit's quota is at least one player. */
    @Check
    public void unitSendsSomeone(Unit unit) {
        if (written(unit, Literals.UNIT__QUOTA) && unit.getQuota() < 1) {
            error(text("quotaNotPositive", unit.getName()), unit, Literals.UNIT__QUOTA, RegulationsIssueCodes.BAD_RANGE);
        }
    }

}
