package org.chessarbiter.workspace.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.workspace.regulations.RegulationsSettings;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.Report;
import org.chessarbiter.workspace.ui.internal.ReportExport;
import org.chessarbiter.workspace.ui.internal.StandingsColumns;
import org.chessarbiter.workspace.ui.internal.StandingsEditorLink;
import org.chessarbiter.workspace.ui.internal.StandingsJob;
import org.chessarbiter.workspace.ui.internal.StandingsOutcome;
import org.chessarbiter.workspace.ui.internal.StandingsPreferences;
import org.chessarbiter.workspace.ui.internal.StandingsRequest;
import org.chessarbiter.workspace.ui.internal.TieBreakDialog;
import org.chessarbiter.workspace.ui.internal.handlers.ExportReportHandler;
import org.chessarbiter.workspace.ui.internal.handlers.StandingsCommandTarget;
import org.chessarbiter.workspace.ui.internal.handlers.TeamRankingHandler;
import org.chessarbiter.workspace.ui.internal.handlers.TieBreaksHandler;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;

/**
 * The standings of a tournament: the {@code *.trf} or {@code *.tournament} file selected in the
 * Project Explorer (or the first one of the selected project), or shown by the tournament editor that
 * became active, after the round its Standings page shows ({@link StandingsEditorLink}), ranked by {@link StandingsService}
 * (the CLI's code path) in a background job, with one column per tie-break. It follows the selection
 * and the file's changes; when the file cannot be read it shows the located problems instead of the
 * table. For a team event a toggle shows the team ranking. Its toolbar and menu are commands contributed in
 * plugin.xml (team ranking, tie-breaks, HTML exports of the standings and the crosstable, written atomically),
 * whose handlers call this view.
 */
public class StandingsView extends ViewPart implements StandingsCommandTarget {

    /** The view's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.standingsView";

    /** The team-ranking toggle command (plugin.xml); its tool item is checked while the team ranking is shown. */
    public static final String TEAM_RANKING_COMMAND = "org.chessarbiter.workspace.ui.standings.teamRanking";

    /** The tie-break command (plugin.xml). */
    public static final String TIE_BREAKS_COMMAND = "org.chessarbiter.workspace.ui.standings.tieBreaks";

    /** The export command (plugin.xml), with its report parameter. */
    public static final String EXPORT_COMMAND = "org.chessarbiter.workspace.ui.standings.export";

    private final Locale locale = Locale.getDefault();
    private volatile StandingsRequest request = new StandingsRequest(null, "", C07Edition.V2026, false);
    private volatile StandingsOutcome outcome = StandingsOutcome.none();
    private StandingsJob job;
    private Composite stack;
    private Composite tablePage;
    private Label heading;
    private Label warnings;
    private TableViewer viewer;
    private Text message;
    private final ISelectionListener selectionListener = this::selectionChanged;
    private final IResourceChangeListener resourceListener = this::resourceChanged;
    private final TeamRankingHandler teamRanking = new TeamRankingHandler(this);
    private final ExportReportHandler export = new ExportReportHandler(this);
    private Predicate<Path> overwriteQuestion = this::askOverwrite;
    private final StandingsEditorLink editorLink = new StandingsEditorLink(this::followEditor);

