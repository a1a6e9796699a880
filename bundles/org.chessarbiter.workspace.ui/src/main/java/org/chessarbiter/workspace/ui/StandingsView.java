package org.chessarbiter.workspace.ui;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.report.CrosstableReport;
import org.chessarbiter.tournament.standings.C07Edition;
import org.chessarbiter.tournament.standings.TieBreak;
import org.chessarbiter.workspace.standings.StandingsService;
import org.chessarbiter.workspace.standings.StandingsService.Ranked;
import org.chessarbiter.workspace.ui.internal.Messages;
import org.chessarbiter.workspace.ui.internal.ReportExport;
import org.chessarbiter.workspace.ui.internal.StandingsColumns;
import org.chessarbiter.workspace.ui.internal.StandingsJob;
import org.chessarbiter.workspace.ui.internal.StandingsOutcome;
import org.chessarbiter.workspace.ui.internal.StandingsRequest;
import org.chessarbiter.workspace.ui.internal.TieBreakDialog;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.IMenuManager;
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
import org.eclipse.ui.part.ViewPart;

/**
 * The standings of a tournament: the {@code *.trf} or {@code *.tournament} file selected in the
 * Project Explorer (or the first one of the selected project), ranked by {@link StandingsService}
 * (the CLI's code path) in a background job, with one column per tie-break. It follows the selection
 * and the file's changes; when the file cannot be read it shows the located problems instead of the
 * table. For a team event a toggle shows the team ranking. Toolbar: team ranking, tie-breaks, HTML
 * exports (standings, crosstable) written atomically.
 */
public class StandingsView extends ViewPart {

    /** The view's id, as declared in plugin.xml. */
    public static final String ID = "org.chessarbiter.workspace.ui.standingsView";

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
    private IAction teams;
    private final ISelectionListener selectionListener = this::selectionChanged;
    private final IResourceChangeListener resourceListener = this::resourceChanged;

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
        viewer = new TableViewer(tablePage, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        ColumnViewerToolTipSupport.enableFor(viewer);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(viewer.getControl());
        message = new Text(stack, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        createActions();
        job = new StandingsJob(parent.getDisplay(), this::show);
        showMessage(Messages.StandingsView_noTournament);
        getSite().getWorkbenchWindow().getSelectionService().addPostSelectionListener(selectionListener);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(resourceListener, IResourceChangeEvent.POST_CHANGE);
        IResource selected = resourceOf(getSite().getWorkbenchWindow().getSelectionService().getSelection());
        recompute(request.withSelected(selected));
    }

    private void createActions() {
        teams = new Action(Messages.StandingsView_teams, IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                recompute(request.withTeams(isChecked()));
            }
        };
        teams.setToolTipText(Messages.StandingsView_teamsTooltip);
        teams.setEnabled(false);
        IAction tieBreaks = action(Messages.StandingsView_chooseTieBreaks, this::chooseTieBreaks);
        IAction exportStandings = action(Messages.StandingsView_exportStandings,
                () -> export("standings", r -> StandingsService.html(r, locale)));
        IAction exportCrosstable = action(Messages.StandingsView_exportCrosstable,
                () -> export("crosstable", r -> CrosstableReport.html(r.context(), locale)));
        IToolBarManager toolbar = getViewSite().getActionBars().getToolBarManager();
        toolbar.add(teams);
        toolbar.add(tieBreaks);
        IMenuManager menu = getViewSite().getActionBars().getMenuManager();
        menu.add(tieBreaks);
        menu.add(exportStandings);
        menu.add(exportCrosstable);
        getViewSite().getActionBars().updateActionBars();
    }

    private static IAction action(String text, Runnable run) {
        return new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
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
        if (shown == null || event.getDelta().findMember(shown.getFullPath()) != null) {
            job.request(request);
        }
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
        teams.setEnabled(o.hasTeams());
        teams.setChecked(o.teams());
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

    private void showMessage(String text) {
        message.setText(text);
        ((StackLayout) stack.getLayout()).topControl = message;
        stack.layout(true, true);
    }

    private void chooseTieBreaks() {
        TieBreakDialog dialog = new TieBreakDialog(getSite().getShell(), request.codes(), request.edition(), locale);
        if (dialog.open() == Window.OK) {
            setTieBreaks(dialog.codes(), dialog.edition());
        }
    }

    private void export(String kind, Function<Ranked, String> html) {
        Optional<Ranked> ranked = outcome.standings();
        if (ranked.isEmpty()) {
            showMessage(Messages.StandingsView_nothingToExport);
            return;
        }
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setOverwrite(true);
        dialog.setFilterExtensions(new String[] { "*.html", "*.*" });
        IFile file = outcome.file();
        if (file.getLocation() != null) {
            dialog.setFilterPath(file.getLocation().removeLastSegments(1).toOSString());
        }
        dialog.setFileName(file.getFullPath().removeFileExtension().lastSegment() + "-" + kind + ".html");
        String chosen = dialog.open();
        if (chosen != null) {
            Ranked r = ranked.get();
            new ReportExport(Path.of(chosen), () -> html.apply(r)).schedule();
        }
    }

    /** Ranks by these tie-break codes, in order ("" for the tournament's own or the seeds' default set). */
    public void setTieBreaks(String codes, C07Edition edition) {
        recompute(request.withTieBreaks(codes, edition));
    }

    /** Shows the team ranking of a team event (or the individual one). */
    public void setTeamRanking(boolean on) {
        recompute(request.withTeams(on));
    }

    /** Shows the standings of a resource, as if it had been selected. */
    public void showResource(IResource r) {
        recompute(request.withSelected(r));
    }

    /** What is shown now: the file, the standings or the problems (for tests and other views). */
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
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(resourceListener);
        if (job != null) {
            job.cancel();
        }
        super.dispose();
    }
}
