package org.chessarbiter.workspace.validation;

import org.chessarbiter.regulations.ide.RegulationsIdeSetup;
import org.chessarbiter.scoresheet.ide.ScoresheetIdeSetup;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.impl.ResourceServiceProviderRegistryImpl;

/**
 * The workbench's languages by file extension: scoresheets ({@code *.bienban}, {@code *.pgn}) and
 * regulations ({@code *.dieule}, {@code *.luat}). Registered explicitly (under OSGi the
 * {@code ServiceLoader} lookup of {@code ISetup}s finds nothing); what the headless checks of the
 * project build, {@code arbiter validate} and the language server all load files with.
 */
public final class Languages {

    private Languages() {
    }

    /**
     * The registry the headless checks share, made on first use: the languages' injectors are costly to make
     * (about a second) and hold no state of a check (each {@link LanguageFiles} has its own resource set).
     */
    public static IResourceServiceProvider.Registry shared() {
        return Shared.REGISTRY;
    }

    private static final class Shared {
        static final IResourceServiceProvider.Registry REGISTRY = registry();
    }

    /** A new registry of the workbench's languages, by file extension. */
    public static IResourceServiceProvider.Registry registry() {
        IResourceServiceProvider.Registry registry = new ResourceServiceProviderRegistryImpl();
        register(registry, new ScoresheetIdeSetup().createInjectorAndDoEMFRegistration().getInstance(IResourceServiceProvider.class),
                "bienban", "pgn");
        register(registry, new RegulationsIdeSetup().createInjectorAndDoEMFRegistration().getInstance(IResourceServiceProvider.class),
                "dieule", "luat");
        return registry;
    }

    private static void register(IResourceServiceProvider.Registry registry, IResourceServiceProvider provider, String... extensions) {
        for (String ext : extensions) {
            registry.getExtensionToFactoryMap().put(ext, provider);
        }
    }
}
