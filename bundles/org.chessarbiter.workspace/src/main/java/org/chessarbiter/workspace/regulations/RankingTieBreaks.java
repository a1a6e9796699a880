package org.chessarbiter.workspace.regulations;

import java.nio.file.Path;
import java.util.Optional;

import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.tournament.standings.C07Edition;

/**
 * The tie-breaks the regulations fix for the standings ({@code hệ_số_phụ}), in order, with the C.07 edition they
 * follow and whether they rank teams (the regulations name a team system) or players.
 *
 * @param codes the codes in order, separated by spaces, as {@code StandingsService.rank} takes them
 * @param edition the C.07 edition
 * @param teams true when the regulations are those of a team event: their tie-breaks rank the teams
 * @param regulations the regulations file they come from
 */
public record RankingTieBreaks(String codes, C07Edition edition, boolean teams, Path regulations) {

    /** The tie-breaks of {@code terms}, empty when they name none. */
    static Optional<RankingTieBreaks> of(Path regulations, RegulationsTerms terms) {
        boolean teams = terms.systemCode().map(SystemCode::isTeam).orElse(false);
        return terms.tieBreaks().map(t -> new RankingTieBreaks(String.join(" ", t.value()), terms.tieBreakEdition(), teams,
                regulations));
    }

    /** These tie-breaks for a ranking of teams ({@code true}) or of players: empty when they rank the other. */
    public Optional<RankingTieBreaks> forRanking(boolean rankTeams) {
        return rankTeams == teams ? Optional.of(this) : Optional.empty();
    }
}
