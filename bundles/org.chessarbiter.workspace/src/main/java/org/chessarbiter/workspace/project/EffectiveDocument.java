package org.chessarbiter.workspace.project;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfExporter;
import org.chessarbiter.tournament.trf.TrfLine;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * The build's effective tournament as a TRF document, what the next round is paired on and what the proposal file
 * holds: a TRF state is kept line for line (its byes, accelerations, forbidden pairs and lot seed with it), with the
 * results taken from scoresheets written into both players' round blocks and their points columns; a tournament
 * file is exported ({@link TrfExporter}, TRF26) with its system as the {@code 192} line. Rounds the state has not
 * published are left out: they are proposed again.
 */
final class EffectiveDocument {

    private EffectiveDocument() {
    }

    static TrfDocument of(TournamentState state, Tournament effective, List<TakenResult> taken) {
        if (state.trf().isPresent()) {
            return patched(state.trf().get(), effective.scoring(), taken);
        }
        Tournament published = effective;
        for (Round r : effective.rounds()) {
            if (!r.published()) {
                List<Round> kept = new ArrayList<>(published.rounds());
                kept.removeIf(x -> x.number() == r.number());
                published = new Tournament(published.info(), published.scoring(), published.players(), published.teams(), kept,
                        published.withdrawals(), published.lateEntries(), published.matches());
            }
        }
        TrfDocument exported = TrfExporter.toDocument(published, Map.of());
        List<TrfLine> lines = new ArrayList<>(exported.lines());
        if (effective.info().system() != CompetitionSystem.OTHER) {
            lines.add(1, TrfLine.of(new TrfRecord.Text("192", " " + effective.info().system().name())));
        }
        return new TrfDocument(lines);
    }

    /** The TRF document with each result taken written into both players' blocks and points. */
    private static TrfDocument patched(TrfDocument doc, Scoring scoring, List<TakenResult> taken) {
        List<TrfLine> lines = new ArrayList<>(doc.lines());
        for (TakenResult r : taken) {
            set(lines, r.first(), r.round(), r.result(), true, scoring);
            set(lines, r.second(), r.round(), r.result(), false, scoring);
        }
        return new TrfDocument(lines);
    }

    private static void set(List<TrfLine> lines, int player, int round, GameResult result, boolean first, Scoring scoring) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).record() instanceof TrfRecord.Player p && p.startNumber() == player && p.rounds().size() >= round) {
                List<TrfRecord.RoundCell> cells = new ArrayList<>(p.rounds());
                TrfRecord.RoundCell cell = cells.get(round - 1);
                var outcome = first ? result.forFirst() : result.forSecond();
                cells.set(round - 1, new TrfRecord.RoundCell(cell.opponent(), cell.colour(), outcome.trfCode()));
                Points points = p.points() == null ? null : p.points().plus(scoring.points(outcome));
                lines.set(i, TrfLine.of(new TrfRecord.Player(p.startNumber(), p.sex(), p.title(), p.name(), p.rating(),
                        p.federation(), p.fideId(), p.birthDate(), points, p.rank(), cells)));
                return;
            }
        }
    }
}
