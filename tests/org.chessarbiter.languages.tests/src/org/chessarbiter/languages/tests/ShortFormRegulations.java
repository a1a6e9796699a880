package org.chessarbiter.languages.tests;

import org.chessarbiter.regulations.regulations.Document;

/** Rule tests on regulations in the short form (settings and statements, no section): one rule at a time. */
abstract class ShortFormRegulations extends RegulationsDocuments {

    private static final String HEADER = "regulations x \"X\"\n";

    /** The regulations {@code x} with this body. */
    protected Document parse(String body) throws Exception {
        return parser.parse(HEADER + body);
    }

    /** The offset of {@code part} of {@code body} in the document {@link #parse} makes of it. */
    protected static int at(String body, String part) {
        return (HEADER + body).indexOf(part);
    }
}
