package org.chessarbiter.workspace.project;

import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.rules.game.WrittenTag;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;

/**
 * Links each game of a scoresheet to its board: by its {@code Round} tag and a {@code Board} tag, else by
 * {@code Round} and the players' start numbers ({@code WhiteNumber} / {@code BlackNumber}), else by the board
 * whose {@code scoresheet} reference (a path relative to the project folder) names the file, else, with a
 * {@code Round} tag only, by the board of that round whose two players are the {@code White} and {@code Black}
 * of the tags (names compared without case, spacing or a "Last, First" comma mattering). The players' names
 * of the {@code White} and {@code Black} tags are then checked against the board's players: a name that differs
 * is a warning on its tag. A game that names a round and a board the tournament does not have is a warning; a
 * game without a round and not referenced by a board is not a tournament game (an analysis) and is left alone.
 */
final class BoardLinks {

    /** The games linked and the problems of linking them. */
    record Links(List<LinkedGame> games, List<ProjectProblem> problems) {
    }

    private BoardLinks() {
    }

    /** Links the games {@code written} of the scoresheet {@code file} of the project {@code root}. */
    static Links link(Tournament t, Path root, Path file, List<WrittenGame> written) {
        List<LinkedGame> games = new ArrayList<>();
        List<ProjectProblem> problems = new ArrayList<>();
        String relative = root.relativize(file).toString().replace('\\', '/');
        for (WrittenGame g : written) {
            OptionalInt round = number(g, "Round");
            Optional<Referenced> referenced = referenced(t, relative);
            if (round.isEmpty() && referenced.isEmpty()) {
                continue;
            }
            Optional<Referenced> board = round.isPresent() ? byTags(t, g, round.getAsInt()) : referenced;
            if (board.isEmpty() && round.isPresent() && referenced.filter(r -> r.round() == round.getAsInt()).isPresent()) {
                board = referenced;
            }
            if (board.isEmpty() && round.isPresent()) {
                board = byNames(t, g, round.getAsInt());
            }
            if (board.isEmpty()) {
                problems.add(unlinked(file, g, round.orElse(0)));
                continue;
            }
            LinkedGame linked = new LinkedGame(file, g, board.get().round(), board.get().pairing());
            games.add(linked);
            names(t, linked, problems);
        }
        return new Links(games, problems);
    }

    private record Referenced(int round, Pairing pairing) {
    }

    /** The board a game's tags name in {@code round}: by its {@code Board} tag, else by the players' start numbers. */
    private static Optional<Referenced> byTags(Tournament t, WrittenGame g, int round) {
        Optional<Round> r = t.rounds().stream().filter(x -> x.number() == round).findFirst();
        if (r.isEmpty()) {
            return Optional.empty();
        }
        OptionalInt board = number(g, "Board");
        if (board.isPresent()) {
            return r.get().pairings().stream().filter(p -> p.board() == board.getAsInt()).findFirst()
                    .map(p -> new Referenced(round, p));
        }
        OptionalInt white = number(g, "WhiteNumber");
        OptionalInt black = number(g, "BlackNumber");
        if (white.isEmpty() && black.isEmpty()) {
            return Optional.empty();
        }
        return r.get().pairings().stream()
                .filter(p -> (white.isEmpty() || p.first() == white.getAsInt()) && (black.isEmpty() || p.second() == black.getAsInt()))
                .findFirst().map(p -> new Referenced(round, p));
    }

    /** The board whose scoresheet reference names the file, if one does. */
    private static Optional<Referenced> referenced(Tournament t, String relative) {
        for (Round r : t.rounds()) {
            for (Pairing p : r.pairings()) {
                if (!p.scoresheet().isBlank() && p.scoresheet().replace('\\', '/').equals(relative)) {
                    return Optional.of(new Referenced(r.number(), p));
                }
            }
        }
        return Optional.empty();
    }

    /** A warning on the {@code White} or {@code Black} tag whose name is not the board's player's. */
    private static void names(Tournament t, LinkedGame linked, List<ProjectProblem> problems) {
        check(t, linked, "White", linked.pairing().first(), problems);
        check(t, linked, "Black", linked.pairing().second(), problems);
    }

    private static void check(Tournament t, LinkedGame linked, String tag, int startNumber, List<ProjectProblem> problems) {
        Optional<WrittenTag> written = linked.game().tag(tag);
        Optional<Player> player = t.player(startNumber);
        if (written.isEmpty() || player.isEmpty() || written.get().value().isBlank()
                || normalized(written.get().value()).equals(normalized(player.get().name()))) {
            return;
        }
        problems.add(warning(linked.file(), written.get().where().location(), "link.name." + tag, written.get().value(),
                linked.round(), linked.pairing().board(), startNumber, player.get().name()));
    }

    /** A name compared: composed, case and spacing ignored, a "Last, First" comma taken as a space. */
    static String normalized(String name) {
        return Normalizer.normalize(name, Normalizer.Form.NFC).replace(',', ' ').strip().replaceAll("\\s+", " ")
                .toLowerCase(Locale.ROOT);
    }

    /** The whole number a tag starts with ("3", "3.1" is round 3), if it has one. */
    static OptionalInt number(WrittenGame g, String tag) {
        Optional<String> v = g.tagValue(tag).map(String::strip);
        if (v.isEmpty() || !v.get().matches("\\d{1,4}([.:].*)?")) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(Integer.parseInt(v.get().replaceAll("[.:].*", "")));
    }

    /** The board of {@code round} whose players are the game's {@code White} and {@code Black}, if exactly one is. */
    private static Optional<Referenced> byNames(Tournament t, WrittenGame g, int round) {
        Optional<String> white = g.tagValue("White").map(BoardLinks::normalized);
        Optional<String> black = g.tagValue("Black").map(BoardLinks::normalized);
        if (white.isEmpty() || black.isEmpty()) {
            return Optional.empty();
        }
        List<Referenced> found = t.rounds().stream().filter(r -> r.number() == round).flatMap(r -> r.pairings().stream())
                .filter(p -> white.equals(t.player(p.first()).map(x -> normalized(x.name())))
                        && black.equals(t.player(p.second()).map(x -> normalized(x.name()))))
                .map(p -> new Referenced(round, p)).toList();
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /** Why a game that names its round is linked to no board. */
    private static ProjectProblem unlinked(Path file, WrittenGame g, int round) {
        if (g.tagValue("Board").isPresent()) {
            return warning(file, at(g, "Board"), "link.noBoard", round, g.tagValue("Board").get());
        }
        if (g.tagValue("WhiteNumber").isPresent() || g.tagValue("BlackNumber").isPresent()) {
            return warning(file, at(g, g.tagValue("WhiteNumber").isPresent() ? "WhiteNumber" : "BlackNumber"), "link.noPlayers",
                    round, g.tagValue("WhiteNumber").orElse("?"), g.tagValue("BlackNumber").orElse("?"));
        }
        return warning(file, at(g, "Round"), "link.noTags", round);
    }

    /** Where a game's tag stands, else where the game starts. */
    static Location at(WrittenGame g, String tag) {
        return g.tag(tag).map(t -> t.where().location()).orElseGet(() -> g.tags().isEmpty() ? Location.at(1, 1)
                : g.tags().get(0).where().location());
    }

    private static ProjectProblem warning(Path file, Location at, String key, Object... args) {
        return new ProjectProblem(file, Problem.warning(ProblemKind.ILLEGAL, at, Message.of(BoardLinks.class, key, args)),
                key.startsWith("link.name") ? "names" : "link", ProjectProblem.Origin.PROJECT);
    }
}
