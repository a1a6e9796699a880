package org.chessarbiter.xtext.eclipse.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.util.Modules2;

import com.google.inject.ConfigurationException;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;

/**
 * One Xtext language hosted by the bridge: what the extension says of it and its injector (created
 * on first use from the language's modules between {@link EditorDefaultsModule} and
 * {@link EditorInfrastructureModule}). Every editor service is obtained from this injector.
 */
public final class XtextLanguage {

    private final String id;
    private final String name;
    private final Set<String> fileExtensions;
    private final LanguageModules modules;
    private final EditingConventions editing;
    private final long largeFileThreshold;
    private final LargeFileValidator largeFileValidator;
    private final List<TextStyle> styles;
    private volatile Injector injector;

    public XtextLanguage(String id, String name, Set<String> fileExtensions, LanguageModules modules,
            EditingConventions editing, long largeFileThreshold, LargeFileValidator largeFileValidator,
            List<TextStyle> styles) {
        this.id = id;
        this.name = name;
        this.fileExtensions = Set.copyOf(fileExtensions);
        this.modules = modules;
        this.editing = editing;
        this.largeFileThreshold = largeFileThreshold;
        this.largeFileValidator = largeFileValidator;
        this.styles = List.copyOf(styles);
    }

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public Set<String> fileExtensions() {
        return fileExtensions;
    }

    /** The prefix of a line comment ("//", ";"), empty when the language has none. */
    public Optional<String> lineComment() {
        return editing.lineCommentPrefix();
    }

    /** Matching pairs, as consecutive characters: "()[]{}". */
    public String brackets() {
        return editing.brackets();
    }

    /** Pairs the editor closes as one types, as consecutive characters: "()[]{}\"\"" (a doubled character is a quote). */
    public String autoClosePairs() {
        return editing.autoClose();
    }

    /**
     * A document longer than this (in characters) is not parsed into a resource: it is validated by the
     * {@link #largeFileValidator()} in a job and shown read-only. {@link Long#MAX_VALUE} when unlimited.
     */
    public long largeFileThreshold() {
        return largeFileThreshold;
    }

    public Optional<LargeFileValidator> largeFileValidator() {
        return Optional.ofNullable(largeFileValidator);
    }

    /** The styles of this language: the standard Xtext ones with the language's own additions and overrides. */
    public List<TextStyle> styles() {
        return styles;
    }

    public Injector injector() {
        Injector result = injector;
        if (result == null) {
            synchronized (this) {
                result = injector;
                if (result == null) {
                    List<Module> all = new ArrayList<>();
                    all.add(new EditorDefaultsModule());
                    all.addAll(modules.modules());
                    all.add(new EditorInfrastructureModule(XtextCore.get().executor()));
                    result = Guice.createInjector(Modules2.mixin(all.toArray(Module[]::new)));
                    injector = result;
                }
            }
        }
        return result;
    }

    /** A service of this language. */
    public <T> T get(Class<T> type) {
        return injector().getInstance(type);
    }

    /** A service the language may leave unbound (e.g. quick fixes): empty when it does. */
    public <T> Optional<T> service(Class<T> type) {
        try {
            return Optional.of(injector().getInstance(type));
        } catch (ConfigurationException e) {
            return Optional.empty();
        }
    }

    public IResourceServiceProvider resourceServiceProvider() {
        return get(IResourceServiceProvider.class);
    }

    @Override
    public String toString() {
        return id + fileExtensions;
    }
}
