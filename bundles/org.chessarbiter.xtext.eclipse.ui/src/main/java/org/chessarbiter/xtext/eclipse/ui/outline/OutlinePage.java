package org.chessarbiter.xtext.eclipse.ui.outline;

import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The outline of an open Xtext document ({@link OutlineSymbols}), refreshed after a pause in typing;
 * selecting a symbol selects its name in the editor.
 */
public class OutlinePage extends ContentOutlinePage {

    private static final int REFRESH_DELAY = 500;

    private final ITextEditor editor;
    private final DocumentModel model;
    private final IDocumentListener listener = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
            // nothing before the change
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            scheduleRefresh();
        }
    };
    private boolean refreshScheduled;
    private String text;

    public OutlinePage(ITextEditor editor, DocumentModel model) {
        this.editor = editor;
        this.model = model;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer viewer = getTreeViewer();
        viewer.setContentProvider(new SymbolContentProvider());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                DocumentSymbol symbol = (DocumentSymbol) element;
                return symbol.getDetail() == null || symbol.getDetail().isBlank() ? symbol.getName()
                        : symbol.getName() + " : " + symbol.getDetail();
            }
        });
        viewer.addSelectionChangedListener(event -> {
            if (event.getSelection() instanceof IStructuredSelection selection
                    && selection.getFirstElement() instanceof DocumentSymbol symbol && text != null) {
                int[] where = OutlineSymbols.selection(text, symbol);
                editor.selectAndReveal(where[0], where[1]);
            }
        });
        DocumentModels.document(model).addDocumentListener(listener);
        refresh();
    }

    /** The symbols shown now (for tests). */
    public List<DocumentSymbol> symbols() {
        Object input = getTreeViewer() == null ? null : getTreeViewer().getInput();
        @SuppressWarnings("unchecked")
        List<DocumentSymbol> symbols = input instanceof List<?> list ? (List<DocumentSymbol>) list : List.of();
        return symbols;
    }

    /** Reads the symbols of the current text and shows them. */
    public void refresh() {
        refreshScheduled = false;
        TreeViewer viewer = getTreeViewer();
        if (viewer == null || viewer.getControl().isDisposed() || model.isLarge()) {
            return;
        }
        record Outline(String text, List<DocumentSymbol> symbols) {
        }
        Outline outline = model.read(state -> new Outline(state.text(), OutlineSymbols.of(model, state)));
        text = outline.text();
        viewer.setInput(outline.symbols());
        viewer.expandToLevel(2);
    }

    private void scheduleRefresh() {
        Control control = getControl();
        if (!refreshScheduled && control != null && !control.isDisposed()) {
            refreshScheduled = true;
            control.getDisplay().timerExec(REFRESH_DELAY, this::refresh);
        }
    }

    @Override
    public void dispose() {
        DocumentModels.document(model).removeDocumentListener(listener);
        super.dispose();
    }

    private static final class SymbolContentProvider implements ITreeContentProvider {

        @Override
        public Object[] getElements(Object input) {
            return input instanceof List<?> list ? list.toArray() : new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            List<DocumentSymbol> children = ((DocumentSymbol) parent).getChildren();
            return children == null ? new Object[0] : children.toArray();
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            List<DocumentSymbol> children = ((DocumentSymbol) element).getChildren();
            return children != null && !children.isEmpty();
        }
    }
}
