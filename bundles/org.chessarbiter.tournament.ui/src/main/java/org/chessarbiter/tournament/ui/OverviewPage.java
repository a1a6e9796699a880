package org.chessarbiter.tournament.ui;

import java.nio.file.Path;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
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
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.forms.widgets.Section;

/**
 * What the regulations beside the tournament configure (system, rounds, time control, tie-breaks, read
 * in a job through {@link RegulationsSettings}), the tournament's FIDE mode, and the state of every round.
 */
public final class OverviewPage extends TournamentPage {

    public static final String ID = "overview";

    private final List<Label> settings = new ArrayList<>();
    private TableViewer rounds;
    private Hyperlink regulations;
    /** The regulations beside the tournament, once read; empty when there are none. */
    private Optional<Path> regulationsFile = Optional.empty();
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
        kit.createLabel(grid, Messages.Overview_file).setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        regulations = kit.createHyperlink(grid, "", SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(regulations);
        regulations.setEnabled(false);
        regulations.addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent e) {
                openRegulations();
            }
        });
        for (String label : List.of(Messages.Overview_name, Messages.Overview_system, Messages.Overview_rounds,
                Messages.Overview_timeControl, Messages.Overview_tieBreaks, Messages.Overview_players)) {
            settings.add(row(kit, grid, label));
        }
        fideMode = kit.createButton(grid, Messages.Overview_fideMode, SWT.CHECK);
        GridDataFactory.fillDefaults().span(2, 1).indent(0, 8).applyTo(fideMode);
        Label fideModeText = kit.createLabel(grid, Messages.Overview_fideModeDescription, SWT.WRAP);
        GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(300, SWT.DEFAULT).indent(20, 0).applyTo(fideModeText);
        fideMode.addListener(SWT.Selection, e -> setFideMode(fideMode.getSelection()));
        Section states = kit.createSection(body, Section.TITLE_BAR);
        states.setText(Messages.Overview_roundStates);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(states);
        rounds = new TableViewer(kit.createComposite(states), SWT.BORDER | SWT.FULL_SELECTION);
        rounds.getTable().getParent().setLayout(new org.eclipse.swt.layout.FillLayout());
        states.setClient(rounds.getTable().getParent());
        rounds.getTable().setHeaderVisible(true);
        rounds.setContentProvider(ArrayContentProvider.getInstance());
        column(Messages.Overview_round, 60, r -> Integer.toString(r.number()));
        column(Messages.Overview_date, 170, OverviewPage::date);
        column(Messages.Overview_boards, 70, r -> r.pairings().isEmpty() ? "" : Integer.toString(r.pairings().size()));
        column(Messages.Overview_state, 300, RoundStates::text);
        configure();
    }

    /** A round's date as the workbench's language writes a day (24/11/2026, 24 November 2026); any other text as it is. */
    private static String date(Round r) {
        return r.day().map(d -> d.format(DateTimeFormatter.ofPattern(Messages.Overview_datePattern, Locale.getDefault()))).orElse(r.date());
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
        regulationsFile = where;
        regulations.setText(where.map(p -> p.getFileName().toString()).orElse(Messages.Overview_noRegulations));
        regulations.setEnabled(where.isPresent());
        regulations.setUnderlined(where.isPresent());
        regulations.setToolTipText(where.isPresent() ? Messages.Overview_openRegulations : null);
        TournamentInfo i = configured.info();
        List<String> values = List.of(i.name(), SystemNames.of(i.system()), Integer.toString(configured.numberOfRounds()),
                i.timeControl(), String.join(" ", i.tieBreaks()), NLS.bind(Messages.Overview_playersCount, configured.players().size()));
        for (int k = 0; k < values.size(); k++) {
            settings.get(k).setText(values.get(k) == null || values.get(k).isBlank() ? Messages.Overview_notSet : values.get(k));
        }
        regulations.getParent().layout(true, true);
    }

    /**
     * Opens the regulations beside the tournament in their editor (the link of the regulations file).
     *
     * @return whether they were opened
     */
    public boolean openRegulations() {
        if (regulationsFile.isEmpty()) {
            return false;
        }
        IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(regulationsFile.get().toUri());
        try {
            if (files.length > 0) {
                IDE.openEditor(getSite().getPage(), files[0]);
            } else {
                IDE.openEditorOnFileStore(getSite().getPage(), EFS.getLocalFileSystem().getStore(regulationsFile.get().toUri()));
            }
            return true;
        } catch (PartInitException e) {
            message(NLS.bind(Messages.Overview_cannotOpen, regulationsFile.get().getFileName(), e.getMessage()), true);
            return false;
        }
    }

    /** The table of the rounds' states. */
    public TableViewer roundsViewer() {
        return rounds;
    }

    /** The link of the regulations file. */
    public Hyperlink regulationsLink() {
        return regulations;
    }

    /** The text of each setting shown (for the tests): file, name, system, rounds, time control, tie-breaks, players. */
    public List<String> shown() {
        List<String> out = new ArrayList<>(List.of(regulations.getText()));
        settings.forEach(s -> out.add(s.getText()));
        return out;
    }
}
