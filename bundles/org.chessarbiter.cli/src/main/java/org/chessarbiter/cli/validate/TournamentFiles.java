package org.chessarbiter.cli.validate;

import java.nio.charset.Charset;
import java.nio.file.Path;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.validation.Reported;

/**
 * TRF and tournament files, checked as the workspace's build checks them (its {@code TournamentBuilder}):
 * read by {@link StandingsService#load}, the reader behind the standings view and {@code arbiter standings}.
 */
final class TournamentFiles {

    private TournamentFiles() {
    }

    /** Reads {@code file} (a TRF file in {@code encoding}) and tells its problems. */
    static void check(Path file, Charset encoding, ValidationListener listener) {
        ParseResult<Tournament> read = StandingsService.load(file, encoding);
        for (Problem p : read.problems()) {
            listener.problem(file, new Reported(p, "tournament"));
        }
    }
}
