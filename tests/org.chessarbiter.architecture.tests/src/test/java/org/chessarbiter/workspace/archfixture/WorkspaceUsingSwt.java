package org.chessarbiter.workspace.archfixture;

import org.eclipse.swt.archfixture.Widget;

/** A headless workspace class that uses a widget, built on purpose for LayeringRulesCanFailTest. */
public class WorkspaceUsingSwt {
    public Widget widget() {
        return new Widget();
    }
}
