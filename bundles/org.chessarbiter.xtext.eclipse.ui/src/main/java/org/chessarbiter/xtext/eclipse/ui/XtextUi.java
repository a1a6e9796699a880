package org.chessarbiter.xtext.eclipse.ui;

import org.chessarbiter.xtext.eclipse.core.XtextCore;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/** The activator of the Xtext editors: it owns the models of the open documents while the bundle is active. */
public final class XtextUi implements BundleActivator {

    private static volatile XtextUi active;

    private DocumentModels documentModels;

    @Override
    public void start(BundleContext context) {
        documentModels = new DocumentModels(XtextCore.get().dirtyState());
        active = this;
    }

    @Override
    public void stop(BundleContext context) {
        active = null;
    }

    /** The running bundle (activated on first use of its classes). */
    public static XtextUi get() {
        XtextUi result = active;
        if (result == null) {
            throw new IllegalStateException("the bundle org.chessarbiter.xtext.eclipse.ui is not active");
        }
        return result;
    }

    public DocumentModels documentModels() {
        return documentModels;
    }
}
