package org.chessarbiter.tournament.core;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Looks user-visible text up in the {@code messages} bundles (English default, Vietnamese
 * {@code _vi}) of this bundle's packages. A missing key yields the key itself, never an exception.
 */
public final class Messages {

    private Messages() {
    }

    public static String text(String bundle, String key, Locale locale, Object... arguments) {
        try {
            ResourceBundle rb = ResourceBundle.getBundle(bundle, locale, Messages.class.getClassLoader(),
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
            String pattern = rb.getString(key);
            return arguments.length == 0 ? pattern : new MessageFormat(pattern, locale).format(arguments);
        } catch (MissingResourceException e) {
            return key;
        }
    }

    public static String text(Problem problem, Locale locale) {
        String what = text(problem.bundle(), problem.key(), locale, problem.arguments().toArray());
        return problem.where() + ": " + what;
    }
}
