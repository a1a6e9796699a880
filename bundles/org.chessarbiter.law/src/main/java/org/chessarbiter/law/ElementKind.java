package org.chessarbiter.law;

/** What an element of a law text is: the text itself, a division of it, an article or a point. */
public enum ElementKind {
    LAW, PART, SECTION, CHAPTER, APPENDIX, HEADING, ARTICLE, POINT;

    /** The keyword of the element in a {@code .luat} document ({@code law}, {@code part}, ... {@code point}). */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Whether the element groups articles (a part, section, chapter, appendix or heading). */
    public boolean isDivision() {
        return this != LAW && this != ARTICLE && this != POINT;
    }
}
