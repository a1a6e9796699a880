package org.chessarbiter.regulations.ui;

import java.util.List;

import org.chessarbiter.regulations.RegulationsRuntimeModule;
import org.chessarbiter.regulations.ide.RegulationsIdeModule;
import org.chessarbiter.xtext.eclipse.core.LanguageModules;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;

import com.google.inject.Module;

/** The regulations language (*.dieule, *.luat) in the generic editor: its runtime and ide services, and
 * its quick fixes. */
public class RegulationsLanguageModules implements LanguageModules {

    @Override
    public List<Module> modules() {
        return List.of(new RegulationsRuntimeModule(), new RegulationsIdeModule(),
                binder -> binder.bind(IQuickFixProvider.class).to(RegulationsQuickfixProvider.class));
    }
}
