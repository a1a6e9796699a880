package org.chessarbiter.rules.game;

import java.util.List;
import java.util.Optional;

/**
 * One game of a scoresheet file as plain strings and indexes: what the checks, the converters and the
 * editor services read. Built from the editor's model or from the streaming PGN reader by
 * {@link WrittenGameBuilder}; it knows nothing of what the moves mean.
 *
 * @param tags the tag pairs in file order
 * @param main the main line
 * @param result the termination marker, or null when it is missing
 * @param start start offset of the game in the file
 * @param end end offset (exclusive)
 * @param fileExtension the extension of the file ({@code bienban}, {@code pgn}), lower case, or empty
 * @param misplaced NAGs, draw offers and variations written before the first move of their line
 */
public record WrittenGame(List<WrittenTag> tags, WrittenLine main, Token result, int start, int end,
        String fileExtension, List<Token> misplaced) {

    public WrittenGame {
        tags = List.copyOf(tags);
        misplaced = List.copyOf(misplaced);
    }

    /** The first tag named {@code name} (case-insensitive), if any. */
    public Optional<WrittenTag> tag(String name) {
        for (WrittenTag t : tags) {
            if (t.name().equalsIgnoreCase(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The value of the first tag named {@code name}, if any. */
    public Optional<String> tagValue(String name) {
        return tag(name).map(WrittenTag::value);
    }

    /** The result as written, normalized ({@code ½-½} is {@code 1/2-1/2}); null when missing. */
    public String resultScore() {
        return result == null ? null : Scores.normalize(result.text());
    }

    /** Whether {@code offset} lies in this game. */
    public boolean contains(int offset) {
        return offset >= start && offset <= end;
    }
}
