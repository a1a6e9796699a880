package org.chessarbiter.tournament.core;

import java.util.Map;

/**
 * What a tournament is: name, game, law edition (e.g. "FIDE 2018", "FIDE 2000", "Luật cờ Tướng 2004"),
 * individual or team, competition system and its parameters (e.g. "acceleration" -> "baku"),
 * planned number of rounds (0 if unknown), and the descriptive data TRF carries. Text is "" when unknown.
 */
public record TournamentInfo(String name, GameKind game, String lawEdition, boolean teamEvent,
        CompetitionSystem system, Map<String, String> systemParameters, int plannedRounds,
        String city, String federation, String startDate, String endDate, String chiefArbiter, String timeControl) {

    public TournamentInfo {
        systemParameters = Map.copyOf(systemParameters);
    }

    public static TournamentInfo of(String name, GameKind game, CompetitionSystem system, int plannedRounds) {
        return new TournamentInfo(name, game, "", false, system, Map.of(), plannedRounds, "", "", "", "", "", "");
    }

    public TournamentInfo withPlannedRounds(int rounds) {
        return new TournamentInfo(name, game, lawEdition, teamEvent, system, systemParameters, rounds,
                city, federation, startDate, endDate, chiefArbiter, timeControl);
    }
}
