package org.chessarbiter.editor.tests;

import java.io.File;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
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
            File directory = new File(System.getProperty("arbiter.screenshots", "target/screenshots"));
            directory.mkdirs();
            File file = new File(directory, name + ".png");
            ImageLoader loader = new ImageLoader();
            loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
            loader.save(file.getAbsolutePath(), SWT.IMAGE_PNG);
            return file;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
