package org.chessarbiter.regulations.validation;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The regulations language's user-visible texts, in English and Vietnamese (messages*.properties). */
final class RegulationsMessages {

    private static final String BUNDLE = "org.chessarbiter.regulations.validation.messages";

    private RegulationsMessages() {
    }

    static String format(String key, Object... arguments) {
        ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, Locale.getDefault(),
                RegulationsMessages.class.getClassLoader());
        return new MessageFormat(bundle.getString(key), Locale.getDefault()).format(arguments);
    }
}
