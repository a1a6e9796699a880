package org.chessarbiter.workspace.ui.internal.wizards;

import java.util.Locale;

import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.workspace.op.TournamentDefaults;
import org.chessarbiter.workspace.regulations.TournamentTemplate;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * The page of the New Tournament Project wizard: the project's name, the game, the regulations template of
 * that game (its system shown), and the number of rounds (the template's, which the arbiter may change); the game and
 * the rounds first shown are the preferences' ({@link TournamentDefaults}).
 */
final class NewTournamentProjectPage extends WizardPage {

    private final IWorkspace workspace;
    private final Locale locale = Locale.getDefault();
    private Text name;
    private Button chess;
    private Button xiangqi;
    private TableViewer templates;
    private Label description;
    private Label system;
    private Spinner rounds;
    private final TournamentDefaults defaults;

    NewTournamentProjectPage(IWorkspace workspace, TournamentDefaults defaults) {
        super("newTournamentProject");
        this.workspace = workspace;
        this.defaults = defaults;
        setTitle(WizardMessages.NewProject_title);
        setDescription(WizardMessages.NewProject_description);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        new Label(c, SWT.NONE).setText(WizardMessages.NewProject_name);
        name = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(name);

        new Label(c, SWT.NONE).setText(WizardMessages.NewProject_game);
        Composite games = new Composite(c, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(2).applyTo(games);
        chess = new Button(games, SWT.RADIO);
        chess.setText(WizardMessages.NewProject_chess);
        xiangqi = new Button(games, SWT.RADIO);
        xiangqi.setText(WizardMessages.NewProject_xiangqi);
        chess.setSelection(defaults.game() == GameKind.CHESS);
        xiangqi.setSelection(defaults.game() == GameKind.XIANGQI);

        Label templateLabel = new Label(c, SWT.NONE);
        templateLabel.setText(WizardMessages.NewProject_template);
        GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(templateLabel);
        templates = new TableViewer(c, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
        templates.setContentProvider(ArrayContentProvider.getInstance());
        templates.setLabelProvider(LabelProvider.createTextProvider(t -> ((TournamentTemplate) t).template().title(locale)));
        GridDataFactory.fillDefaults().grab(true, false).hint(SWT.DEFAULT, 60).applyTo(templates.getControl());
        new Label(c, SWT.NONE);
        description = new Label(c, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(460, SWT.DEFAULT).applyTo(description);

        new Label(c, SWT.NONE).setText(WizardMessages.NewProject_system);
        system = new Label(c, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(system);
        new Label(c, SWT.NONE).setText(WizardMessages.NewProject_rounds);
        rounds = new Spinner(c, SWT.BORDER);
        rounds.setValues(9, 1, TournamentDefaults.MAX_ROUNDS, 0, 1, 5);

        chess.addListener(SWT.Selection, e -> gameChosen());
        xiangqi.addListener(SWT.Selection, e -> gameChosen());
        templates.addSelectionChangedListener(e -> templateChosen());
        name.addModifyListener(e -> validate());
        setControl(c);
        gameChosen();
        setErrorMessage(null);
    }

    private void gameChosen() {
        templates.setInput(TournamentTemplate.of(game()));
        Object first = templates.getElementAt(0);
        if (first != null) {
            templates.setSelection(new StructuredSelection(first));
        }
    }

    private void templateChosen() {
        TournamentTemplate t = (TournamentTemplate) templates.getStructuredSelection().getFirstElement();
        if (t != null) {
            description.setText(t.template().description(locale));
            system.setText(NLS.bind(WizardMessages.NewProject_systemName, t.system().title(locale), t.system().name()));
            rounds.setSelection(defaults.roundsFor(t.rounds())); // the preferences' rounds, else the template's
            description.getParent().layout(true, true);
        }
        validate();
    }

    /** Chooses the template, the game left as the page first showed it (for tests). */
    void chooseTemplate(int template) {
        templates.setSelection(new StructuredSelection(templates.getElementAt(template)), true);
    }

    /** Chooses the game and the template, as the arbiter does by clicking them (for tests). */
    void choose(GameKind game, int template) {
        chess.setSelection(game == GameKind.CHESS);
        xiangqi.setSelection(game == GameKind.XIANGQI);
        gameChosen();
        templates.setSelection(new StructuredSelection(templates.getElementAt(template)), true);
    }

    /** Types the project's name (for tests). */
    void fill(String projectName) {
        name.setText(projectName);
    }

    /** Types the project's name and the rounds (for tests). */
    void fill(String projectName, int roundCount) {
        name.setText(projectName);
        rounds.setSelection(roundCount);
    }

    GameKind game() {
        return xiangqi.getSelection() ? GameKind.XIANGQI : GameKind.CHESS;
    }

    /** The template chosen, with the rounds chosen. */
    TournamentTemplate template() {
        TournamentTemplate t = (TournamentTemplate) templates.getStructuredSelection().getFirstElement();
        return t == null ? null : t.withRounds(rounds.getSelection());
    }

    String projectName() {
        return name.getText().strip();
    }

    private void validate() {
        String problem = null;
        String n = projectName();
        IStatus status = workspace.validateName(n, IResource.PROJECT);
        if (n.isEmpty()) {
            problem = WizardMessages.NewProject_noName;
        } else if (!status.isOK()) {
            problem = NLS.bind(WizardMessages.NewProject_badName, n, status.getMessage());
        } else if (workspace.getRoot().getProject(n).exists()) {
            problem = NLS.bind(WizardMessages.NewProject_exists, n);
        } else if (template() == null) {
            problem = WizardMessages.NewProject_noTemplate;
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }
}
