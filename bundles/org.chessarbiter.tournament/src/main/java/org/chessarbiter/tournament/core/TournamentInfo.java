package org.chessarbiter.tournament.core;

import java.util.Map;

/**
 * What a tournament is: name, game, law edition (e.g. "FIDE 2018", "FIDE 2000", "Luật cờ Tướng 2004"),
 * individual or team, competition system and its parameters (e.g. "acceleration" -> "baku"),
 * planned number of rounds (0 if unknown), the descriptive data TRF carries, and the tie-breaks the
 * regulations name, in order (C.07 or VN-* codes, TRF26 202; empty when none). Text is "" when unknown.
 */
public record TournamentInfo(String name, GameKind game, String lawEdition, boolean teamEvent,
        CompetitionSystem system, Map<String, String> systemParameters, int plannedRounds,
        String city, String federation, String startDate, String endDate, String chiefArbiter, String timeControl,
        java.util.List<String> tieBreaks) {

    public TournamentInfo {
        systemParameters = Map.copyOf(systemParameters);
        tieBreaks = java.util.List.copyOf(tieBreaks);
    }

    /** Without tie-breaks named. */
    public TournamentInfo(String name, GameKind game, String lawEdition, boolean teamEvent,
            CompetitionSystem system, Map<String, String> systemParameters, int plannedRounds,
            String city, String federation, String startDate, String endDate, String chiefArbiter, String timeControl) {
        this(name, game, lawEdition, teamEvent, system, systemParameters, plannedRounds, city, federation, startDate, endDate,
                chiefArbiter, timeControl, java.util.List.of());
    }

    public static TournamentInfo of(String name, GameKind game, CompetitionSystem system, int plannedRounds) {
        return new TournamentInfo(name, game, "", false, system, Map.of(), plannedRounds, "", "", "", "", "", "");
    }

    public TournamentInfo withPlannedRounds(int rounds) {
        return new TournamentInfo(name, game, lawEdition, teamEvent, system, systemParameters, rounds,
                city, federation, startDate, endDate, chiefArbiter, timeControl, tieBreaks);
    }

    /** This information with the system's parameters {@code parameters} (those of the file it was read from included). */
    public TournamentInfo withSystemParameters(Map<String, String> parameters) {
        return new TournamentInfo(name, game, lawEdition, teamEvent, system, parameters, plannedRounds,
                city, federation, startDate, endDate, chiefArbiter, timeControl, tieBreaks);
    }

    /** This information with the place and the chief arbiter (TRF 022, 032, 102) where it gives none. */
    public TournamentInfo withPlaceWhereUnset(String newCity, String newFederation, String newChiefArbiter) {
        return new TournamentInfo(name, game, lawEdition, teamEvent, system, systemParameters, plannedRounds,
                city.isBlank() ? newCity : city, federation.isBlank() ? newFederation : federation, startDate, endDate,
                chiefArbiter.isBlank() ? newChiefArbiter : chiefArbiter, timeControl, tieBreaks);
    }

    public TournamentInfo withTieBreaks(java.util.List<String> codes) {
        return new TournamentInfo(name, game, lawEdition, teamEvent, system, systemParameters, plannedRounds,
                city, federation, startDate, endDate, chiefArbiter, timeControl, codes);
    }
}
