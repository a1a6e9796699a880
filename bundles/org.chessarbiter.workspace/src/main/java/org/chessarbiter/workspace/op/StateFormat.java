package org.chessarbiter.workspace.op;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of file a tournament is read from or written to, by extension: the canonical state
 * ({@code *.tournament}, the EMF model), FIDE TRF ({@code *.trf}; {@code *.txt} as read), and the
 * printable report ({@code *.html}: standings and crosstable; written only).
 */
public enum StateFormat {
    TOURNAMENT, TRF, HTML;

    /** The format of {@code file} by its extension, empty when it is none of them. */
    public static Optional<StateFormat> of(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".tournament")) {
            return Optional.of(TOURNAMENT);
        }
        if (name.endsWith(".trf") || name.endsWith(".txt")) {
            return Optional.of(TRF);
        }
        return name.endsWith(".html") || name.endsWith(".htm") ? Optional.of(HTML) : Optional.empty();
    }

    /** Whether a tournament can be read from this format. */
    public boolean readable() {
        return this != HTML;
    }
}
