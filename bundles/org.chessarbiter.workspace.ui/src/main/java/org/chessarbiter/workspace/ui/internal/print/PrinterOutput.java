package org.chessarbiter.workspace.ui.internal.print;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.printing.PrintDialog;
import org.eclipse.swt.printing.Printer;
import org.eclipse.swt.printing.PrinterData;
import org.eclipse.swt.widgets.Shell;

/**
 * Prints a {@link PrintedDocument} on a printer the user chooses ({@link PrintDialog}): laid out on the printer's
 * paper at its resolution ({@link PageLayout}), a page at a time ({@link PagePainter}). With the system property
 * {@link #PAGES_TO} naming a folder, the pages are drawn on A4 images at the display's resolution and saved there
 * as {@code page-1.png}… instead, without any dialog (a run without a printer, and the tests).
 */
public final class PrinterOutput {

    /** The system property naming the folder the pages are saved to as images instead of being printed. */
    public static final String PAGES_TO = "org.chessarbiter.print.pagesTo";

    private PrinterOutput() {
    }

    /** Prints {@code document} from {@code shell}: the number of pages printed, 0 when the user cancelled or none could be. */
    public static int print(Shell shell, PrintedDocument document) {
        String folder = System.getProperty(PAGES_TO, "");
        if (!folder.isBlank()) {
            return toImages(shell.getDisplay(), document, Path.of(folder)).size();
        }
        if (Printer.getPrinterList().length == 0) {
            MessageDialog.openInformation(shell, PrintMessages.PrintPages_noPrinterTitle, PrintMessages.PrintPages_noPrinter);
            return 0;
        }
        PrintDialog dialog = new PrintDialog(shell, SWT.NONE);
        dialog.setText(PrintMessages.PrintPages_dialog);
        PrinterData data = dialog.open();
        if (data == null) {
            return 0;
        }
        Printer printer = new Printer(data);
        try {
            return onPrinter(printer, document, shell);
        } finally {
            printer.dispose();
        }
    }

    private static int onPrinter(Printer printer, PrintedDocument document, Shell shell) {
        if (!printer.startJob(document.title())) {
            MessageDialog.openError(shell, PrintMessages.PrintPages_noPrinterTitle, NLS.bind(PrintMessages.PrintPages_failed, document.title()));
            return 0;
        }
        GC gc = new GC(printer);
        // the GC's origin is the printable area's corner; the layout measures from the paper's
        Rectangle trim = printer.computeTrim(0, 0, 0, 0);
        Transform paper = new Transform(printer);
        try (DeviceFonts fonts = new DeviceFonts(printer, gc)) {
            paper.translate(trim.x, trim.y);
            gc.setTransform(paper);
            Rectangle sheet = printer.getBounds();
            PageGeometry geometry = new PageGeometry(sheet.width, sheet.height, printer.getDPI().x);
            List<LaidOutPage> pages = PageLayout.layout(document, geometry, fonts);
            for (int i = 0; i < pages.size(); i++) {
                printer.startPage();
                PagePainter.paint(gc, fonts, geometry, pages.get(i), document, i + 1, pages.size());
                printer.endPage();
            }
            printer.endJob();
            return pages.size();
        } finally {
            paper.dispose();
            gc.dispose();
        }
    }

    /** The pages of {@code document} drawn on A4 images at {@code device}'s resolution, saved in {@code folder}. */
    public static List<Path> toImages(Device device, PrintedDocument document, Path folder) {
        PageGeometry geometry = PageGeometry.a4(device.getDPI().x);
        List<Path> files = new ArrayList<>();
        folder.toFile().mkdirs();
        Image measuring = new Image(device, 1, 1);
        GC measure = new GC(measuring);
        try (DeviceFonts fonts = new DeviceFonts(device, measure)) {
            List<LaidOutPage> pages = PageLayout.layout(document, geometry, fonts);
            for (int i = 0; i < pages.size(); i++) {
                Path file = folder.resolve("page-" + (i + 1) + ".png");
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] {image(device, fonts, geometry, pages.get(i), document, i + 1, pages.size())};
                loader.save(file.toString(), SWT.IMAGE_PNG);
                files.add(file);
            }
        } finally {
            measure.dispose();
            measuring.dispose();
        }
        return files;
    }

    /** Page {@code number} of {@code count} drawn on a white image of the sheet's size. */
    public static ImageData image(Device device, DeviceFonts fonts, PageGeometry geometry, LaidOutPage page, PrintedDocument document,
            int number, int count) {
        Image image = new Image(device, geometry.width(), geometry.height());
        GC gc = new GC(image);
        try {
            gc.setBackground(device.getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, geometry.width(), geometry.height());
            PagePainter.paint(gc, fonts, geometry, page, document, number, count);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
