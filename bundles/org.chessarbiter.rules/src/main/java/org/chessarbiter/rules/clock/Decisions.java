package org.chessarbiter.rules.clock;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.chessarbiter.rules.Enforcement;
import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Outcome;
import org.chessarbiter.rules.Side;

/** Builds the {@link Decision}s of the {@link ClockLaw}s: messages of this package, citations, clock texts. */
final class Decisions {
    /** One minute. */
    static final long MINUTE = 60_000;

    private Decisions() {
    }

    /** A message of this package's bundle; the last argument is the citation of {@code articles}. */
    static Message message(String key, List<LawArticle> articles, Object... args) {
        Object[] all = Arrays.copyOf(args, args.length + 1);
        all[args.length] = cite(articles);
        return Message.of(ClockLaw.class, key, all);
    }

    /** Nothing changes on the clock. */
    static Decision note(String key, List<LawArticle> articles, Object... args) {
        return new Decision(message(key, articles, args), articles, List.of(), Optional.empty(), Optional.empty());
    }

    /** Time changes, the game goes on. */
    static Decision time(String key, List<LawArticle> articles, List<TimeChange> changes, Object... args) {
        return new Decision(message(key, articles, args), articles, changes, Optional.empty(), Optional.empty());
    }

    /** The game ends with {@code outcome}. */
    static Decision ends(String key, List<LawArticle> articles, Outcome outcome, Object... args) {
        return new Decision(message(key, articles, args), articles, List.of(), Optional.of(outcome), Optional.empty());
    }

    /**
     * {@code player} arrived {@code lateMillis} after the start; later than {@code allowed} loses by default
     * (FIDE 2018 6.7.1; FIDE 2000 6.7; Luật cờ Tướng 2004 Điều 10.2.1a, 7.1e).
     */
    static Decision arrival(ClockLaw law, Side player, long lateMillis, Duration allowed, List<LawArticle> articles) {
        if (lateMillis > allowed.toMillis()) {
            return ends("arrival.forfeit", articles, Outcome.win(player.opposite(), ClockTermination.DEFAULT_TIME,
                    Enforcement.ADJUDICATED, articles.get(0)), law.side(player), clockText(lateMillis),
                    clockText(allowed.toMillis()), law.side(player.opposite()));
        }
        return note("arrival.inTime", articles, law.side(player), clockText(lateMillis), clockText(allowed.toMillis()));
    }

    /**
     * {@code player} arrived {@code lateMillis} after the resumption of an adjourned game ({@link ClockLaw#resumptionArrival}):
     * the sealed move's own result stands ({@code resultArticles}); later than {@code allowed} loses ({@code lateArticles});
     * in time, the lateness is taken from his clock if {@code charged} ({@code chargeArticles}).
     */
    static Decision resumption(ClockLaw law, Side player, long lateMillis, Duration allowed, Optional<Outcome> sealedMoveResult,
            List<LawArticle> resultArticles, List<LawArticle> lateArticles, boolean charged, List<LawArticle> chargeArticles) {
        if (sealedMoveResult.isPresent()) {
            return ends("resumption.sealedResult", resultArticles, sealedMoveResult.get(), law.side(player), clockText(lateMillis));
        }
        if (lateMillis > allowed.toMillis()) {
            return ends("resumption.forfeit", lateArticles, Outcome.win(player.opposite(), ClockTermination.DEFAULT_TIME,
                    Enforcement.ADJUDICATED, lateArticles.get(0)), law.side(player), clockText(lateMillis),
                    clockText(allowed.toMillis()), law.side(player.opposite()));
        }
        if (charged && lateMillis > 0) {
            return time("resumption.charged", chargeArticles, add(player, -lateMillis), law.side(player), clockText(lateMillis),
                    clockText(allowed.toMillis()));
        }
        return note("resumption.inTime", lateArticles, law.side(player), clockText(lateMillis), clockText(allowed.toMillis()));
    }

    /** {@code offender} sanctioned with {@code sanction} under {@code law} ({@link ClockLaw#sanction}). */
    static Decision sanction(ClockLaw law, Side offender, Sanction sanction, long millis) {
        Optional<LawArticle> article = law.sanctionArticle(sanction);
        if (article.isEmpty()) {
            return note("sanction.notInLaw", List.of(law.sanctionsArticle()), law.side(offender), sanction.message());
        }
        List<LawArticle> a = List.of(article.get());
        Side opponent = offender.opposite();
        return switch (sanction) {
            case TIME_TO_OPPONENT -> time("sanction.timeTo", a, add(opponent, millis), law.side(offender), clockText(millis),
                    law.side(opponent));
            case TIME_FROM_OFFENDER -> time("sanction.timeFrom", a, add(offender, -millis), law.side(offender), clockText(millis));
            case GAME_LOST -> ends("sanction.lost", a, Outcome.win(opponent, ClockTermination.SANCTION, Enforcement.ADJUDICATED,
                    a.get(0)), law.side(offender), law.side(opponent));
            default -> note("sanction.recorded", a, law.side(offender), sanction.message());
        };
    }

    /** Add {@code millis} to {@code side}. */
    static List<TimeChange> add(Side side, long millis) {
        return List.of(new TimeChange(side, millis));
    }

    /**
     * The articles as one citation: each edition named once, e.g. "FIDE 2018 7.5.5, B.2" or
     * "Luật cờ Tướng 2004 Điều 12b".
     */
    static String cite(List<LawArticle> articles) {
        StringBuilder b = new StringBuilder();
        LawArticle previous = null;
        for (LawArticle a : articles) {
            if (previous == null) {
                b.append(a.citation());
            } else {
                b.append(", ").append(a.edition().equals(previous.edition()) ? a.article() : a.citation());
            }
            previous = a;
        }
        return b.toString();
    }

    /** A time as a clock shows it: {@code m:ss}, or {@code h:mm:ss} from an hour on (rounded down to the second). */
    static String clockText(long millis) {
        long s = Math.max(0, millis) / 1000;
        return s >= 3600 ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }

    /** The articles of {@code law}'s edition named by {@code numbers}. */
    static List<LawArticle> articles(ClockLaw law, String... numbers) {
        return Arrays.stream(numbers).map(n -> law.edition().article(n)).collect(Collectors.toList());
    }
}
