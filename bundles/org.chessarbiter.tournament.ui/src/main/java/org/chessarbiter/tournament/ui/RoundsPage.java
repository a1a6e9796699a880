package org.chessarbiter.tournament.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.op.PairNextRoundOperation;
import org.chessarbiter.workspace.op.PublishRoundOperation;
import org.chessarbiter.workspace.op.RecordResultOperation;
import org.chessarbiter.workspace.op.RepairRoundOperation;
import org.chessarbiter.workspace.op.RoundExplanation;
import org.chessarbiter.workspace.pairing.PairingOverrides;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.RoundStates;
import org.chessarbiter.tournament.ui.internal.BoardRow;
import org.chessarbiter.tournament.ui.internal.ExplanationDialog;
import org.chessarbiter.tournament.ui.internal.ResultKeys;
import org.chessarbiter.tournament.ui.internal.RowsViewer;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The rounds: a round chosen, its boards and byes; results typed down the boards in one pass
 * ({@link ResultKeys}: each key records the result of the selected board through the
 * {@link RecordResultOperation} and moves to the next board); the next round paired as the build
 * proposes it in a job ({@link PairNextRoundOperation}), an unpublished round paired again
 * ({@link RepairRoundOperation}) and published ({@link PublishRoundOperation}); manual changes of an
 * unpublished round from the boards' context menu ({@link ManualChangesMenu}).
 */
public final class RoundsPage extends TournamentPage {

    public static final String ID = "rounds";

    private Combo round;
    private RowsViewer<BoardRow> boards;
    private Button pair;
    private Button repair;
    private Button publish;
    private Button explain;
    private ManualChangesMenu manualChanges;
    private ManualChangesBar manualBar;
    private TableViewerColumn firstColumn;
    private TableViewerColumn secondColumn;
    private int shown = 1;
    private int pairedBefore = -1;
    private List<BoardRow> rows = List.of();
    private int rowsOf;

    public RoundsPage(TournamentEditor editor) {
        super(editor, ID, Messages.Rounds_title);
    }

    @Override
    protected void create(Composite body, IManagedForm managed) {
        FormToolkit kit = managed.getToolkit();
        body.setLayout(new GridLayout(6, false));
        kit.createLabel(body, Messages.Rounds_round);
        round = new Combo(body, SWT.READ_ONLY | SWT.DROP_DOWN);
        GridDataFactory.fillDefaults().hint(420, SWT.DEFAULT).applyTo(round);
        round.addListener(SWT.Selection, e -> {
            shown = round.getSelectionIndex() + 1;
            refresh();
        });
        pair = button(body, Messages.Rounds_pairNext);
        pair.addListener(SWT.Selection, e -> pairNextRound());
        repair = button(body, Messages.Rounds_repair);
        repair.addListener(SWT.Selection, e -> repairRound());
        publish = button(body, Messages.Rounds_publish);
        publish.addListener(SWT.Selection, e -> publishRound());
        explain = button(body, Messages.Rounds_explain);
        explain.setToolTipText(Messages.Rounds_explainTip);
        explain.addListener(SWT.Selection, e -> explainRound());
        GridDataFactory.fillDefaults().grab(true, false).span(6, 1).hint(600, SWT.DEFAULT)
                .applyTo(kit.createLabel(body, Messages.Rounds_keys, SWT.WRAP));
        manualChanges = new ManualChangesMenu(this);
        manualBar = new ManualChangesBar(body, manualChanges);
        kit.adapt(manualBar.control());
        GridDataFactory.fillDefaults().grab(true, false).span(6, 1).applyTo(manualBar.control());
        boards = new RowsViewer<>(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI, false);
        boards.getTable().setHeaderVisible(true);
        boards.getTable().setLinesVisible(true);
        // a small preferred size: the form never measures every row; the table fills the page all the same
        GridDataFactory.fillDefaults().grab(true, true).span(6, 1).hint(400, 200).applyTo(boards.getTable());
        column(Messages.Rounds_board, 60, SWT.RIGHT, r -> r.board() == 0 ? "" : Integer.toString(r.board()));
        firstColumn = column(Messages.Rounds_white, 280, SWT.LEFT, BoardRow::first);
        secondColumn = column(Messages.Rounds_black, 280, SWT.LEFT, BoardRow::second);
        column(Messages.Rounds_result, 90, SWT.CENTER, BoardRow::result);
        boards.getTable().addListener(SWT.KeyDown, e -> {
            Optional<GameResult> r = ResultKeys.of(e.character);
            if (r.isPresent()) {
                e.doit = false;
                enterResult(boards.getTable().getSelectionIndex(), r.get());
            }
        });
        boards.getTable().setMenu(manualChanges.createMenu(boards.getTable()));
        boards.getTable().addListener(SWT.Selection, e -> manualBar.update());
    }

