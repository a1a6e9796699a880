package org.chessarbiter.cli;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The command line's texts in English and Vietnamese: {@code messages*.properties} for what the
 * commands print, {@code usage*.properties} for the usage help (picocli's resource bundle). The
 * language is {@code --lang} or the default locale (LANG=vi_VN selects Vietnamese); a language
 * without texts falls back to English, never to the default locale.
 */
final class Messages {

    private static final String MESSAGES = "org.chessarbiter.cli.messages";
    private static final String USAGE = "org.chessarbiter.cli.usage";

    private Messages() {
    }

    static String format(String key, Object... arguments) {
        return format(Locale.getDefault(), key, arguments);
    }

    /** The text in {@code locale} (e.g. chosen by {@code --lang}). */
    static String format(Locale locale, String key, Object... arguments) {
        return new MessageFormat(bundle(MESSAGES, locale).getString(key), locale).format(arguments);
    }

    /** The usage help texts in {@code locale}. */
    static ResourceBundle usage(Locale locale) {
        return bundle(USAGE, locale);
    }

    private static ResourceBundle bundle(String name, Locale locale) {
        return ResourceBundle.getBundle(name, locale, Messages.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
