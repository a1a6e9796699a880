package org.chessarbiter.workspace.project;

import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.TournamentRecord;
import org.chessarbiter.rules.Message;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.workspace.pairing.PairedRound;

/**
 * The next round's proposal: paired by the pairing operation with the system the regulations name (else the state's
 * own), on the build's effective tournament; a derived file until the arbiter publishes the round.
 *
 * @param round  the round proposed
 * @param paired the round, its policy and its explanation
 */
public record Proposal(int round, PairedRound paired) {

    /** The effective tournament with the round written in, as the proposal file holds it. */
    public TrfDocument document() {
        return paired.document();
    }

    /** The proposal as text: the boards and byes with the players' names, the system, then the explanation. */
    public String text(Locale locale) {
        RoundPairing p = paired.pairing();
        TournamentRecord t = paired.input().tournament().record();
        Map<Integer, String> names = t.players().stream()
                .collect(Collectors.toMap(TournamentRecord.Entrant::id, TournamentRecord.Entrant::name, (a, b) -> a));
        IntFunction<String> who = id -> names.getOrDefault(id, "").isBlank() ? Integer.toString(id) : id + " " + names.get(id);
        StringBuilder b = new StringBuilder();
        b.append(text(locale, "proposal.header", round, p.boards().size())).append('\n');
        b.append(text(locale, "proposal.system", paired.policy().system().displayName().format(locale))).append('\n');
        paired.policy().seed().ifPresent(seed -> b.append(text(locale, "proposal.seed", seed)).append('\n'));
        b.append('\n');
        for (Board board : p.boards()) {
            b.append(String.format(locale, "%4d  %-34s - %s%n", board.number(), who.apply(board.white()), who.apply(board.black())));
        }
        for (Bye bye : p.byes()) {
            b.append("      ").append(who.apply(bye.player())).append(": ").append(text(locale, "proposal.bye." + bye.kind().name()))
                    .append('\n');
        }
        b.append('\n').append(p.explanation().text(locale)).append('\n');
        return b.toString();
    }

    private static String text(Locale locale, String key, Object... args) {
        return Message.of(Proposal.class, key, args).format(locale);
    }
}
