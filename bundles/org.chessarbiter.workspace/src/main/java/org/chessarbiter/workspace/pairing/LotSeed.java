package org.chessarbiter.workspace.pairing;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfLine;
import org.chessarbiter.tournament.trf.TrfRecord;

/**
 * The tournament's seed of the Swiss system by lot (FIDE 2000 Part 2 Art. 14), recorded in the file as
 * a TRF26 comment line {@code ### SWISS_BY_LOT seed N}: the seed of every round is derived from it
 * ({@code SwissByLotSystem#seedFor}), so the lot of any round can be drawn again identically and audited.
 */
final class LotSeed {

    private static final String TAG = "SWISS_BY_LOT seed ";
    private static final Pattern RECORDED = Pattern.compile("\\s*" + TAG + "(-?\\d+)\\s*");

    private LotSeed() {
    }

    /** @return the seed the file records, if any (the first one) */
    static OptionalLong recorded(TrfDocument document) {
        for (TrfRecord.Comment c : document.records(TrfRecord.Comment.class)) {
            Matcher m = RECORDED.matcher(c.text());
            if (m.matches()) {
                try {
                    return OptionalLong.of(Long.parseLong(m.group(1)));
                } catch (NumberFormatException e) {
                    return OptionalLong.empty();
                }
            }
        }
        return OptionalLong.empty();
    }

    /** @return the document with the seed recorded: the same document when it already records this seed */
    static TrfDocument recordedIn(TrfDocument document, long seed) {
        if (recorded(document).equals(OptionalLong.of(seed))) {
            return document;
        }
        List<TrfLine> lines = new ArrayList<>(document.lines().stream()
                .filter(l -> !(l.record() instanceof TrfRecord.Comment c && RECORDED.matcher(c.text()).matches())).toList());
        lines.add(TrfLine.of(new TrfRecord.Comment(" " + TAG + seed)));
        return new TrfDocument(lines);
    }

    /** @return a new seed, drawn when the arbiter gives none and the file records none */
    static long draw() {
        return new SecureRandom().nextLong() & Long.MAX_VALUE;
    }
}
