package org.chessarbiter.tournament.ui;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.chessarbiter.tournament.model.Player;
import org.chessarbiter.tournament.model.TournamentFactory;
import org.chessarbiter.tournament.model.TournamentPackage;
import org.chessarbiter.workspace.op.WithdrawPlayerOperation;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.RowsViewer;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandWrapper;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerEditor;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationStrategy;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TableViewerEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The players: a table edited in place (each edit an EMF {@link SetCommand}), sorted by any column,
 * filtered by a search box; players added and removed before round 1 (a removal afterwards is refused
 * with the reason), withdrawn later through the {@link WithdrawPlayerOperation}; late entries, byes and
 * absences, and the pairing numbers of C.04.2 through {@link PlayerEntries}.
 */
public final class PlayersPage extends TournamentPage {

    public static final String ID = "players";

    private RowsViewer<Player> viewer;
    private Text search;
    private Button add;
    private Button remove;
    private Button withdraw;
    private final PlayerEntries entries;
    private Button late;
    private Button bye;
    private Button renumber;
    private PlayerColumn sortColumn = PlayerColumn.NUMBER;
    private boolean descending;
    private final Collator collator = Collator.getInstance(Locale.getDefault());
    private final Set<Object> touched = new HashSet<>();
    /** Every player's byes and absences, read once after each change of the model (null: not read since). */
    private PlayerByes byes;
    /** The sort keys of the players in {@link #keysOf}'s column, made once after each change of the model. */
    @SuppressWarnings("rawtypes")
    private final Map<Player, Comparable> keys = new HashMap<>();
    private PlayerColumn keysOf;

    public PlayersPage(TournamentEditor editor) {
        super(editor, ID, Messages.Players_title);
        entries = new PlayerEntries(editor);
    }

    @Override
    protected void create(Composite body, IManagedForm managed) {
        FormToolkit kit = managed.getToolkit();
        body.setLayout(new GridLayout(4, false));
        search = new Text(body, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL | SWT.BORDER);
        search.setMessage(Messages.Players_search);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(search);
        search.addModifyListener(e -> showPlayers());
        add = button(body, Messages.Players_add);
        add.addListener(SWT.Selection, e -> addPlayer());
        remove = button(body, Messages.Players_remove);
        remove.addListener(SWT.Selection, e -> removePlayers());
        withdraw = button(body, Messages.Players_withdraw);
        withdraw.addListener(SWT.Selection, e -> withdrawPlayer());
        viewer = new RowsViewer<>(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI, true);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        // a small preferred size: the form never measures every row of a large event; the table fills the page all the same
        GridDataFactory.fillDefaults().grab(true, true).span(4, 1).hint(400, 200).applyTo(viewer.getTable());
        for (PlayerColumn c : PlayerColumn.values()) {
            column(c);
        }
        TableViewerEditor.create(viewer, new ColumnViewerEditorActivationStrategy(viewer),
                ColumnViewerEditor.TABBING_HORIZONTAL | ColumnViewerEditor.KEYBOARD_ACTIVATION | ColumnViewerEditor.TABBING_VERTICAL);
        viewer.addSelectionChangedListener(e -> buttons());
        // the players each command changed in place (an edit, its undo): their rows are asked again at the next refresh
        document().stack().addCommandStackListener(e -> {
            Command c = document().stack().getMostRecentCommand();
            if (c != null) {
                touched.addAll(c.getAffectedObjects());
            }
        });
        entryButtons(kit, body);
    }

    /** The row under the table: late entry, bye or absence, pairing numbers by C.04.2 ({@link PlayerEntries}). */
    private void entryButtons(FormToolkit kit, Composite body) {
        Composite row = kit.createComposite(body);
        row.setLayout(new org.eclipse.swt.layout.RowLayout());
        GridDataFactory.fillDefaults().span(4, 1).applyTo(row);
        late = button(row, Messages.Players_late);
        late.addListener(SWT.Selection, e -> entries.enterLate());
        bye = button(row, Messages.Players_bye);
        bye.addListener(SWT.Selection, e -> entries.requestBye(((Player) viewer.getStructuredSelection().getFirstElement()).getStartNumber()));
        renumber = button(row, Messages.Players_renumber);
        renumber.setToolTipText(Messages.Players_renumberTip);
        renumber.addListener(SWT.Selection, e -> entries.reassignNumbers());
    }

