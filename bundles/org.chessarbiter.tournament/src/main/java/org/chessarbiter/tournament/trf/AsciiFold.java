package org.chessarbiter.tournament.trf;

import java.text.Normalizer;

/**
 * Folds text to ASCII for tools that read TRF as bytes: accents removed ("Nguyễn Văn Ánh" becomes
 * "Nguyen Van Anh"), đ / Đ become d / D; any other non-ASCII character becomes '?'. Each column
 * stays one column, so the fixed TRF columns stay aligned.
 */
public final class AsciiFold {

    private AsciiFold() {
    }

    public static String fold(String s) {
        String d = Normalizer.normalize(s.replace('đ', 'd').replace('Đ', 'D'), Normalizer.Form.NFD);
        StringBuilder b = new StringBuilder(d.length());
        for (int i = 0; i < d.length(); ) {
            int cp = d.codePointAt(i);
            i += Character.charCount(cp);
            if (TrfColumns.isCombining(cp)) {
                continue;
            }
            b.append(cp < 128 ? (char) cp : '?');
        }
        return b.toString();
    }
}
