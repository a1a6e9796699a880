package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Objects;
import java.util.regex.Pattern;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;

/**
 * What an arbiter's new tournaments start from (the workbench's preferences for tournaments): the game chosen first,
 * the number of rounds ({@code 0}: the regulations template's), the federation, city and chief arbiter written into a
 * new tournament (TRF 032, 022, 102), and whether it starts in FIDE mode (leaving it at the start is recorded in the
 * audit trail like any later switch, FIDE's checklist for pairing programs).
 */
public record TournamentDefaults(GameKind game, int rounds, String federation, String city, String chiefArbiter, boolean fideMode) {

    /** A federation as FIDE writes it: three capital letters (VIE). */
    private static final Pattern FEDERATION = Pattern.compile("[A-Z]{3}");

    /** The most rounds a new tournament may plan (the wizard's and the regulations' limit). */
    public static final int MAX_ROUNDS = 99;

    /** Chess, the template's rounds, nothing written, FIDE mode on. */
    public static final TournamentDefaults NONE = new TournamentDefaults(GameKind.CHESS, 0, "", "", "", true);

    public TournamentDefaults {
        Objects.requireNonNull(game, "game");
        federation = federation == null ? "" : federation.strip();
        city = city == null ? "" : city.strip();
        chiefArbiter = chiefArbiter == null ? "" : chiefArbiter.strip();
        rounds = Math.max(0, Math.min(MAX_ROUNDS, rounds));
    }

    /** Whether {@code text} is a federation a default may give: none, or three capital letters. */
    public static boolean isFederation(String text) {
        return text == null || text.isBlank() || FEDERATION.matcher(text.strip()).matches();
    }

    /** The rounds a new tournament from a template planning {@code templateRounds} starts with. */
    public int roundsFor(int templateRounds) {
        return rounds > 0 ? rounds : templateRounds;
    }

    /**
     * The new tournament {@code t} (to be saved as {@code state}) with these defaults: the place and chief arbiter where
     * it gives none, and out of FIDE mode when they say so (through {@link FideModeOperation}, recorded).
     */
    public ParseResult<Tournament> applyTo(Tournament t, Path state, Clock clock) {
        Tournament placed = t.withInfo(t.info().withPlaceWhereUnset(city, isFederation(federation) ? federation : "", chiefArbiter));
        if (fideMode) {
            return ParseResult.ok(placed);
        }
        return new FideModeOperation(state, false, clock).apply(placed, null);
    }
}
