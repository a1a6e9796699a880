package org.chessarbiter.xtext.eclipse.core;

import java.util.List;

import com.google.inject.Module;

/**
 * What a language contributes to the bridge (extension point {@code org.chessarbiter.xtext.eclipse.languages},
 * attribute {@code modules}): its Guice modules, runtime first, then ide (and any editor-specific module).
 * The bridge mixes them between its own defaults (which the language may override) and its
 * infrastructure bindings (which must win); see {@link EditorDefaultsModule}, {@link EditorInfrastructureModule}.
 */
public interface LanguageModules {

    /** The language's modules in override order (a later module overrides an earlier one). */
    List<Module> modules();
}
