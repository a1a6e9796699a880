package org.chessarbiter.pairing.dutch;

import java.util.List;
import java.util.stream.Collectors;

import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.ForbiddenPairs;
import org.chessarbiter.rules.Message;

/** Turns what the pairer did into lines an arbiter can read out (dutch/messages bundle). */
final class DutchExplainer {

    private final Explanation.Builder out = new Explanation.Builder();
    private final List<DutchPlayer> sorted;

    DutchExplainer(List<DutchPlayer> sorted) {
        this.sorted = sorted;
    }

    static Message msg(String key, Object... args) {
        return Message.of(DutchExplainer.class, key, args);
    }

    private String ids(List<Integer> vertices) {
        if (vertices.isEmpty()) {
            return "-";
        }
        return vertices.stream().map(v -> Integer.toString(sorted.get(v).id())).collect(Collectors.joining(", "));
    }

    void header(int round, int players, String edition) {
        out.add(msg("dutch.header", round, players, edition));
    }

    void bracket(DutchPairer.BracketTrace t) {
        if (t.residents().isEmpty() && t.movedDown().isEmpty()) {
            return;
        }
        out.add(msg("dutch.bracket", Points.format(t.score()), ids(t.residents()), ids(t.movedDown())));
        if (!t.downfloaters().isEmpty()) {
            out.add(msg("dutch.downfloaters", ids(t.downfloaters())));
        }
    }

    /** C.04.5.1: who has virtual points this round, e.g. "1, 2, 3 (+1)". */
    void acceleration() {
        String who = sorted.stream().filter(p -> p.virtualPoints() > 0).sorted(java.util.Comparator.comparingInt(DutchPlayer::id))
                .map(p -> p.id() + " (+" + Points.format(p.virtualPoints()) + ")").collect(Collectors.joining(", "));
        if (!who.isEmpty()) {
            out.add(msg("dutch.acceleration", who));
        }
    }

    /** The regulations' forbidden pairs of this round, one line each, with their reason. */
    void forbidden(ForbiddenPairs pairs) {
        pairs.pairs().forEach(p -> out.add(msg("dutch.forbidden", p.first(), p.second(), p.reason())));
    }

    void bye(DutchPlayer p) {
        out.add(msg("dutch.bye", p.id(), Points.format(p.score()), p.playedGames()));
    }

    void board(int number, DutchPlayer white, DutchPlayer black, ColourRule rule) {
        out.add(msg("dutch.board." + rule.name(), number, white.id(), black.id(), Points.format(white.score()),
                Points.format(black.score())));
        if (white.score() != black.score()) {
            DutchPlayer down = white.score() > black.score() ? white : black;
            DutchPlayer up = down == white ? black : white;
            out.add(msg("dutch.float", down.id(), Points.format(down.score()), up.id(), Points.format(up.score())));
        }
    }

    Explanation build() {
        return out.build();
    }
}
