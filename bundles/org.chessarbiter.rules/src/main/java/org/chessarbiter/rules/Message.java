package org.chessarbiter.rules;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * User-visible text as a value: a message key plus its arguments. Code carries messages; text is
 * looked up by locale only when shown ({@link #format(Locale)}). The key lives in the
 * {@link ResourceBundle} {@code messages} of the package of {@link #anchor()} (English
 * {@code messages.properties}, Vietnamese {@code messages_vi.properties}, loaded with the anchor's
 * class loader so that it works in OSGi too).
 *
 * @param anchor a class of the package whose {@code messages} bundle holds the key
 * @param key the key in that bundle
 * @param args the {@link MessageFormat} arguments ({@code {0}}, {@code {1}}, ...); an argument that
 *     is itself a {@link Message} is formatted in the same locale
 */
public record Message(Class<?> anchor, String key, List<Object> args) {

    public Message {
        args = List.copyOf(args);
    }

    /** A message of the bundle next to {@code anchor}, with key {@code key} and {@code args}. */
    public static Message of(Class<?> anchor, String key, Object... args) {
        return new Message(anchor, key, List.of(args));
    }

    /**
     * Text that is already in the user's language, shown as it is: what a component that formats its
     * own messages said (an Xtext issue, an operating system error). Key {@code verbatim} of this
     * package's bundle.
     */
    public static Message verbatim(String text) {
        return of(Message.class, "verbatim", String.valueOf(text));
    }

    /**
     * The text in {@code locale} (falling back to English). A missing bundle or key gives the key
     * and its arguments rather than an exception, so showing a message never fails.
     */
    public String format(Locale locale) {
        Object[] shown = args.stream().map(a -> a instanceof Message m ? m.format(locale) : a).toArray();
        try {
            ResourceBundle rb = ResourceBundle.getBundle(anchor.getPackageName() + ".messages", locale,
                    anchor.getClassLoader(),
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
            return new MessageFormat(rb.getString(key), locale).format(shown);
        } catch (MissingResourceException | IllegalArgumentException e) {
            return key + List.of(shown);
        }
    }

    @Override
    public String toString() {
        return format(Locale.ENGLISH);
    }
}