    @Override
    public void createPartControl(Composite parent) {
        stack = new Composite(parent, SWT.NONE);
        stack.setLayout(new StackLayout());
        tablePage = new Composite(stack, SWT.NONE);
        GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(tablePage);
        heading = new Label(tablePage, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(heading);
        warnings = new Label(tablePage, SWT.WRAP);
        warnings.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridDataFactory.fillDefaults().grab(true, false).exclude(true).applyTo(warnings);
        viewer = new TableViewer(tablePage, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | SWT.VIRTUAL); // rows made as shown
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        ColumnViewerToolTipSupport.enableFor(viewer);
        // a small preferred size: a layout never measures every row of a large event; the table fills the view all the same
        GridDataFactory.fillDefaults().grab(true, true).hint(400, 200).applyTo(viewer.getControl());
        message = new Text(stack, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        activateHandlers();
        job = new StandingsJob(parent.getDisplay(), this::show);
        request = StandingsPreferences.restore(request);
        showMessage(Messages.StandingsView_noTournament);
        getSite().getWorkbenchWindow().getSelectionService().addPostSelectionListener(selectionListener);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(resourceListener, IResourceChangeEvent.POST_CHANGE);
        IResource selected = resourceOf(getSite().getWorkbenchWindow().getSelectionService().getSelection());
        recompute(request.withSelected(selected));
        getSite().getPage().addPartListener(editorLink);
        editorLink.follow(getSite().getPage().getActiveEditor());
    }

    /** A tournament editor became active, or changed the round it shows: its file, after that round. */
    private void followEditor(IFile file, int round) {
        if (!file.equals(request.selected()) || round != request.afterRound()) {
            recompute(request.withEditor(file, round));
        }
    }

    private void selectionChanged(IWorkbenchPart part, org.eclipse.jface.viewers.ISelection selection) {
        if (part == this) {
            return;
        }
        IResource r = resourceOf(selection);
        if (r != null && !r.equals(request.selected())) {
            recompute(request.withSelected(r));
        }
    }

    private static IResource resourceOf(org.eclipse.jface.viewers.ISelection selection) {
        if (selection instanceof IStructuredSelection s && !s.isEmpty()) {
            return Adapters.adapt(s.getFirstElement(), IResource.class);
        }
        return null;
    }

    /** Called in the resource-change thread: recompute when the shown file changed, or when nothing is shown yet. */
    private void resourceChanged(IResourceChangeEvent event) {
        IFile shown = outcome.file();
        if (event.getDelta() == null) {
            return;
        }
        if (shown == null || event.getDelta().findMember(shown.getFullPath()) != null || regulationsChanged(event, shown)) {
            job.request(request);
        }
    }

    /** Whether regulations ({@code *.dieule}) beside the shown file changed: their tie-breaks rank it. */
    private static boolean regulationsChanged(IResourceChangeEvent event, IFile shown) {
        IResourceDelta folder = event.getDelta().findMember(shown.getParent().getFullPath());
        if (folder == null) {
            return false;
        }
        for (IResourceDelta d : folder.getAffectedChildren()) {
            if (RegulationsSettings.EXTENSION.equals("." + d.getResource().getFileExtension())) {
                return true;
            }
        }
        return false;
    }

    private void recompute(StandingsRequest r) {
        request = r;
        job.request(r);
    }

    /** Shows an outcome (UI thread): the table with its heading, or the problems, or the hint to select a tournament. */
    private void show(StandingsOutcome o) {
        if (stack.isDisposed()) {
            return;
        }
        outcome = o;
        updateCommands(o);
        Optional<Ranked> ranked = o.standings();
        if (o.file() == null) {
            showMessage(o.problems().isEmpty() ? Messages.StandingsView_noTournament : String.join("\n", o.problems()));
            return;
        }
        if (ranked.isEmpty()) {
            showMessage(NLS.bind(Messages.StandingsView_problemsIn, o.file().getFullPath()) + "\n" + String.join("\n", o.problems()));
            return;
        }
        Ranked r = ranked.get();
        Tournament t = r.context().tournament();
        String codes = String.join(" ", r.tieBreaks().stream().map(TieBreak::code).toList());
        heading.setText(NLS.bind(o.teams() ? Messages.StandingsView_headingTeams : Messages.StandingsView_heading,
                new Object[] { t.info().name(), o.file().getFullPath().makeRelative(), r.context().rounds(), codes }));
        warnings.setText(String.join("\n", o.problems()));
        ((org.eclipse.swt.layout.GridData) warnings.getLayoutData()).exclude = o.problems().isEmpty();
        warnings.setVisible(!o.problems().isEmpty());
        StandingsColumns.show(viewer, r, locale);
        ((StackLayout) stack.getLayout()).topControl = tablePage;
        tablePage.layout(true, true);
        stack.layout(true, true);
    }

    /**
     * The view's commands (plugin.xml) are handled by this view's site, in the view's own context and without the
     * site's "while the view is active" condition (the last argument), so that its toolbar and menu work whether
     * or not the view has the focus; elsewhere the commands are not handled.
     */
    private void activateHandlers() {
        IHandlerService handlers = getSite().getService(IHandlerService.class);
        handlers.activateHandler(TEAM_RANKING_COMMAND, teamRanking, null, true);
        handlers.activateHandler(TIE_BREAKS_COMMAND, new TieBreaksHandler(this), null, true);
        handlers.activateHandler(EXPORT_COMMAND, export, null, true);
        teamRanking.follow(false);
        export.follow(false);
    }

    /** The commands follow what is shown: the team toggle's check mark and which commands are enabled. */
    private void updateCommands(StandingsOutcome o) {
        teamRanking.follow(o.hasTeams());
        export.follow(o.standings().isPresent());
        getSite().getService(ICommandService.class).refreshElements(TEAM_RANKING_COMMAND, null);
    }

    private void showMessage(String text) {
        message.setText(text);
        ((StackLayout) stack.getLayout()).topControl = message;
        stack.layout(true, true);
    }

    /** Opens the tie-break dialog and ranks by what is chosen (command {@code ...standings.tieBreaks}). */
    @Override
    public void chooseTieBreaks() {
        TieBreakDialog dialog = new TieBreakDialog(getSite().getShell(), request.codes(), request.edition(), locale);
        if (dialog.open() == Window.OK) {
            setTieBreaks(dialog.codes(), dialog.edition());
        }
    }

    /** Asks where to write a report of what is shown and writes it atomically (command {@code ...standings.export}). */
    @Override
    public void export(Report report) {
        Optional<Ranked> ranked = outcome.standings();
        if (ranked.isEmpty()) {
            showMessage(Messages.StandingsView_nothingToExport);
            return;
        }
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setOverwrite(false); // asked by exportTo, the same way on every platform
        dialog.setFilterExtensions(new String[] { "*.html", "*.*" });
        IFile file = outcome.file();
        if (file.getLocation() != null) {
            dialog.setFilterPath(file.getLocation().removeLastSegments(1).toOSString());
        }
        dialog.setFileName(file.getFullPath().removeFileExtension().lastSegment() + "-" + report.id() + ".html");
        String chosen = dialog.open();
        if (chosen != null) {
            exportTo(report, Path.of(chosen));
        }
    }

    /**
     * Writes a report of what is shown to {@code target} in a job; a file that exists is written over only when the
     * user agrees ({@link #setOverwriteQuestion}). Returns the job scheduled, empty when nothing is written.
     */
    public Optional<ReportExport> exportTo(Report report, Path target) {
        Optional<Ranked> ranked = outcome.standings();
        if (ranked.isEmpty()) {
            showMessage(Messages.StandingsView_nothingToExport);
            return Optional.empty();
        }
        if (Files.exists(target) && !overwriteQuestion.test(target)) {
            return Optional.empty();
        }
        Ranked r = ranked.get();
        Function<Ranked, String> html = report.html(locale);
        ReportExport job = new ReportExport(target, () -> html.apply(r));
        job.schedule();
        return Optional.of(job);
    }

    /** Who is asked before an existing file is written over (the user, in a dialog; tests answer themselves). */
    public void setOverwriteQuestion(Predicate<Path> question) {
        overwriteQuestion = question;
    }

    private boolean askOverwrite(Path target) {
        return MessageDialog.openQuestion(getSite().getShell(), Messages.StandingsView_overwriteTitle,
                NLS.bind(Messages.StandingsView_overwrite, target));
    }

    /** Ranks by these tie-break codes, in order ("" for the tournament's own or the seeds' default set). */
    public void setTieBreaks(String codes, C07Edition edition) {
        StandingsPreferences.store(codes, edition);
        recompute(request.withTieBreaks(codes, edition));
    }

    /** Shows the team ranking of a team event (or the individual one). */
    @Override
    public void setTeamRanking(boolean on) {
        recompute(request.withTeams(on));
    }

    /** Shows the standings of a resource, as if it had been selected. */
    public void showResource(IResource r) {
        recompute(request.withSelected(r));
    }

    /** What is shown now: the file, the standings or the problems (for tests and other views). */
    @Override
    public StandingsOutcome outcome() {
        return outcome;
    }

    /** The standings table (for screenshots and tests). */
    public TableViewer viewer() {
        return viewer;
    }

    /** The text shown instead of the table (the problems, or the hint), when the table is not shown. */
    public Optional<String> messageShown() {
        return ((StackLayout) stack.getLayout()).topControl == message ? Optional.of(message.getText()) : Optional.empty();
    }

    @Override
    public void setFocus() {
        stack.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getWorkbenchWindow().getSelectionService().removePostSelectionListener(selectionListener);
        getSite().getPage().removePartListener(editorLink);
        editorLink.stop();
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(resourceListener);
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
