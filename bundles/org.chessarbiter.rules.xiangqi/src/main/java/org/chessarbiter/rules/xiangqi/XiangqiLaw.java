package org.chessarbiter.rules.xiangqi;

import org.chessarbiter.rules.LawArticle;
import org.chessarbiter.rules.LawEdition;

/** The law edition this bundle applies and cites: Luật Cờ Tướng 2004 (seed 001). */
public final class XiangqiLaw {
    /** Luật Cờ Tướng 2004, the xiangqi law of Vietnam. */
    public static final LawEdition EDITION = new LawEdition("XIANGQI_2004", "Luật cờ Tướng 2004", "001_30777aca9cd836f5.txt");

    private XiangqiLaw() {
    }

    /** A citation, e.g. {@code article("Điều 23 điểm 3")}. */
    public static LawArticle article(String article) {
        return EDITION.article(article);
    }
}
