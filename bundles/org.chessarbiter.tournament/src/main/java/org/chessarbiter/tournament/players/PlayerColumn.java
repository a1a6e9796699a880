package org.chessarbiter.tournament.players;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The player fields a column of a player list can hold, recognised by its header in English or in
 * Vietnamese, whatever the case, the spaces, the punctuation and the diacritics ("Họ tên", "HO TEN",
 * "Name" are the same column). The start number is recognised so that it is not taken for an unknown
 * column, and ignored: pairing numbers are given by FIDE C.04.2 after the import.
 */
enum PlayerColumn {
    NAME("name", "player", "fullname", "playername", "hoten", "hovaten", "ten", "tendauthu", "dauthu", "vandongvien"),
    FIDE_RATING("elo", "fiderating", "fideelo", "rating", "rtg", "ratingfide", "elofide", "hesofide", "hesoelo", "diemelo"),
    NATIONAL_RATING("nationalrating", "natrating", "nrtg", "national", "elonational", "hesoquocgia", "elovietnam", "elovn",
            "hesovn"),
    CLUB("club", "unit", "clubcity", "donvi", "clb", "caulacbo", "tinhthanh", "doi"),
    BIRTH("birth", "born", "birthyear", "birthdate", "bday", "dob", "dateofbirth", "yearofbirth", "namsinh", "ngaysinh"),
    SEX("sex", "gender", "gioitinh", "gioi", "phai"),
    FIDE_ID("fideid", "idfide", "fidenumber", "fideno", "mafide", "sofide", "idnumber"),
    TITLE("title", "tit", "fidetitle", "danhhieu", "danhhieufide"),
    FEDERATION("fed", "federation", "country", "liendoan", "quocgia", "quoctich"),
    NATIONAL_GRADE("nationalgrade", "grade", "nationaltitle", "dangcap", "capbac", "cap", "phongcap"),
    START_NUMBER("no", "nr", "number", "startnumber", "stt", "so", "sothutu", "snr", "pairingnumber");

    private final List<String> names;

    PlayerColumn(String... names) {
        this.names = List.of(names);
    }

    /** The column a header names, if any. */
    static Optional<PlayerColumn> of(String header) {
        String key = key(header);
        for (PlayerColumn c : values()) {
            if (c.names.contains(key)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** A header reduced to its letters and digits, lower case, without diacritics ("Đơn vị" is "donvi"). */
    static String key(String header) {
        String nfd = Normalizer.normalize(header.replace('đ', 'd').replace('Đ', 'D'), Normalizer.Form.NFD);
        StringBuilder b = new StringBuilder();
        for (char c : nfd.toLowerCase(Locale.ROOT).toCharArray()) {
            if (c < 128 && Character.isLetterOrDigit(c)) {
                b.append(c);
            }
        }
        return b.toString();
    }
}
