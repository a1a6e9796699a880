package org.chessarbiter.cli.validate;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of files {@code arbiter validate} checks, by extension, and which of the project's readers
 * checks each: the scoresheet language (PGN databases of chess and xiangqi, scoresheets), the
 * regulations language (regulations, law texts), the tournament reader (TRF, tournament files).
 */
public enum FileKind {
    /** {@code *.pgn}: a PGN database, chess or xiangqi. */
    PGN("pgn"),
    /** {@code *.bienban}: a scoresheet. */
    SCORESHEET("bienban"),
    /** {@code *.dieule}: a tournament's regulations. */
    REGULATIONS("dieule"),
    /** {@code *.luat}: a law text. */
    LAW_TEXT("luat"),
    /** {@code *.trf}: a FIDE TRF file. */
    TRF("trf"),
    /** {@code *.tournament}: the workbench's tournament file. */
    TOURNAMENT("tournament");

    private final String extension;

    FileKind(String extension) {
        this.extension = extension;
    }

    /** The extension, without the dot. */
    public String extension() {
        return extension;
    }

    /** Whether the scoresheet language reads it (game by game when it is large). */
    public boolean games() {
        return this == PGN || this == SCORESHEET;
    }

    /** Whether the regulations language reads it (the documents the scoresheets' time controls come from). */
    public boolean regulations() {
        return this == REGULATIONS || this == LAW_TEXT;
    }

    /** Whether the tournament reader reads it. */
    public boolean tournament() {
        return this == TRF || this == TOURNAMENT;
    }

    /** The kind of {@code file} by its extension (any case), if it is one of these. */
    public static Optional<FileKind> of(Path file) {
        Path name = file.getFileName();
        String n = name == null ? "" : name.toString();
        int dot = n.lastIndexOf('.');
        String ext = dot < 0 ? "" : n.substring(dot + 1).toLowerCase(Locale.ROOT);
        for (FileKind k : values()) {
            if (k.extension.equals(ext)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
