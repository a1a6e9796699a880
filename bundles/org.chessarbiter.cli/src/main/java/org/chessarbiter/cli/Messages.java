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
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, Locale.getDefault(), Messages.class.getClassLoader());
        return new MessageFormat(bundle.getString(key), Locale.getDefault()).format(arguments);
    }
}
