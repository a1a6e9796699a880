package org.chessarbiter.pairing.bylot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Message;

/**
 * The printable record of one round's draw (000 Art. 14): the seed of the random generator (the
 * same request and seed replay the same draw), each accepted step, how many draws were rejected
 * and redrawn because of 14.4 ("bốc thăm lại"), whether the structured draw of 14.3 or the fallback
 * of 14.4.3 produced it, and the bye.
 *
 * @param round    the round drawn
 * @param seed     the seed of the random generator
 * @param steps    the accepted steps, in order
 * @param redraws  the number of drawn opponents rejected or undone
 * @param fallback true when the pairing had to cross score groups freely (14.4.3)
 * @param bye      the player without an opponent, if any
 */
public record DrawRecord(int round, long seed, List<DrawStep> steps, long redraws, boolean fallback,
        Optional<Integer> bye) {

    public DrawRecord {
        steps = List.copyOf(steps);
    }

    /** @return the record as lines of messages */
    public List<Message> lines() {
        List<Message> out = new ArrayList<>();
        out.add(SystemMessages.of("record.header", round, Long.toString(seed)));
        for (DrawStep s : steps) {
            out.add(SystemMessages.of("record.step", s.groupPoints() / 10.0, s.article(), s.chooser(),
                    s.candidates().toString(), s.opponent(), s.white()));
        }
        out.add(SystemMessages.of("record.redraws", redraws));
        if (fallback) {
            out.add(SystemMessages.of("record.fallback"));
        }
        bye.ifPresent(b -> out.add(SystemMessages.of("record.bye", b)));
        return out;
    }

    /** @return the printable record in the given locale */
    public String text(Locale locale) {
        StringBuilder sb = new StringBuilder();
        for (Message m : lines()) {
            sb.append(m.format(locale)).append('\n');
        }
        return sb.toString();
    }
}
