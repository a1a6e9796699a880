package org.chessarbiter.scoresheet.validation;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The scoresheet language's user-visible texts, in English and Vietnamese (messages*.properties). */
final class ScoresheetMessages {

    private static final String BUNDLE = "org.chessarbiter.scoresheet.validation.messages";

    private ScoresheetMessages() {
    }

    static String format(String key, Object... arguments) {
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, Locale.getDefault(),
                ScoresheetMessages.class.getClassLoader());
        return new MessageFormat(bundle.getString(key), Locale.getDefault()).format(arguments);
    }
}
