package org.chessarbiter.xtext.eclipse.ui.preferences;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.chessarbiter.xtext.eclipse.core.TextStyle;
import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * The colours of each language's highlighting styles: preference keys {@code <language id>.<style id>.color}
 * ("r,g,b"), {@code .bold}, {@code .italic} in the instance scope of this bundle, defaulting to what the
 * language's extension says ({@link XtextLanguage#styles()}).
 */
public final class SyntaxColoringPreferences {

    public static final String QUALIFIER = "org.chessarbiter.xtext.eclipse";

    private static final ScopedPreferenceStore STORE = new ScopedPreferenceStore(InstanceScope.INSTANCE, QUALIFIER);
    private static final Map<String, TextAttribute> ATTRIBUTES = new ConcurrentHashMap<>();
    private static final Map<String, Boolean> INITIALIZED = new ConcurrentHashMap<>();

    static {
        STORE.addPropertyChangeListener(event -> ATTRIBUTES.clear());
    }

    /** Calls {@code listener} after any colour preference changed (the looks are read again then). */
    public static void addListener(Runnable listener) {
        STORE.addPropertyChangeListener(event -> listener.run());
    }

    private SyntaxColoringPreferences() {
    }

    /** The store, with the defaults of {@code language} set. */
    public static IPreferenceStore store(XtextLanguage language) {
        INITIALIZED.computeIfAbsent(language.id(), id -> {
            for (TextStyle style : language.styles()) {
                PreferenceConverter.setDefault(STORE, colorKey(language, style.id()),
                        new RGB(style.color().red(), style.color().green(), style.color().blue()));
                STORE.setDefault(boldKey(language, style.id()), style.bold());
                STORE.setDefault(italicKey(language, style.id()), style.italic());
            }
            return Boolean.TRUE;
        });
        return STORE;
    }

    public static String colorKey(XtextLanguage language, String styleId) {
        return language.id() + "." + styleId + ".color";
    }

    public static String boldKey(XtextLanguage language, String styleId) {
        return language.id() + "." + styleId + ".bold";
    }

    public static String italicKey(XtextLanguage language, String styleId) {
        return language.id() + "." + styleId + ".italic";
    }

    /** The look of a style; an id the language does not declare looks like the default text. */
    public static TextAttribute attribute(XtextLanguage language, String styleId) {
        return ATTRIBUTES.computeIfAbsent(language.id() + "/" + styleId, key -> {
            IPreferenceStore store = store(language);
            if (!store.contains(colorKey(language, styleId))) {
                return new TextAttribute(null);
            }
            RGB rgb = PreferenceConverter.getColor(store, colorKey(language, styleId));
            int style = (store.getBoolean(boldKey(language, styleId)) ? SWT.BOLD : SWT.NORMAL)
                    | (store.getBoolean(italicKey(language, styleId)) ? SWT.ITALIC : SWT.NORMAL);
            return new TextAttribute(new Color(rgb), null, style);
        });
    }
}
