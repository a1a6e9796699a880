package org.chessarbiter.regulations.validation;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

import org.chessarbiter.regulations.regulations.GameKind;
import org.chessarbiter.regulations.regulations.Norm;
import org.chessarbiter.regulations.regulations.NormTitle;
import org.chessarbiter.regulations.regulations.RegulationsPackage.Literals;
import org.chessarbiter.regulations.regulations.Sex;
import org.eclipse.xtext.validation.Check;

/**
 * Title norms as Luật cờ Tướng 2004 phụ lục 6 sets them for the national team championship: master 72% (9 games
 * 6.5 points, 11 games 8, 13 games 9.5), candidate master half a point less, first class 55% (9 games 5, 11 games
 * 6, 13 games 7); for women, master and candidate master are given by places, not by points.
 */
public class NormChecks extends RegulationsChecks {

    /** The points of the appendix's tables: title, then games to points. */
    static final Map<NormTitle, Map<Integer, BigDecimal>> TABLES = Map.of(
            NormTitle.MASTER, Map.of(9, new BigDecimal("6.5"), 11, new BigDecimal("8"), 13, new BigDecimal("9.5")),
            NormTitle.CANDIDATE, Map.of(9, new BigDecimal("6"), 11, new BigDecimal("7.5"), 13, new BigDecimal("9")),
            NormTitle.FIRST_CLASS, Map.of(9, new BigDecimal("5"), 11, new BigDecimal("6"), 13, new BigDecimal("7")));

    /** The share of the points of each title, for a number of games the tables do not give. */
    static final Map<NormTitle, BigDecimal> SHARES = Map.of(NormTitle.MASTER, new BigDecimal("0.72"), NormTitle.FIRST_CLASS,
            new BigDecimal("0.55"));

    @Check
    public void normAsAppendix6(Norm norm) {
        if (RegulationsFacts.of(norm).game().filter(g -> g != GameKind.XIANGQI).isPresent()) {
            return; // appendix 6 is the xiangqi law's; chess norms are outside the seeds
        }
        BigDecimal points = new BigDecimal(norm.getPoints());
        if (points.compareTo(BigDecimal.valueOf(norm.getGames())) > 0) {
            error(text("normAboveGames", norm.getPoints(), norm.getGames()), norm, Literals.NORM__POINTS, RegulationsIssueCodes.NORM_TABLE);
            return;
        }
        if (norm.getSex() == Sex.WOMEN && norm.getTitle() != NormTitle.FIRST_CLASS) {
            error(text("normWomenByPlaces", norm.getTitle().getLiteral()), norm, Literals.NORM__TITLE, RegulationsIssueCodes.NORM_TABLE);
            return;
        }
        BigDecimal table = TABLES.get(norm.getTitle()).get(norm.getGames());
        if (table != null) {
            if (table.compareTo(points) != 0) {
                error(text("normTable", norm.getTitle().getLiteral(), norm.getGames(), table.toPlainString(), norm.getPoints()), norm,
                        Literals.NORM__POINTS, RegulationsIssueCodes.NORM_TABLE);
            }
            return;
        }
        BigDecimal least = least(norm.getTitle(), norm.getGames());
        if (points.compareTo(least) < 0) {
            error(text("normBelowShare", norm.getTitle().getLiteral(), norm.getGames(), least.toPlainString(), norm.getPoints()), norm,
                    Literals.NORM__POINTS, RegulationsIssueCodes.NORM_TABLE);
        }
    }

    /** The least points of a title's share in so many games, rounded up to a half point. */
    static BigDecimal least(NormTitle title, int games) {
        NormTitle base = title == NormTitle.CANDIDATE ? NormTitle.MASTER : title;
        BigDecimal halves = SHARES.get(base).multiply(BigDecimal.valueOf(2L * games)).setScale(0, RoundingMode.CEILING);
        BigDecimal least = halves.divide(BigDecimal.valueOf(2));
        return title == NormTitle.CANDIDATE ? least.subtract(new BigDecimal("0.5")) : least;
    }
}
