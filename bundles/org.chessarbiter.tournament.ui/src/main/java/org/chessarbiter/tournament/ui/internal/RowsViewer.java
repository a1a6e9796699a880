package org.chessarbiter.tournament.ui.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

import org.eclipse.jface.viewers.ILazyContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;

/**
 * A virtual table viewer over a list of rows held in order: the table asks for the rows it shows and
 * no others ({@link ILazyContentProvider}). A new list changes only the rows that differ (a result
 * typed: one row); a new order (a sort, a filter) drops the rows the table made and sets the count, so
 * that a large table (2,000 players) is never refilled row by row on the UI thread.
 *
 * @param <T> the row: an element the label providers read
 */
public final class RowsViewer<T> extends TableViewer {

    /** More changed rows than this: the table's rows are dropped and asked again as shown. */
    private static final int FEW = 32;

    private List<T> rows = List.of();

    /** A viewer on a new virtual table; {@code hashed}: elements found by identity (their rows looked up by the element). */
    public RowsViewer(Composite parent, int style, boolean hashed) {
        super(parent, style | SWT.VIRTUAL);
        setUseHashlookup(hashed);
        setContentProvider(new ILazyContentProvider() {
            @Override
            public void updateElement(int index) {
                if (index < rows.size()) {
                    replace(rows.get(index), index);
                }
            }
        });
        setInput(rows);
    }

    /** The rows in the order shown. */
    public List<T> rows() {
        return rows;
    }

    /**
     * Shows {@code next}: only the rows that are not the same element as before, and those of
     * {@code touched} (elements changed in place), are asked again; the selection stays on its elements.
     */
    public void show(List<T> next, Collection<?> touched) {
        List<T> before = rows;
        rows = List.copyOf(next);
        Table table = getTable();
        List<Integer> changed = new ArrayList<>();
        if (before.size() == rows.size()) {
            for (int i = 0; i < rows.size() && changed.size() <= FEW; i++) {
                if (!Objects.equals(before.get(i), rows.get(i)) || (!touched.isEmpty() && touched.contains(rows.get(i)))) {
                    changed.add(i);
                }
            }
        }
        if (before.size() == rows.size() && changed.size() <= FEW) {
            changed.forEach(i -> replace(rows.get(i), i));
            return;
        }
        List<Object> selected = new ArrayList<>();
        for (int i : table.getSelectionIndices()) {
            if (i < before.size()) {
                selected.add(before.get(i));
            }
        }
        // dropping the rows costs far less than clearing each one the table has made (GTK: a store update per cell)
        table.setRedraw(false);
        try {
            unmapAllElements();
            table.removeAll();
            table.setItemCount(rows.size());
        } finally {
            table.setRedraw(true);
        }
        if (!selected.isEmpty()) {
            table.setSelection(indicesOf(selected));
        }
    }

    private int[] indicesOf(List<Object> elements) {
        return java.util.stream.IntStream.range(0, rows.size()).filter(i -> elements.contains(rows.get(i))).toArray();
    }

    /** The row of {@code element}, made and selected (-1 when it is not shown). */
    public int selectRow(T element) {
        int i = rows.indexOf(element);
        if (i >= 0) {
            replace(element, i);
            getTable().setSelection(i);
            getTable().showSelection();
        }
        return i;
    }
}
