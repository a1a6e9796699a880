package org.chessarbiter.regulations.validation;

import java.math.BigDecimal;
import java.util.Optional;

import org.chessarbiter.regulations.regulations.ByeSetting;
import org.chessarbiter.regulations.regulations.GameKind;
import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.ScoringSetting;
import org.eclipse.xtext.validation.Check;

/**
 * Game scoring as the game's law gives it: chess 1-½-0 (FIDE 2018 10.1); xiangqi 1-½-0 (Luật cờ Tướng 2004 Điều
 * 21.1), and 2-1-0 game points when a pairing plays a match of two games (Điều 21.2). Other points are the
 * regulations' deliberate exception, and say so ({@code exception "reason"}).
 */
public class ScoringChecks extends RegulationsChecks {

    /** The law's scoring for the regulations' game and matches, with its article. */
    record LawScoring(BigDecimal win, BigDecimal draw, BigDecimal loss, String article) {
    }

    static Optional<LawScoring> lawScoring(RegulationsFacts facts) {
        Optional<GameKind> game = facts.game();
        if (game.isEmpty()) {
            return Optional.empty();
        }
        if (game.get() == GameKind.XIANGQI) {
            return Optional.of(facts.gamesPerMatch() == 2
                    ? new LawScoring(BigDecimal.valueOf(2), BigDecimal.ONE, BigDecimal.ZERO, "Luật cờ Tướng 2004 Điều 21.2")
                    : new LawScoring(BigDecimal.ONE, new BigDecimal("0.5"), BigDecimal.ZERO, "Luật cờ Tướng 2004 Điều 21.1"));
        }
        return Optional.of(new LawScoring(BigDecimal.ONE, new BigDecimal("0.5"), BigDecimal.ZERO, "FIDE 2018 10.1"));
    }

    @Check
    public void scoringAsTheLawSays(ScoringSetting setting) {
        if (setting.getException() != null) {
            return;
        }
        lawScoring(RegulationsFacts.of(setting)).ifPresent(law -> {
            if (!same(setting.getWin(), law.win()) || !same(setting.getDraw(), law.draw()) || !same(setting.getLoss(), law.loss())) {
                error(text("scoringNotLaw", setting.getWin(), setting.getDraw(), setting.getLoss(), law.win().toPlainString(),
                        law.draw().toPlainString(), law.loss().toPlainString(), law.article()), setting, null,
                        RegulationsIssueCodes.SCORING_NOT_LAW);
            }
        });
    }

    /** A win is worth more than a draw, a draw more than a loss (FIDE 2018 10.1). */
    @Check
    public void winBeatsDrawBeatsLoss(ScoringSetting setting) {
        BigDecimal win = new BigDecimal(setting.getWin());
        BigDecimal draw = new BigDecimal(setting.getDraw());
        if (win.compareTo(draw) <= 0 || draw.compareTo(new BigDecimal(setting.getLoss())) <= 0) {
            error(text("scoringOrder", setting.getWin(), setting.getDraw(), setting.getLoss()), setting, null,
                    RegulationsIssueCodes.SCORING_NOT_LAW);
        }
    }

    /** A bye scores at most a win (FIDE C.04.1). */
    @Check
    public void byeAtMostAWin(ByeSetting bye) {
        RegulationsFacts.of(bye).first(ScoringSetting.class).ifPresent(scoring -> {
            if (new BigDecimal(bye.getPoints()).compareTo(new BigDecimal(scoring.getWin())) > 0) {
                error(text("byeAboveWin", bye.getPoints(), scoring.getWin()), bye, Literals.BYE_SETTING__POINTS,
                        RegulationsIssueCodes.SCORING_NOT_LAW);
            }
        });
    }

    private static boolean same(String written, BigDecimal law) {
        return written != null && new BigDecimal(written).compareTo(law) == 0;
    }
}
