package org.chessarbiter.regulations.ui.law;

import org.eclipse.osgi.util.NLS;

/** The words of the law library's views (messages.properties, messages_vi.properties). */
final class Messages extends NLS {

    private static final String BUNDLE_NAME = "org.chessarbiter.regulations.ui.law.messages";

    public static String LawEditions_title;
    public static String LawEditions_article;
    public static String LawEditions_articleTitled;
    public static String LawEditionsDialog_title;
    public static String LawEditionsDialog_left;
    public static String LawEditionsDialog_right;
    public static String CitationLink_text;
    public static String LawSearch_title;
    public static String LawSearch_prompt;
    public static String LawSearch_hint;
    public static String LawSearch_article;
    public static String LawSearch_text;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}
