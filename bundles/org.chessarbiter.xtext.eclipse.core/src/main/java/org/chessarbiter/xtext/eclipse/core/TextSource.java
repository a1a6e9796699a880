package org.chessarbiter.xtext.eclipse.core;

/**
 * The live text behind a {@link DocumentModel}: an editor's document, or any other holder of unsaved text.
 * Reading it never blocks; the stamp changes with every edit (an editor's document gives a revert or a save
 * the file's stamp again).
 */
public interface TextSource {

    /** The current text. */
    String get();

    /** The current length in characters. */
    int length();

    /** The modification stamp of the current text. */
    long stamp();
}
