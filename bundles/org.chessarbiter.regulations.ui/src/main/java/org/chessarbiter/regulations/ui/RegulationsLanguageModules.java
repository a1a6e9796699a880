package org.chessarbiter.regulations.ui;

import java.util.List;

import org.chessarbiter.regulations.RegulationsRuntimeModule;
import org.chessarbiter.regulations.ide.RegulationsIdeModule;
import org.chessarbiter.xtext.eclipse.core.LanguageModules;

import com.google.inject.Module;

/** The regulations language (*.dieule, *.luat) in the generic editor: its runtime and ide services (content assist,
 * quick fixes). */
public class RegulationsLanguageModules implements LanguageModules {

    @Override
    public List<Module> modules() {
        return List.of(new RegulationsRuntimeModule(), new RegulationsIdeModule());
    }
}
