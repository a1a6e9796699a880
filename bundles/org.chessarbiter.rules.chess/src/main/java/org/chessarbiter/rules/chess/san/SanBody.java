package org.chessarbiter.rules.chess.san;

import org.chessarbiter.rules.chess.Role;
import org.chessarbiter.rules.chess.Squares;

/**
 * The part of a SAN move after the piece letter, read by hand (it is on the hot path of bulk PGN
 * validation): {@code [file][rank][x|:|×|-]square[[=|/](promotion)]}.
 *
 * @param fromFile the from-file given for disambiguation (0-7), or -1
 * @param fromRank the from-rank given (0-7), or -1
 * @param captureMark whether {@code x}, {@code :} or {@code ×} was written
 * @param to the destination square
 * @param promotion the promotion role, or null
 */
record SanBody(int fromFile, int fromRank, boolean captureMark, int to, Role promotion) {

    /** Reads {@code b} from {@code i}; null when it is not a SAN move body. */
    static SanBody read(String b, int i, SanParser letters) {
        int end = b.length();
        Role promo = null;
        boolean paren = end > i && b.charAt(end - 1) == ')';
        int pe = paren ? end - 1 : end;
        int[] len = new int[1];
        boolean endsOnRank = pe > i && b.charAt(pe - 1) >= '1' && b.charAt(pe - 1) <= '8';
        Role r = endsOnRank ? null : letters.promotionEndingAt(b, i, pe, len);
        if (r != null) {
            int ps = pe - len[0];
            if (paren) {
                if (ps <= i || b.charAt(ps - 1) != '(') {
                    return null;
                }
                ps--;
            }
            if (ps > i && (b.charAt(ps - 1) == '=' || b.charAt(ps - 1) == '/')) {
                ps--;
            }
            promo = r;
            end = ps;
        } else if (paren) {
            return null;
        }
        if (end - i < 2) {
            return null;
        }
        int to = Squares.parse(b, end - 2);
        if (to < 0) {
            return null;
        }
        int j = i;
        int mid = end - 2;
        int ff = -1;
        int fr = -1;
        boolean capture = false;
        if (j < mid && b.charAt(j) >= 'a' && b.charAt(j) <= 'h') {
            ff = b.charAt(j++) - 'a';
        }
        if (j < mid && b.charAt(j) >= '1' && b.charAt(j) <= '8') {
            fr = b.charAt(j++) - '1';
        }
        if (j < mid && "x:×-".indexOf(b.charAt(j)) >= 0) {
            capture = b.charAt(j++) != '-';
        }
        return j == mid ? new SanBody(ff, fr, capture, to, promo) : null;
    }
}
