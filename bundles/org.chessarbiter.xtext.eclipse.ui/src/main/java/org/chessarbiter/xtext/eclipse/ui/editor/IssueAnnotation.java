package org.chessarbiter.xtext.eclipse.ui.editor;

import org.eclipse.jface.text.quickassist.IQuickFixableAnnotation;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/** A validation issue of the open document, as an error / warning / info annotation that may have quick fixes. */
public final class IssueAnnotation extends Annotation implements IQuickFixableAnnotation {

    public static final String ERROR = "org.eclipse.ui.workbench.texteditor.error";
    public static final String WARNING = "org.eclipse.ui.workbench.texteditor.warning";
    public static final String INFO = "org.eclipse.ui.workbench.texteditor.info";

    private final Issue issue;
    private Boolean fixable;

    public IssueAnnotation(Issue issue) {
        super(type(issue.getSeverity()), false, issue.getMessage());
        this.issue = issue;
    }

    public Issue issue() {
        return issue;
    }

    @Override
    public void setQuickFixable(boolean state) {
        fixable = state;
    }

    @Override
    public boolean isQuickFixableStateSet() {
        return fixable != null;
    }

    @Override
    public boolean isQuickFixable() {
        return fixable != null ? fixable : issue.getCode() != null;
    }

    private static String type(Severity severity) {
        return switch (severity) {
            case ERROR -> ERROR;
            case WARNING -> WARNING;
            default -> INFO;
        };
    }
}
