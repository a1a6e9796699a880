package org.chessarbiter.regulations.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.chessarbiter.rules.Message;

/**
 * The regulations a new Điều lệ starts from: complete documents of the fifteen sections of Luật cờ Tướng 2004 phụ
 * lục 5 (and the appeals of 000 Part 2 Art. 2.7) that validate clean, shipped in this bundle's {@code templates/}
 * folder: a chess open by the Swiss system, a xiangqi round robin of two-game matches, a xiangqi team championship.
 */
public enum RegulationsTemplate {
    CHESS_OPEN_SWISS("co-vua-mo-rong-he-thuy-si.dieule"),
    XIANGQI_ROUND_ROBIN("co-tuong-vong-tron.dieule"),
    XIANGQI_TEAM("co-tuong-dong-doi.dieule");

    private final String fileName;

    RegulationsTemplate(String fileName) {
        this.fileName = fileName;
    }

    /** The template's file name, also the name a new document takes by default. */
    public String fileName() {
        return fileName;
    }

    /** The template's name, in {@code locale}'s language. */
    public String title(Locale locale) {
        return Message.of(RegulationsTemplate.class, "template." + name()).format(locale);
    }

    /** What the template is for, in {@code locale}'s language. */
    public String description(Locale locale) {
        return Message.of(RegulationsTemplate.class, "template." + name() + ".description").format(locale);
    }

    /** The template's text, as shipped (a missing template is a defect of the build, its test fails). */
    public String text() {
        try (InputStream in = RegulationsTemplate.class.getResourceAsStream("/templates/" + fileName)) {
            if (in == null) {
                throw new IllegalStateException("no template " + fileName + " in the regulations bundle");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
