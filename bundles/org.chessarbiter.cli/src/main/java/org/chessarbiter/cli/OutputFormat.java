package org.chessarbiter.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code --format} of {@code validate}: compiler-style lines, JSON, or SARIF 2.1.0 for CI systems. */
enum OutputFormat {
    /** "file:line:column: severity: what [rule]" on standard error */
    TEXT,
    /** one JSON document on standard output */
    JSON,
    /** one SARIF 2.1.0 log on standard output */
    SARIF;

    /** Reads {@code text}, {@code json} or {@code sarif}. */
    static final class Name implements ITypeConverter<OutputFormat> {
        @Override
        public OutputFormat convert(String value) {
            for (OutputFormat f : values()) {
                if (f.name().toLowerCase(Locale.ROOT).equals(value.strip())) {
                    return f;
                }
            }
            throw new TypeConversionException(value);
        }
    }

    /** The names, for completion. */
    static final class Names extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Names() {
            super(List.of("text", "json", "sarif"));
        }
    }
}
