package org.chessarbiter.workspace.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.ui.css.swt.theme.ITheme;
import org.eclipse.e4.ui.css.swt.theme.IThemeEngine;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

/**
 * The product starts with a CSS theme it ships (plugin.xml: the product's cssTheme property and the theme it
 * names), so that the workbench no longer asks for the platform's default theme, which the product does not
 * ship, and no longer logs "Theme 'org.eclipse.e4.ui.css.theme.e4_default' not found" at every start.
 */
class ProductThemeTest {

    private static final String THEME = "org.chessarbiter.workspace.ui.theme";

    @Test
    void theActiveThemeIsTheOneTheProductNames() {
        assertEquals(THEME, Platform.getProduct().getProperty("cssTheme"));
        IThemeEngine engine = (IThemeEngine) Display.getDefault().getData("org.eclipse.e4.ui.css.swt.theme");
        assertNotNull(engine, "the workbench styles with a theme engine");
        assertTrue(engine.getThemes().stream().map(ITheme::getId).anyMatch(THEME::equals), "the product's theme is contributed");
        ITheme active = engine.getActiveTheme();
        assertNotNull(active, "a theme was found at the start");
        assertEquals(THEME, active.getId());
    }
}
