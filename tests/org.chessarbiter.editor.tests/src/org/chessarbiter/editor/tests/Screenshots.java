package org.chessarbiter.editor.tests;

import java.io.File;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

/** Saves what a workbench window shows, as PNG under {@code arbiter.screenshots} (GC.copyArea of the display). */
final class Screenshots {

    private Screenshots() {
    }

    static File window(Shell shell, String name) {
        Rectangle bounds = shell.getBounds();
        Image image = new Image(shell.getDisplay(), Math.max(1, bounds.width), Math.max(1, bounds.height));
        GC gc = new GC(shell.getDisplay());
        try {
            gc.copyArea(image, bounds.x, bounds.y);
            return save(image, name);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** What a control (a dialog's shell) shows, from its own pixels rather than the display's at its bounds. */
    static File control(Control control, String name) {
        Point size = control.getSize();
        Image image = new Image(control.getDisplay(), Math.max(1, size.x), Math.max(1, size.y));
        GC gc = new GC(control);
        try {
            gc.copyArea(image, 0, 0);
            return save(image, name);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static File save(Image image, String name) {
        File directory = new File(System.getProperty("arbiter.screenshots", "target/screenshots"));
        directory.mkdirs();
        File file = new File(directory, name + ".png");
        ImageLoader loader = new ImageLoader();
        loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
        loader.save(file.getAbsolutePath(), SWT.IMAGE_PNG);
        return file;
    }
}