    private void column(PlayerColumn c) {
        TableViewerColumn column = new TableViewerColumn(viewer, c == PlayerColumn.NUMBER || c.name().endsWith("RATING") ? SWT.RIGHT : SWT.LEFT);
        column.getColumn().setText(c.title);
        column.getColumn().setWidth(c.width);
        column.getColumn().setMoveable(true);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return c.text((Player) element, byes());
            }
        });
        column.getColumn().addListener(SWT.Selection, e -> sortBy(c));
        if (c.attribute != null) {
            column.setEditingSupport(new EditingSupport(viewer) {
                @Override
                protected CellEditor getCellEditor(Object element) {
                    return new TextCellEditor(viewer.getTable());
                }

                @Override
                protected boolean canEdit(Object element) {
                    return true;
                }

                @Override
                protected Object getValue(Object element) {
                    return c.text((Player) element);
                }

                @Override
                protected void setValue(Object element, Object value) {
                    edit((Player) element, c, String.valueOf(value));
                }
            });
        }
    }

    /** Sets one attribute of a player as one command; a value that is not one (a rating of letters) is refused with a message. */
    public void edit(Player p, PlayerColumn c, String typed) {
        Object value = c.value(typed);
        if (value == null) {
            message(NLS.bind(Messages.Players_badValue, typed, c.title), true);
            return;
        }
        if (value.equals(p.eGet(c.attribute)) || (value.equals("") && p.eGet(c.attribute) == null)) {
            return;
        }
        Command set = SetCommand.create(document().domain(), p, c.attribute, value);
        show(List.of());
        document().execute(labelled(NLS.bind(Messages.Players_editLabel, c.title, p.getName()), set));
    }

    /** Sorts by a column; the same column again reverses the order. */
    public void sortBy(PlayerColumn c) {
        descending = c == sortColumn && !descending;
        sortColumn = c;
        viewer.getTable().setSortColumn(viewer.getTable().getColumn(c.ordinal()));
        viewer.getTable().setSortDirection(descending ? SWT.DOWN : SWT.UP);
        showPlayers();
    }

    /**
     * The players the search matches, in the order chosen: one sort key a player (a large event sorts at once), kept until
     * the model changes (the same column again, reversed, or a filter typed: no key made again).
     */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    private List<Player> order() {
        String query = search.getText();
        List<Player> shown = new ArrayList<>();
        if (keysOf != sortColumn) {
            keys.clear();
            keysOf = sortColumn;
        }
        for (Player p : document().root().getPlayers()) {
            if (matches(p, query)) {
                shown.add(p);
                keys.computeIfAbsent(p, x -> sortColumn.sortKey(x, collator, byes()));
            }
        }
        Comparator<Player> order = (a, b) -> keys.get(a).compareTo(keys.get(b));
        shown.sort(descending ? order.reversed() : order);
        return shown;
    }

    private void showPlayers() {
        viewer.show(order(), touched);
        touched.clear();
        buttons();
    }

    static boolean matches(Player p, String query) {
        String q = query.strip().toLowerCase(Locale.ROOT);
        if (q.isEmpty()) {
            return true;
        }
        return Integer.toString(p.getStartNumber()).equals(q) || contains(p.getName(), q) || contains(p.getClub(), q)
                || contains(p.getFederation(), q) || contains(p.getTitle(), q);
    }

    private static boolean contains(String s, String q) {
        return s != null && s.toLowerCase(Locale.ROOT).contains(q);
    }

    private boolean beforeRoundOne() {
        return document().root().getRounds().stream().allMatch(r -> r.getPairings().isEmpty());
    }

    private void buttons() {
        boolean before = beforeRoundOne();
        boolean selected = !viewer.getStructuredSelection().isEmpty();
        add.setEnabled(before);
        remove.setEnabled(selected);
        withdraw.setEnabled(!before && viewer.getStructuredSelection().size() == 1);
        late.setEnabled(!before);
        bye.setEnabled(viewer.getStructuredSelection().size() == 1);
        renumber.setEnabled(entries.canReassignNumbers());
    }

    private void addPlayer() {
        Player p = TournamentFactory.eINSTANCE.createPlayer();
        p.setStartNumber(document().root().getPlayers().stream().mapToInt(Player::getStartNumber).max().orElse(0) + 1);
        p.setName(NLS.bind(Messages.Players_newName, p.getStartNumber()));
        Command c = AddCommand.create(document().domain(), document().root(), TournamentPackage.Literals.TOURNAMENT__PLAYERS, p);
        document().execute(labelled(Messages.Players_addLabel, c));
        viewer.selectRow(p); // its row made and selected by index: a large table is never searched row by row
        viewer.editElement(p, PlayerColumn.NAME.ordinal());
    }

    private void removePlayers() {
        IStructuredSelection s = viewer.getStructuredSelection();
        if (s.isEmpty()) {
            return;
        }
        java.util.Optional<String> refused = entries.removalRefused(((Player) s.getFirstElement()).getName());
        if (refused.isPresent()) {
            message(refused.get(), true);
            return;
        }
        document().execute(labelled(Messages.Players_removeLabel, DeleteCommand.create(document().domain(), s.toList())));
    }

    /** The command named as the Undo and Redo menu items show it. */
    private static Command labelled(String label, Command c) {
        return new CommandWrapper(label, label, c);
    }

    private void withdrawPlayer() {
        Player p = (Player) viewer.getStructuredSelection().getFirstElement();
        int after = (int) document().root().getRounds().stream().filter(r -> !r.getPairings().isEmpty()).count();
        getEditor().perform(NLS.bind(Messages.Players_withdrawLabel, p.getName()),
                new WithdrawPlayerOperation(document().file(), p.getStartNumber(), after)::apply);
    }

    private PlayerByes byes() {
        if (byes == null) {
            byes = PlayerByes.of(document().root());
        }
        return byes;
    }

    @Override
    protected void refresh() {
        byes = null; // the model changed: byes and sort keys are read again
        keys.clear();
        Command last = document().stack().getMostRecentCommand(); // the change this refresh follows (its listener may come later)
        if (last != null) {
            touched.addAll(last.getAffectedObjects());
        }
        showPlayers();
    }

    public TableViewer viewer() {
        return viewer;
    }

    public Text searchBox() {
        return search;
    }

    /** Late entries, byes and absences, pairing numbers (the actions of the row under the table). */
    public PlayerEntries entries() {
        return entries;
    }

    /** Removes the selected players as the Remove button does: refused, with the reason, once round 1 is paired. */
    public void removeSelected() {
        removePlayers();
    }
}
