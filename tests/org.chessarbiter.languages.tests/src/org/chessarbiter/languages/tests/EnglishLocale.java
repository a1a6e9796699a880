package org.chessarbiter.languages.tests;

import java.util.Locale;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/** Runs each test of a class under the English default locale (the messages' words) and restores the one before. */
public final class EnglishLocale implements BeforeEachCallback, AfterEachCallback {

    private static final ExtensionContext.Namespace SAVED = ExtensionContext.Namespace.create(EnglishLocale.class);

    @Override
    public void beforeEach(ExtensionContext context) {
        context.getStore(SAVED).put("locale", Locale.getDefault());
        Locale.setDefault(Locale.ENGLISH);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Locale.setDefault(context.getStore(SAVED).get("locale", Locale.class));
    }
}
