package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.tournament.model.mapping.TournamentFile;

/** Tournament states for the operations' tests, written as {@code *.tournament} files. */
final class States {

    private States() {
    }

    /** A chess Swiss (FIDE Dutch) of {@code n} players rated 2400, 2390, ..., of {@code rounds} rounds, none paired. */
    static Tournament swiss(int n, int rounds) {
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            players.add(Player.of(i, "Player " + (char) ('A' + i - 1), 2410 - 10 * i));
        }
        return Tournament.of(TournamentInfo.of("Test open", GameKind.CHESS, CompetitionSystem.SWISS_DUTCH, rounds), players, List.of());
    }

    /** Round {@code number}: boards "1-4 1-0" (first, second, result as {@link ResultNotation} reads it). */
    static Round round(int number, boolean published, String... boards) {
        List<Pairing> pairings = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (String b : boards) {
            String[] parts = b.split(" ");
            String[] who = parts[0].split("-");
            pairings.add(Pairing.of(pairings.size() + 1, Integer.parseInt(who[0]), Integer.parseInt(who[1]),
                    parts.length > 1 ? ResultNotation.parse(parts[1]).orElseThrow() : GameResult.NOT_YET_PLAYED));
        }
        return new Round(number, "", published, pairings, byes);
    }

    /** Writes {@code t} as {@code name} in {@code dir}. */
    static Path write(Path dir, String name, Tournament t) {
        ParseResult<Path> saved = TournamentFile.save(dir.resolve(name), t);
        if (!saved.isOk()) {
            throw new IllegalStateException(saved.problems().toString());
        }
        return saved.value();
    }

    /** Reads a state file back. */
    static Tournament read(Path file) {
        ParseResult<Tournament> t = TournamentStore.load(file);
        if (!t.isOk()) {
            throw new IllegalStateException(t.problems().toString());
        }
        return t.value();
    }

    /** The problems in English, one a line. */
    static String text(List<Problem> problems) {
        return String.join("\n", problems.stream().map(p -> p.text(Locale.ENGLISH)).toList());
    }
}
