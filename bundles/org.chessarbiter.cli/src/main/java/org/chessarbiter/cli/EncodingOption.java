package org.chessarbiter.cli;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import picocli.CommandLine.Option;

/**
 * {@code --encoding NAME} of the commands that read a TRF file: the file's character encoding when
 * it is not UTF-8, e.g. {@code windows-1258} for a file exported on a Vietnamese Windows or
 * {@code windows-1252} on a Western one, {@code TCVN3} or {@code VISCII} for older Vietnamese files (any name
 * {@link org.chessarbiter.tournament.io.VietnameseCharsets#forName} knows); an unknown name is a usage error.
 */
final class EncodingOption {

    @Option(names = "--encoding", paramLabel = "<charset>", descriptionKey = "encoding",
            converter = OptionTypes.CharsetName.class, completionCandidates = OptionTypes.CharsetNames.class)
    Charset encoding = StandardCharsets.UTF_8;

    Charset charset() {
        return encoding;
    }
}
