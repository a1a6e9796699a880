package org.chessarbiter.xtext.eclipse.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.chessarbiter.xtext.eclipse.core.internal.Messages;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.ide.editor.syntaxcoloring.HighlightingStyles;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.impl.BinaryGrammarResourceFactoryImpl;
import org.eclipse.xtext.resource.IResourceServiceProvider;

/**
 * The Xtext languages contributed to extension point {@code org.chessarbiter.xtext.eclipse.languages}, by
 * file extension. A contribution that cannot be loaded is logged and skipped (the others still work).
 */
public final class XtextLanguages {

    public static final String EXTENSION_POINT = "org.chessarbiter.xtext.eclipse.languages";

    private final Map<String, XtextLanguage> byExtension;

    private XtextLanguages(List<XtextLanguage> languages) {
        Map<String, XtextLanguage> map = new LinkedHashMap<>();
        for (XtextLanguage language : languages) {
            for (String extension : language.fileExtensions()) {
                map.putIfAbsent(extension, language);
            }
        }
        this.byExtension = Map.copyOf(map);
    }

    /** The languages of the running platform (read once, owned by {@link XtextCore}). */
    public static XtextLanguages get() {
        return XtextCore.get().languages();
    }

    /** Reads the contributions of the running platform and registers the languages with EMF. */
    static XtextLanguages read() {
        XtextLanguages result = new XtextLanguages(contributions());
        result.registerResourceServiceProviders();
        return result;
    }

    public Optional<XtextLanguage> forFileExtension(String extension) {
        return Optional.ofNullable(extension).map(byExtension::get);
    }

    public Optional<XtextLanguage> forUri(URI uri) {
        return uri == null ? Optional.empty() : forFileExtension(uri.fileExtension());
    }

    public Set<XtextLanguage> all() {
        return Set.copyOf(byExtension.values());
    }

    /** The service provider of a URI's language, or null: the function Xtext's builder asks. */
    public IResourceServiceProvider resourceServiceProvider(URI uri) {
        return forUri(uri).map(XtextLanguage::resourceServiceProvider).orElse(null);
    }

    /**
     * Plain EMF resource sets (and other languages' cross references) find the language through the global
     * registries, as a standalone setup would register it.
     */
    private void registerResourceServiceProviders() {
        Map<String, Object> registry = IResourceServiceProvider.Registry.INSTANCE.getExtensionToFactoryMap();
        Map<String, Object> factories = Resource.Factory.Registry.INSTANCE.getExtensionToFactoryMap();
        // the grammar accesses load their grammar from *.xtextbin; a standalone setup registers this, OSGi does not
        factories.putIfAbsent("xtextbin", new BinaryGrammarResourceFactoryImpl());
        byExtension.forEach((extension, language) -> {
            registry.putIfAbsent(extension, new LazyServiceProvider(language));
            factories.putIfAbsent(extension, (Resource.Factory) uri -> language.get(IResourceFactory.class).createResource(uri));
        });
    }

    private static List<XtextLanguage> contributions() {
        List<XtextLanguage> result = new ArrayList<>();
        if (Platform.getExtensionRegistry() == null) {
            return result;
        }
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
            try {
                result.add(language(element));
            } catch (CoreException | RuntimeException e) {
                ILog.of(XtextLanguages.class).error(Messages.bind(Messages.XtextLanguages_badContribution,
                        element.getContributor().getName()), e);
            }
        }
        return result;
    }

    private static XtextLanguage language(IConfigurationElement element) throws CoreException {
        Set<String> extensions = Arrays.stream(element.getAttribute("fileExtensions").split(",")).map(String::trim)
                .filter(extension -> !extension.isEmpty()).collect(Collectors.toSet());
        LanguageModules modules = (LanguageModules) element.createExecutableExtension("modules");
        LargeFileValidator validator = element.getAttribute("largeFileValidator") == null ? null
                : (LargeFileValidator) element.createExecutableExtension("largeFileValidator");
        String threshold = element.getAttribute("largeFileThreshold");
        Map<String, TextStyle> styles = new LinkedHashMap<>();
        for (TextStyle style : standardStyles()) {
            styles.put(style.id(), style);
        }
        for (IConfigurationElement child : element.getChildren("style")) {
            String id = child.getAttribute("id");
            String label = child.getAttribute("label");
            styles.put(id, new TextStyle(id, label == null ? id : label, TextStyle.parseColor(child.getAttribute("color")),
                    Boolean.parseBoolean(child.getAttribute("bold")), Boolean.parseBoolean(child.getAttribute("italic"))));
        }
        return new XtextLanguage(element.getAttribute("id"), element.getAttribute("name"), extensions, modules,
                new EditingConventions(element.getAttribute("lineComment"), element.getAttribute("brackets"),
                        element.getAttribute("autoClose")),
                threshold == null ? Long.MAX_VALUE : Long.parseLong(threshold.trim()), validator,
                new ArrayList<>(styles.values()));
    }

    /** The look of Xtext's standard style ids (as in Xtext's own editors). */
    static List<TextStyle> standardStyles() {
        return List.of(
                new TextStyle(HighlightingStyles.KEYWORD_ID, Messages.Style_keyword, new TextStyle.Color(127, 0, 85), true, false),
                new TextStyle(HighlightingStyles.PUNCTUATION_ID, Messages.Style_punctuation, new TextStyle.Color(0, 0, 0), false, false),
                new TextStyle(HighlightingStyles.COMMENT_ID, Messages.Style_comment, new TextStyle.Color(63, 127, 95), false, false),
                new TextStyle(HighlightingStyles.STRING_ID, Messages.Style_string, new TextStyle.Color(42, 0, 255), false, false),
                new TextStyle(HighlightingStyles.NUMBER_ID, Messages.Style_number, new TextStyle.Color(125, 125, 125), false, false),
                new TextStyle(HighlightingStyles.DEFAULT_ID, Messages.Style_default, new TextStyle.Color(0, 0, 0), false, false),
                new TextStyle(HighlightingStyles.INVALID_TOKEN_ID, Messages.Style_invalid, new TextStyle.Color(200, 0, 0), false, false),
                new TextStyle(HighlightingStyles.TASK_ID, Messages.Style_task, new TextStyle.Color(127, 159, 191), true, false),
                new TextStyle(HighlightingStyles.TYPE_ID, Messages.Style_type, new TextStyle.Color(0, 80, 50), false, false),
                new TextStyle(HighlightingStyles.DEFINITION_ID, Messages.Style_definition, new TextStyle.Color(0, 0, 192), true, false));
    }

    /** Creates the language's injector only when EMF first asks for the provider. */
    private static final class LazyServiceProvider implements IResourceServiceProvider.Provider {

        private final XtextLanguage language;

        LazyServiceProvider(XtextLanguage language) {
            this.language = language;
        }

        @Override
        public IResourceServiceProvider get(URI uri, String contentType) {
            return language.resourceServiceProvider();
        }
    }
}