    private TableViewerColumn column(String title, int width, int align, Function<BoardRow, String> text) {
        TableViewerColumn c = new TableViewerColumn(boards, align);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((BoardRow) element);
            }
        });
        return c;
    }

    @Override
    protected void refresh() {
        ParseResult<Tournament> read = document().plain();
        if (!read.isOk()) {
            show(read.problems());
            return;
        }
        Tournament t = read.value();
        boolean xiangqi = t.info().game() == GameKind.XIANGQI;
        firstColumn.getColumn().setText(xiangqi ? Messages.Rounds_red : Messages.Rounds_white);
        secondColumn.getColumn().setText(xiangqi ? Messages.Rounds_blackXiangqi : Messages.Rounds_black);
        int paired = (int) t.rounds().stream().filter(Round::isPaired).count();
        if (pairedBefore >= 0 && paired != pairedBefore) {
            shown = Math.max(1, paired); // a round paired (or its pairing undone): show the last paired round
        } else if (pairedBefore < 0) {
            shown = Math.max(1, lastWithOpenResults(t).orElse(paired));
        }
        pairedBefore = paired;
        String[] items = new String[Math.max(1, t.numberOfRounds())];
        for (int n = 1; n <= items.length; n++) {
            Optional<Round> r = round(t, n);
            items[n - 1] = NLS.bind(Messages.Rounds_item, n, r.map(RoundStates::text).orElse(Messages.Round_notPaired));
        }
        boolean renamed = round.getItemCount() != items.length; // a result typed changes one item's text: set alone, no layout
        boolean first = round.getItemCount() == 0; // the page just built: the form lays it out as it is shown
        if (renamed) {
            round.setItems(items);
        }
        for (int i = 0; i < items.length && !renamed; i++) {
            if (!items[i].equals(round.getItem(i))) {
                round.setItem(i, items[i]);
            }
        }
        shown = Math.min(shown, items.length);
        round.select(shown - 1);
        // the board selected stays through a result typed; another round starts unselected
        int selected = shown == rowsOf ? boards.getTable().getSelectionIndex() : -1;
        rowsOf = shown;
        Optional<Round> r = round(t, shown);
        rows = r.map(x -> ManualChangesMenu.rows(t, x)).orElse(List.of());
        boards.show(rows, List.of()); // a result typed: its one row asked again, not the round's 1,000
        if (selected >= 0 && selected < boards.getTable().getItemCount()) {
            boards.getTable().setSelection(selected);
        }
        boolean lastUnpublished = r.isPresent() && r.get().isPaired() && !r.get().published();
        repair.setEnabled(lastUnpublished && RoundStates.withResult(r.get()) == 0 && !getEditor().busy());
        publish.setEnabled(lastUnpublished);
        pair.setEnabled(!getEditor().busy());
        explain.setEnabled(r.isPresent() && r.get().isPaired());
        manualBar.update();
        if (renamed && !first) {
            round.getParent().layout(true);
        }
    }

    private static Optional<Round> round(Tournament t, int n) {
        return t.rounds().stream().filter(x -> x.number() == n).findFirst();
    }

    private static Optional<Integer> lastWithOpenResults(Tournament t) {
        return t.rounds().stream().filter(r -> r.isPaired() && RoundStates.withResult(r) < RoundStates.games(r))
                .map(Round::number).findFirst();
    }

    /** The round shown. */
    public int shownRound() {
        return shown;
    }

    public void showRound(int n) {
        shown = n;
        refresh();
    }

    /** Records the result of the board in row {@code row} and selects the next board (one pass down the boards). */
    public void enterResult(int row, GameResult result) {
        if (row < 0 || row >= rows.size()) {
            return;
        }
        BoardRow b = rows.get(row);
        if (b.board() == 0) {
            boards.getTable().setSelection(Math.min(row + 1, boards.getTable().getItemCount() - 1));
            return;
        }
        int n = shown;
        String label = NLS.bind(Messages.Rounds_resultLabel, new Object[] { n, b.board(), result.notation() });
        boolean done = getEditor().perform(label, RecordResultOperation.onBoard(document().file(), n, b.board(), result)::apply);
        if (done && row + 1 < boards.getTable().getItemCount()) {
            boards.getTable().setSelection(row + 1);
            boards.getTable().showSelection();
        }
    }

    /** Puts the keyboard on the first board of the shown round without its result. */
    public void enterResults() {
        Table table = boards.getTable();
        table.setFocus();
        for (int i = 0; i < table.getItemCount(); i++) {
            BoardRow b = rows.get(i);
            if (b.board() > 0 && b.result().isEmpty()) {
                table.setSelection(i);
                table.showSelection();
                return;
            }
        }
        if (table.getItemCount() > 0 && table.getSelectionIndex() < 0) {
            table.setSelection(0);
        }
    }

    /** Pairs the next round in a job (progress, cancel); the round appears unpublished when the job is done. */
    public Optional<Job> pairNextRound() {
        Optional<Job> job = getEditor().performInBackground(Messages.Rounds_pairNextLabel,
                new PairNextRoundOperation(document().file(), PairingOverrides.NONE)::apply);
        refresh();
        return job;
    }

    /** Pairs the shown (unpublished, without results) round again in a job. */
    public Optional<Job> repairRound() {
        Optional<Job> job = getEditor().performInBackground(NLS.bind(Messages.Rounds_repairLabel, shown),
                new RepairRoundOperation(document().file(), shown, PairingOverrides.NONE)::apply);
        refresh();
        return job;
    }

    /** Publishes the paired round not yet published (the one shown, else the last paired one). */
    public boolean publishRound() {
        ParseResult<Tournament> t = document().plain();
        int n = t.isOk() ? t.value().rounds().stream().filter(r -> r.isPaired() && !r.published()).mapToInt(Round::number)
                .min().orElse(shown) : shown;
        return getEditor().perform(NLS.bind(Messages.Rounds_publishLabel, n), new PublishRoundOperation(document().file(), n)::apply);
    }

    /** The buttons Pair Next Round, Pair Again, Publish Round and Explain Pairing, in that order. */
    public List<Button> roundButtons() {
        return List.of(pair, repair, publish, explain);
    }

    /**
     * Explains the pairing of the shown round in a job ({@link RoundExplanation}: the system's reasons, then the
     * arbiter's changes), then shows it in a dialog; changes nothing.
     */
    public Job explainRound() {
        ParseResult<Tournament> t = document().plain();
        int n = shown;
        Path file = document().file();
        Display display = boards.getTable().getDisplay();
        Job job = Job.create(NLS.bind(Messages.Rounds_explainJob, n), monitor -> {
            ParseResult<List<Message>> lines = t.isOk() ? RoundExplanation.of(file, t.value(), n, PairingOverrides.NONE, monitor)
                    : ParseResult.fail(t.problems());
            display.asyncExec(() -> explained(n, lines));
            return Status.OK_STATUS;
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    private void explained(int n, ParseResult<List<Message>> lines) {
        if (boards.getTable().isDisposed()) {
            return;
        }
        if (!lines.isOk()) {
            show(lines.problems());
            return;
        }
        Locale locale = Locale.getDefault();
        String text = lines.value().stream().map(m -> m.format(locale)).collect(Collectors.joining("\n"));
        new ExplanationDialog(getSite().getShell(), NLS.bind(Messages.Rounds_explainTitle, n), text).open();
    }

    /** The manual changes of the shown round's pairing (context menu of the boards). */
    public ManualChangesMenu manualChanges() {
        return manualChanges;
    }

    /** The buttons of the manual changes above the boards. */
    public ManualChangesBar manualChangesBar() {
        return manualBar;
    }

    public TableViewer boards() {
        return boards;
    }
}
