package org.chessarbiter.rules.chess.san;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chessarbiter.rules.chess.Role;

/**
 * The piece abbreviations of one language (FIDE 2018 Appendix C.2-C.3: the player may use the
 * first letter of the piece's name in his own language; figurines are encouraged in print; FIDE
 * 2000 Appendix E). Pawns have no letter (C.4). A letter may be more than one character (Russian
 * king "Кр").
 *
 * @param id short name, e.g. {@code en}
 * @param knight, bishop, rook, queen, king the abbreviations
 */
public record PieceLetters(String id, String knight, String bishop, String rook, String queen, String king) {

    /** English: K Q R B N (C.2). */
    public static final PieceLetters ENGLISH = new PieceLetters("en", "N", "B", "R", "Q", "K");
    /** Vietnamese: V = Vua, H = Hậu, X = Xe, T = Tượng, M = Mã (C.3). */
    public static final PieceLetters VIETNAMESE = new PieceLetters("vi", "M", "T", "X", "H", "V");
    /** German: K = König, D = Dame, T = Turm, L = Läufer, S = Springer. */
    public static final PieceLetters GERMAN = new PieceLetters("de", "S", "L", "T", "D", "K");
    /** French: R = Roi, D = Dame, T = Tour, F = Fou, C = Cavalier. */
    public static final PieceLetters FRENCH = new PieceLetters("fr", "C", "F", "T", "D", "R");
    /** Spanish: R = Rey, D = Dama, T = Torre, A = Alfil, C = Caballo. */
    public static final PieceLetters SPANISH = new PieceLetters("es", "C", "A", "T", "D", "R");
    /** Russian: Кр = король, Ф = ферзь, Л = ладья, С = слон, К = конь. */
    public static final PieceLetters RUSSIAN = new PieceLetters("ru", "К", "С", "Л", "Ф", "Кр");
    /** Figurines (C.3): ♘ ♗ ♖ ♕ ♔ (the black figurines are read too). */
    public static final PieceLetters FIGURINE = new PieceLetters("figurine", "♘", "♗", "♖", "♕", "♔");

    /** All built-in sets. */
    public static final List<PieceLetters> ALL = List.of(ENGLISH, VIETNAMESE, GERMAN, FRENCH, SPANISH, RUSSIAN, FIGURINE);

    private static final Map<String, PieceLetters> BY_LANGUAGE = Map.of("en", ENGLISH, "vi", VIETNAMESE, "de", GERMAN,
            "fr", FRENCH, "es", SPANISH, "ru", RUSSIAN);

    /** The letters of {@code locale}'s language, English when the language has no set here. */
    public static PieceLetters forLocale(Locale locale) {
        return BY_LANGUAGE.getOrDefault(locale.getLanguage(), ENGLISH);
    }

    /** The abbreviation of {@code role}; empty for a pawn. */
    public String of(Role role) {
        return switch (role) {
            case PAWN -> "";
            case KNIGHT -> knight;
            case BISHOP -> bishop;
            case ROOK -> rook;
            case QUEEN -> queen;
            case KING -> king;
        };
    }

    /** The non-pawn roles, longest abbreviation first (so that "Кр" is tried before "К"). */
    List<Role> rolesLongestFirst() {
        return List.of(Role.KING, Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT).stream()
                .sorted((a, b) -> of(b).length() - of(a).length()).toList();
    }
}
