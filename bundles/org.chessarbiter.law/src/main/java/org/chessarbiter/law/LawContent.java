package org.chessarbiter.law;

/** What an element of a law text holds, in printed order: sub-elements and passages of text. */
public sealed interface LawContent permits LawElement, Passage {
}
