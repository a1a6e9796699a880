package org.chessarbiter.xtext.eclipse.ui.editor;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.chessarbiter.xtext.eclipse.core.XtextLanguage;
import org.chessarbiter.xtext.eclipse.core.XtextLanguages;
import org.chessarbiter.xtext.eclipse.ui.internal.Messages;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

/**
 * A file too large for a text editor (over its language's large-file threshold), shown read-only one page
 * at a time: each page is read from the file in a job, so opening never reads the whole file on the UI
 * thread. The language's streaming validator checks the whole file in another job; its problems are markers
 * (Problems view). The editor chosen by default for such files ({@link LargeFileEditorOverride}).
 */
public class LargeFileEditor extends EditorPart {

    public static final String ID = "org.chessarbiter.xtext.eclipse.largeFileEditor";

    /** Bytes per page. */
    static final int PAGE = 64 * 1024;

    private IFile file;
    private StyledText text;
    private Label where;
    private long pages;
    private long page = -1;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IFileEditorInput fileInput) || fileInput.getFile().getLocation() == null) {
            throw new PartInitException(Messages.LargeFileEditor_notAFile);
        }
        setSite(site);
        setInput(input);
        file = fileInput.getFile();
        setPartName(file.getName());
        pages = Math.max(1, (file.getLocation().toFile().length() + PAGE - 1) / PAGE);
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite area = new Composite(parent, SWT.NONE);
        area.setLayout(new GridLayout(3, false));
        Button previous = new Button(area, SWT.PUSH);
        previous.setText(Messages.LargeFileEditor_previous);
        previous.addListener(SWT.Selection, event -> show(page - 1));
        Button next = new Button(area, SWT.PUSH);
        next.setText(Messages.LargeFileEditor_next);
        next.addListener(SWT.Selection, event -> show(page + 1));
        where = new Label(area, SWT.NONE);
        where.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        text = new StyledText(area, SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL | SWT.READ_ONLY);
        text.setEditable(false);
        text.setFont(JFaceResources.getTextFont());
        // size hints, so that a layout never asks the widget for its preferred size: StyledText measures every
        // line of its page for that (seen in the UI-thread profile of opening a 5,000-game PGN); it fills anyway
        GridData fill = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        fill.widthHint = 1;
        fill.heightHint = 1;
        text.setLayoutData(fill);
        show(0);
        XtextLanguages.get().forFileExtension(file.getFileExtension())
                .ifPresent((XtextLanguage language) -> LargeFileValidation.start(language, file));
    }

    /** The page shown now, 0-based (for tests). */
    public long page() {
        return page;
    }

    /** The text widget (read-only). */
    public StyledText textWidget() {
        return text;
    }

    /** Shows a page, read in a job. */
    public void show(long wanted) {
        if (wanted < 0 || wanted >= pages || wanted == page) {
            return;
        }
        page = wanted;
        where.setText(Messages.bind(Messages.LargeFileEditor_page, new Object[] { wanted + 1, pages, file.getName() }));
        Path path = file.getLocation().toFile().toPath();
        Job job = Job.create(Messages.bind(Messages.LargeFileEditor_reading, file.getName()), (IProgressMonitor monitor) -> {
            String content;
            try {
                content = read(path, wanted);
            } catch (IOException e) {
                content = e.toString();
            }
            String shown = content;
            text.getDisplay().asyncExec(() -> {
                if (!text.isDisposed() && page == wanted) {
                    text.setText(shown);
                }
            });
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.schedule();
    }

    /** The text of page {@code index}: its bytes, from the first line start to the last line end within it. */
    static String read(Path path, long index) throws IOException {
        try (RandomAccessFile in = new RandomAccessFile(path.toFile(), "r")) {
            long start = index * PAGE;
            int length = (int) Math.min(PAGE, in.length() - start);
            byte[] bytes = new byte[Math.max(0, length)];
            in.seek(start);
            in.readFully(bytes);
            int from = 0;
            if (index > 0) {
                while (from < bytes.length && bytes[from] != '\n') {
                    from++;
                }
                from = Math.min(bytes.length, from + 1);
            }
            int to = bytes.length;
            if (start + length < in.length()) {
                while (to > from && bytes[to - 1] != '\n') {
                    to--;
                }
            }
            return new String(bytes, from, to - from, StandardCharsets.UTF_8);
        }
    }

    @Override
    public void setFocus() {
        text.setFocus();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // read-only
    }

    @Override
    public void doSaveAs() {
        // read-only
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }
}
