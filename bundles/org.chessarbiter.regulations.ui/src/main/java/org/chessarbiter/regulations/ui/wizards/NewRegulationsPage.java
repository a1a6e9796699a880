package org.chessarbiter.regulations.ui.wizards;

import java.util.Arrays;
import java.util.Locale;

import org.chessarbiter.regulations.catalog.RegulationsTemplate;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ComboViewer;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The page of the New Regulations wizard: the project the regulations belong to (a tournament project's folder holds
 * one {@code *.dieule}), the template they start from, with what it is for, and the file's name.
 */
final class NewRegulationsPage extends WizardPage {

    private final IWorkspaceRoot root;
    private final IProject initial;
    private final Locale locale = Locale.getDefault();
    private ComboViewer projects;
    private TableViewer templates;
    private Label description;
    private Text fileName;
    private boolean nameEdited;

    NewRegulationsPage(IWorkspaceRoot root, IProject initial) {
        super("newRegulations");
        this.root = root;
        this.initial = initial;
        setTitle(Messages.NewRegulationsPage_title);
        setDescription(Messages.NewRegulationsPage_description);
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        new Label(c, SWT.NONE).setText(Messages.NewRegulationsPage_project);
        projects = new ComboViewer(c, SWT.READ_ONLY | SWT.DROP_DOWN);
        projects.setContentProvider(ArrayContentProvider.getInstance());
        projects.setLabelProvider(LabelProvider.createTextProvider(p -> ((IProject) p).getName()));
        projects.setInput(Arrays.stream(root.getProjects()).filter(IProject::isOpen).toArray());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(projects.getControl());

        Label templateLabel = new Label(c, SWT.NONE);
        templateLabel.setText(Messages.NewRegulationsPage_template);
        GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.BEGINNING).applyTo(templateLabel);
        templates = new TableViewer(c, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
        templates.setContentProvider(ArrayContentProvider.getInstance());
        templates.setLabelProvider(LabelProvider.createTextProvider(t -> ((RegulationsTemplate) t).title(locale)));
        templates.setInput(RegulationsTemplate.values());
        GridDataFactory.fillDefaults().grab(true, false).hint(SWT.DEFAULT, 80).applyTo(templates.getControl());

        new Label(c, SWT.NONE);
        description = new Label(c, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(420, SWT.DEFAULT).applyTo(description);

        new Label(c, SWT.NONE).setText(Messages.NewRegulationsPage_fileName);
        fileName = new Text(c, SWT.BORDER);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(fileName);

        projects.addSelectionChangedListener(e -> validate());
        templates.addSelectionChangedListener(e -> templateChosen());
        fileName.addModifyListener(e -> validate());
        fileName.addVerifyListener(e -> nameEdited |= fileName.isFocusControl());
        if (initial != null && initial.isOpen()) {
            projects.setSelection(new StructuredSelection(initial));
        }
        templates.setSelection(new StructuredSelection(RegulationsTemplate.CHESS_OPEN_SWISS));
        setControl(c);
        validate();
    }

    /** Chooses a template, as the arbiter does by clicking it. */
    void choose(RegulationsTemplate template) {
        templates.setSelection(new StructuredSelection(template), true);
    }

    /** The project chosen, or null. */
    IProject project() {
        return (IProject) projects.getStructuredSelection().getFirstElement();
    }

    /** The template chosen. */
    RegulationsTemplate template() {
        Object t = templates.getStructuredSelection().getFirstElement();
        return t == null ? RegulationsTemplate.CHESS_OPEN_SWISS : (RegulationsTemplate) t;
    }

    /** The name of the new file. */
    String fileName() {
        return fileName.getText().strip();
    }

    private void templateChosen() {
        RegulationsTemplate t = template();
        description.setText(t.description(locale));
        if (!nameEdited) {
            fileName.setText(t.fileName());
        }
        description.getParent().layout(true, true);
        validate();
    }

    private void validate() {
        String problem = null;
        String name = fileName.getText().strip();
        IStatus status = root.getWorkspace().validateName(name, IResource.FILE);
        if (project() == null) {
            problem = Messages.NewRegulationsPage_noProject;
        } else if (!status.isOK() || !name.endsWith(".dieule")) {
            problem = NLS.bind(Messages.NewRegulationsPage_badName, name);
        } else if (project().getFile(name).exists()) {
            problem = NLS.bind(Messages.NewRegulationsPage_exists, project().getFile(name).getFullPath());
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }
}
