package org.chessarbiter.tournament.ui;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;
import org.chessarbiter.workspace.op.FideModeOperation;
import org.chessarbiter.workspace.regulations.RegulationsConfiguration;
import org.chessarbiter.workspace.regulations.RegulationsSettings;
import org.chessarbiter.tournament.ui.internal.Messages;
import org.chessarbiter.tournament.ui.internal.RoundStates;
import org.chessarbiter.tournament.ui.internal.SystemNames;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Section;

/**
 * What the regulations beside the tournament configure (system, rounds, time control, tie-breaks, read
 * in a job through {@link RegulationsSettings}), the tournament's FIDE mode, and the state of every round.
 */
public final class OverviewPage extends TournamentPage {

    public static final String ID = "overview";

    private final List<Label> settings = new ArrayList<>();
    private TableViewer rounds;
    private Label regulations;
    private Button fideMode;

    public OverviewPage(TournamentEditor editor) {
        super(editor, ID, Messages.Overview_title);
    }

    @Override
    protected void create(Composite body, IManagedForm managed) {
        FormToolkit kit = managed.getToolkit();
        body.setLayout(new GridLayout(2, true));
        Section section = kit.createSection(body, Section.TITLE_BAR | Section.DESCRIPTION);
        section.setText(Messages.Overview_regulations);
        section.setDescription(Messages.Overview_regulationsDescription);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(section);
        Composite grid = kit.createComposite(section);
        grid.setLayout(new GridLayout(2, false));
        section.setClient(grid);
        regulations = row(kit, grid, Messages.Overview_file);
        for (String label : List.of(Messages.Overview_name, Messages.Overview_system, Messages.Overview_rounds,
                Messages.Overview_timeControl, Messages.Overview_tieBreaks, Messages.Overview_players)) {
            settings.add(row(kit, grid, label));
        }
        fideMode = kit.createButton(grid, Messages.Overview_fideMode, SWT.CHECK);
        GridDataFactory.fillDefaults().span(2, 1).applyTo(fideMode);
        fideMode.addListener(SWT.Selection, e -> setFideMode(fideMode.getSelection()));
        Section states = kit.createSection(body, Section.TITLE_BAR);
        states.setText(Messages.Overview_roundStates);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(states);
        rounds = new TableViewer(kit.createComposite(states), SWT.BORDER | SWT.FULL_SELECTION);
        rounds.getTable().getParent().setLayout(new org.eclipse.swt.layout.FillLayout());
        states.setClient(rounds.getTable().getParent());
        rounds.getTable().setHeaderVisible(true);
        rounds.setContentProvider(ArrayContentProvider.getInstance());
        column(Messages.Overview_round, 70, r -> Integer.toString(r.number()));
        column(Messages.Overview_date, 110, Round::date);
        column(Messages.Overview_boards, 70, r -> Integer.toString(r.pairings().size()));
        column(Messages.Overview_state, 300, RoundStates::text);
        configure();
    }

    private Label row(FormToolkit kit, Composite grid, String label) {
        kit.createLabel(grid, label).setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        Label value = kit.createLabel(grid, "", SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(value);
        return value;
    }

    private void column(String title, int width, java.util.function.Function<Round, String> text) {
        TableViewerColumn c = new TableViewerColumn(rounds, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Round) element);
            }
        });
    }

    @Override
    protected void refresh() {
        ParseResult<Tournament> t = document().plain();
        if (t.isOk()) {
            List<Round> all = new ArrayList<>(t.value().rounds());
            for (int n = all.size() + 1; n <= t.value().numberOfRounds(); n++) {
                all.add(new Round(n, "", false, List.of(), List.of()));
            }
            rounds.setInput(all);
            fideMode.setSelection(t.value().audit().fideMode());
        }
    }

    /**
     * Puts the tournament into FIDE mode or takes it out, as one undoable command
     * ({@link FideModeOperation}: the switch is recorded in the audit trail, leaving it too).
     */
    public boolean setFideMode(boolean on) {
        boolean done = getEditor().perform(on ? Messages.Overview_fideModeOn : Messages.Overview_fideModeOff,
                new FideModeOperation(document().file(), on, Clock.systemUTC())::apply);
        refresh();
        return done;
    }

    /** The FIDE-mode check box. */
    public Button fideModeButton() {
        return fideMode;
    }

    /** Reads the regulations beside the tournament in a job (an Xtext parse), then shows what they configure. */
    private void configure() {
        ParseResult<Tournament> t = document().plain();
        if (!t.isOk()) {
            return;
        }
        Path file = document().file();
        Job job = Job.create(Messages.Overview_job, monitor -> {
            ParseResult<Optional<Path>> found = RegulationsSettings.find(file, Optional.empty());
            ParseResult<RegulationsConfiguration> c = RegulationsSettings.configure(file, Optional.empty(), t.value());
            Tournament configured = c.isOk() ? c.value().tournament() : t.value();
            Optional<Path> where = found.isOk() ? found.value() : Optional.empty();
            rounds.getTable().getDisplay().asyncExec(() -> show(configured, where));
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.schedule();
    }

    private void show(Tournament configured, Optional<Path> where) {
        if (regulations.isDisposed()) {
            return;
        }
        regulations.setText(where.map(p -> p.getFileName().toString()).orElse(Messages.Overview_noRegulations));
        TournamentInfo i = configured.info();
        List<String> values = List.of(i.name(), SystemNames.of(i.system()), Integer.toString(configured.numberOfRounds()),
                i.timeControl(), String.join(" ", i.tieBreaks()), NLS.bind(Messages.Overview_playersCount, configured.players().size()));
        for (int k = 0; k < values.size(); k++) {
            settings.get(k).setText(values.get(k) == null || values.get(k).isBlank() ? Messages.Overview_notSet : values.get(k));
        }
        regulations.getParent().layout(true, true);
    }

    /** The text of each setting shown (for the tests): file, name, system, rounds, time control, tie-breaks, players. */
    public List<String> shown() {
        List<String> out = new ArrayList<>(List.of(regulations.getText()));
        settings.forEach(s -> out.add(s.getText()));
        return out;
    }
}
