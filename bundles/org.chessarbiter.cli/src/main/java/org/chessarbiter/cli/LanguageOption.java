package org.chessarbiter.cli;

import java.util.Locale;

import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;

/**
 * {@code --lang en|vi}: the language of everything a command prints, its usage help and usage
 * errors included; without it the default locale (LANG=vi_VN.UTF-8 selects Vietnamese). Accepted
 * before the command name and after it. The language is known before the command line is parsed
 * ({@link #of}), so that the help and the usage errors of the parse are in it already.
 */
final class LanguageOption {

    @Option(names = "--lang", paramLabel = "<en|vi>", descriptionKey = "lang", scope = ScopeType.INHERIT,
            completionCandidates = OptionTypes.Languages.class)
    String language;

    /** @return the language {@code --lang} asks for in {@code arguments}, else {@code fallback} */
    static Locale of(String[] arguments, Locale fallback) {
        LanguageOption option = new LanguageOption();
        picocli.CommandLine scan = new picocli.CommandLine(option);
        scan.setUnmatchedArgumentsAllowed(true);
        scan.setOverwrittenOptionsAllowed(true);
        try {
            scan.parseArgs(arguments);
        } catch (ParameterException e) {
            return fallback; // e.g. --lang without a value: the real parse reports it
        }
        return option.language == null ? fallback : Locale.forLanguageTag(option.language);
    }
}
