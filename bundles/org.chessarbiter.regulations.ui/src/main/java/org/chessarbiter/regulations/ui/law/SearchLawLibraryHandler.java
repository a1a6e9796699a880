package org.chessarbiter.regulations.ui.law;

import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.handlers.HandlerUtil;

/** Navigate > Go to Law Article…: the law library searched ({@link LawSearchDialog}), the chosen article opened at it. */
public class SearchLawLibraryHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        LawSearchDialog dialog = new LawSearchDialog(HandlerUtil.getActiveShell(event), LawLibrary.bundled());
        if (dialog.open() == Window.OK) {
            dialog.chosen().ifPresent(SearchLawLibraryHandler::open);
        }
        return null;
    }

    /** Opens the library's law text at the element cited by {@code id}; false when the library has none (public for tests). */
    public static boolean open(String id) {
        return XtextLanguages.get().forFileExtension("luat")
                .flatMap(language -> LawCitationHyperlinkDetector.link(language, id, new Region(0, 0)))
                .map(link -> {
                    link.open();
                    return true;
                }).orElse(false);
    }
}
