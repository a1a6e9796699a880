package org.chessarbiter.tournament.ui;

import java.util.function.Function;

import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.model.TournamentPackage.Literals;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.eclipse.emf.ecore.EAttribute;

/**
 * A column of the Players table: its title, its text, and the model attribute an in-place edit sets
 * (none for the columns changed only by an operation: start number, team, withdrawn, the round of a late
 * entry, the byes and absences asked for).
 */
public enum PlayerColumn {
    NUMBER(Messages.Players_number, 50, p -> Integer.toString(p.getStartNumber()), null),
    NAME(Messages.Players_name, 200, Player::getName, Literals.PLAYER__NAME),
    TITLE(Messages.Players_titleColumn, 50, Player::getTitle, Literals.PLAYER__TITLE),
    FIDE_RATING(Messages.Players_fideRating, 70, p -> rating(p.getFideRating()), Literals.PLAYER__FIDE_RATING),
    NATIONAL_RATING(Messages.Players_nationalRating, 70, p -> rating(p.getNationalRating()), Literals.PLAYER__NATIONAL_RATING),
    FEDERATION(Messages.Players_federation, 60, Player::getFederation, Literals.PLAYER__FEDERATION),
    CLUB(Messages.Players_club, 130, Player::getClub, Literals.PLAYER__CLUB),
    BIRTH_DATE(Messages.Players_birthDate, 85, Player::getBirthDate, Literals.PLAYER__BIRTH_DATE),
    SEX(Messages.Players_sex, 45, Player::getSex, Literals.PLAYER__SEX),
    TEAM(Messages.Players_team, 100, p -> p.getTeam() == null ? "" : p.getTeam().getName(), null),
    WITHDRAWN(Messages.Players_withdrawn, 90, p -> p.isWithdrawn() ? withdrawn(p) : "", null),
    ENTERED(Messages.Players_entered, 95, p -> p.getFirstRound() > 1
            ? org.eclipse.osgi.util.NLS.bind(Messages.Players_enteredRound, p.getFirstRound()) : "", null),
    BYES(Messages.Players_byes, 150, PlayerByes::text, null);

    final String title;
    final int width;
    private final Function<Player, String> text;
    final EAttribute attribute;

    PlayerColumn(String title, int width, Function<Player, String> text, EAttribute attribute) {
        this.title = title;
        this.width = width;
        this.text = text;
        this.attribute = attribute;
    }

    String text(Player p) {
        String s = text.apply(p);
        return s == null ? "" : s;
    }

    /** The text of {@code p} in this column, his byes read from {@code byes} (every player's, read at once). */
    String text(Player p, PlayerByes byes) {
        return this == BYES ? byes.textOf(p) : text(p);
    }

    /** The value an edit typed as {@code typed} sets, or null when it is not one (a rating that is not a number). */
    Object value(String typed) {
        String s = typed.strip();
        if (attribute.getEAttributeType().getInstanceClass() == int.class) {
            if (s.isEmpty()) {
                return 0;
            }
            try {
                int v = Integer.parseInt(s);
                return v >= 0 ? v : null;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return s;
    }

    /** What a player is sorted by in this column: numbers as numbers, texts alphabetically in the workbench's language. */
    @SuppressWarnings("rawtypes")
    Comparable sortKey(Player p, java.text.Collator collator, PlayerByes byes) {
        return switch (this) {
            case NUMBER -> p.getStartNumber();
            case FIDE_RATING -> p.getFideRating();
            case NATIONAL_RATING -> p.getNationalRating();
            case ENTERED -> p.getFirstRound();
            default -> collator.getCollationKey(text(p, byes));
        };
    }

    private static String rating(int r) {
        return r == 0 ? "" : Integer.toString(r);
    }

    private static String withdrawn(Player p) {
        return p.getWithdrawnAfterRound() > 0 ? org.eclipse.osgi.util.NLS.bind(Messages.Players_withdrawnAfter, p.getWithdrawnAfterRound())
                : Messages.Players_withdrawnYes;
    }
}
