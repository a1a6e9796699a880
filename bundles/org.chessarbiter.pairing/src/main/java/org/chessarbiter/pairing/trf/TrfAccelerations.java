package org.chessarbiter.pairing.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.chessarbiter.pairing.Acceleration;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * Virtual points written in a TRF file (C.04.5 accelerated pairings): JaVaFo / bbpPairings XXA
 * lines (one value per round, blank = 0) and TRF26 250 lines (game points for a range of rounds
 * and of players; a later line overrides an earlier one where they overlap).
 */
final class TrfAccelerations {

    private TrfAccelerations() {
    }

    static Acceleration read(TrfDocument doc, List<Problem> problems) {
        Map<Integer, List<Integer>> per = new HashMap<>();
        for (TrfRecord r : doc.records()) {
            if (r instanceof TrfRecord.PlayerAcceleration a) {
                List<Integer> list = new ArrayList<>();
                for (Points p : a.perRound()) {
                    list.add(p == null ? 0 : TournamentRecords.tenths(p, "XXA", problems));
                }
                per.put(a.player(), list);
            } else if (r instanceof TrfRecord.Acceleration a) {
                int v = TournamentRecords.tenths(a.gamePoints(), "250", problems);
                if (a.firstRound() < 1 || a.lastRound() < a.firstRound()) {
                    continue; // an empty or impossible range gives no virtual points
                }
                for (int player = a.firstPlayer(); player <= a.lastPlayer(); player++) {
                    List<Integer> list = per.computeIfAbsent(player, k -> new ArrayList<>());
                    while (list.size() < a.lastRound()) {
                        list.add(0);
                    }
                    for (int round = a.firstRound(); round <= a.lastRound(); round++) {
                        list.set(round - 1, v);
                    }
                }
            }
        }
        return new Acceleration(per);
    }
}
