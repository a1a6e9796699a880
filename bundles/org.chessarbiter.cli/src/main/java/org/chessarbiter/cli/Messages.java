package org.chessarbiter.cli;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The command line's texts in English and Vietnamese (messages*.properties; LANG=vi_VN selects Vietnamese). */
final class Messages {

    private static final String BUNDLE = "org.chessarbiter.cli.messages";

    private Messages() {
    }

    static String format(String key, Object... arguments) {
        return format(Locale.getDefault(), key, arguments);
    }

    /** The text in {@code locale} (e.g. chosen by a command's {@code --lang}). */
    static String format(Locale locale, String key, Object... arguments) {
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, locale, Messages.class.getClassLoader());
        return new MessageFormat(bundle.getString(key), locale).format(arguments);
    }
}
