package org.chessarbiter.pairing;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * User-visible text as a value: a resource bundle base name, a message key and its arguments. The
 * text is looked up by locale only when shown (English and Vietnamese bundles).
 *
 * @param bundle base name of the ResourceBundle, e.g. {@code org.chessarbiter.pairing.messages}
 * @param key    message key
 * @param args   MessageFormat arguments
 */
public record Message(String bundle, String key, List<Object> args) {

    /** The base name of this package's bundle. */
    public static final String PAIRING_BUNDLE = "org.chessarbiter.pairing.messages";

    public Message {
        args = List.copyOf(args);
    }

    /** A message of this package's bundle. */
    public static Message of(String key, Object... args) {
        return new Message(PAIRING_BUNDLE, key, List.of(args));
    }

    /** @return the text in the given locale (the key itself when the bundle or key is missing) */
    public String text(Locale locale) {
        try {
            ResourceBundle rb = ResourceBundle.getBundle(bundle, locale, Message.class.getClassLoader());
            return new MessageFormat(rb.getString(key), locale).format(args.toArray());
        } catch (MissingResourceException e) {
            return key + args;
        }
    }

    @Override
    public String toString() {
        return text(Locale.ENGLISH);
    }
}
