package org.chessarbiter.workspace.regulations;

import java.nio.file.Path;
import java.util.Optional;

import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.regulations.ByeSetting;
import org.chessarbiter.regulations.regulations.GamesPerMatchSetting;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.eclipse.xtext.EcoreUtil2;

/**
 * A tournament as its regulations configure it (DESIGN "the regulations configure the tournament"): where the
 * regulations fix the competition system, the number of rounds, the scoring of a game (and the points of a bye), the
 * tie-breaks, the time control or the law edition, the tournament takes theirs; what they leave out stays the
 * tournament file's. The rounds played are never touched. Where the two files disagree, {@link RegulationsAgreement}
 * says so on both.
 *
 * @param tournament the tournament as configured
 * @param tieBreaks the tie-breaks the regulations fix, with their C.07 edition; empty when they fix none
 * @param gamesPerMatch the games of a pairing the regulations fix ({@code games_per_match}), 1 when they fix none: with
 *                      2 the file records each game of a match in its own round and the standings rank the matches
 *                      (Luật cờ Tướng 2004 Điều 21.2)
 */
public record RegulationsConfiguration(Tournament tournament, Optional<RankingTieBreaks> tieBreaks, int gamesPerMatch) {

    /** A configuration of one game a pairing. */
    public RegulationsConfiguration(Tournament tournament, Optional<RankingTieBreaks> tieBreaks) {
        this(tournament, tieBreaks, 1);
    }

    /** {@code t} unchanged: there are no regulations to follow. */
    public static RegulationsConfiguration none(Tournament t) {
        return new RegulationsConfiguration(t, Optional.empty());
    }

    /** {@code t} as the regulations {@code regulations} (read from {@code file}, with their node model) configure it. */
    public static RegulationsConfiguration of(Path file, Regulations regulations, Tournament t) {
        RegulationsTerms terms = RegulationsTerms.of(regulations);
        TournamentInfo i = t.info();
        Optional<SystemCode> code = terms.systemCode();
        TournamentInfo info = new TournamentInfo(i.name(), terms.game().map(Stated::value).orElse(i.game()),
                terms.law().flatMap(l -> lawEdition(l.value())).orElse(i.lawEdition()),
                i.teamEvent(), code.map(SystemCode::system).orElse(i.system()),
                i.systemParameters(), terms.rounds().map(Stated::value).orElse(i.plannedRounds()), i.city(), i.federation(),
                i.startDate(), i.endDate(), i.chiefArbiter(), terms.timeControl().map(Stated::value).orElse(i.timeControl()),
                terms.tieBreaks().map(Stated::value).orElse(i.tieBreaks()));
        Scoring scoring = terms.scoring().map(s -> scoring(t.scoring(), s.value())).orElse(t.scoring());
        Optional<Points> bye = EcoreUtil2.getAllContentsOfType(regulations, ByeSetting.class).stream().findFirst()
                .map(b -> Points.parse(b.getPoints())).filter(p -> p != null);
        if (bye.isPresent()) {
            scoring = scoring.withPairingBye(bye.get());
        }
        Tournament configured = new Tournament(info, scoring, t.players(), t.teams(), t.rounds(), t.withdrawals(), t.lateEntries(),
                t.matches(), t.audit());
        int games = EcoreUtil2.getAllContentsOfType(regulations, GamesPerMatchSetting.class).stream().findFirst()
                .map(GamesPerMatchSetting::getGames).orElse(1);
        return new RegulationsConfiguration(configured, RankingTieBreaks.of(file, terms), games);
    }

    /** The tournament's scoring with the regulations' points of a win, a draw and a loss (forfeits and byes following them). */
    private static Scoring scoring(Scoring kept, Scoring said) {
        boolean same = said.win().equals(kept.win()) && said.draw().equals(kept.draw()) && said.loss().equals(kept.loss());
        return same ? kept : said;
    }

    /** The law edition as the tournament file names it ("FIDE 2018"), of a law of the library the regulations name. */
    private static Optional<String> lawEdition(String law) {
        return RegulationsAgreement.lawKey(law).map(k -> switch (k) {
            case "xiangqi2004" -> "Luật cờ Tướng 2004";
            case "fide2000" -> "FIDE 2000";
            default -> "FIDE 2018";
        });
    }
}
