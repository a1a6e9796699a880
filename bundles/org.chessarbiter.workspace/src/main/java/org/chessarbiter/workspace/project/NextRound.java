package org.chessarbiter.workspace.project;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.workspace.pairing.PairedRound;
import org.chessarbiter.workspace.pairing.PairingInput;
import org.chessarbiter.workspace.pairing.PairingOperation;
import org.chessarbiter.workspace.pairing.PairingOverrides;

/**
 * When the next round is due and its proposal: due when every published round has all its results in the effective
 * tournament (or none is published yet) and rounds remain; paired by {@link PairingOperation} (every system, the one
 * the project's regulations name through {@code SystemChoice}) on the effective TRF document.
 */
final class NextRound {

    private NextRound() {
    }

    /** The round due for a proposal, if one is: the one after the last published round, when that one is complete. */
    static OptionalInt due(Tournament effective) {
        List<Round> published = effective.rounds().stream().filter(r -> r.published() && r.isPaired()).toList();
        int last = published.stream().mapToInt(Round::number).max().orElse(0);
        boolean complete = published.stream().allMatch(Round::isComplete);
        return complete && last < effective.numberOfRounds() ? OptionalInt.of(last + 1) : OptionalInt.empty();
    }

    /** Pairs the round due on {@code document}; problems located at the state file. */
    static ParseResult<Proposal> propose(Path state, TrfDocument document, Optional<Path> regulations) {
        ParseResult<PairingTournament> read = TrfPairingReader.map(document);
        if (!read.isOk() || read.problems().stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(located(read.problems()));
        }
        PairingInput input = new PairingInput(state, document, read.value());
        PairingOverrides overrides = new PairingOverrides(Optional.empty(), Optional.empty(), false, OptionalLong.empty(), regulations);
        ParseResult<PairedRound> paired = PairingOperation.pair(input, 0, overrides);
        if (!paired.isOk()) {
            return ParseResult.fail(located(paired.problems()));
        }
        return new ParseResult<>(new Proposal(paired.value().pairing().round(), paired.value()), located(paired.problems()));
    }

    /** Problems of pairing, at the first line of the state when they have no line of their own. */
    private static List<Problem> located(List<Problem> problems) {
        List<Problem> out = new ArrayList<>();
        for (Problem p : problems) {
            out.add(p.location().line() > 0 ? p : p.at(new Location(0, 0, 1, 1, p.location().field())));
        }
        return out;
    }
}
