package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.ui.DocumentModels;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.quickassist.IQuickAssistInvocationContext;
import org.eclipse.jface.text.quickassist.IQuickAssistProcessor;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.eclipse.xtext.validation.Issue;

/**
 * Quick fixes on Ctrl+1 (extension point {@code org.eclipse.ui.genericeditor.quickAssistProcessors}): the
 * fixes of the issue annotations at the cursor, else of the nearest one on the cursor's line ({@link QuickFixes}).
 */
public class QuickAssistProcessor implements IQuickAssistProcessor {

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public boolean canFix(Annotation annotation) {
        return annotation instanceof IssueAnnotation issue && issue.issue().getCode() != null;
    }

    @Override
    public boolean canAssist(IQuickAssistInvocationContext context) {
        return false;
    }

    @Override
    public ICompletionProposal[] computeQuickAssistProposals(IQuickAssistInvocationContext context) {
        IDocument document = context.getSourceViewer().getDocument();
        DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
        if (model == null || model.isLarge()) {
            return new ICompletionProposal[0];
        }
        int offset = context.getOffset();
        List<ICompletionProposal> proposals = new ArrayList<>();
        for (Issue issue : issuesAt(document, ProblemAnnotations.of(context.getSourceViewer()), offset)) {
            int start = start(issue);
            int end = start + (issue.getLength() == null ? 0 : issue.getLength());
            model.read(state -> QuickFixes.of(model, state, issue.getCode(), issue.getData(), issue.getMessage(), start,
                    end - start)).forEach(fix -> proposals.add(new Proposal(fix, model.stamp())));
        }
        return proposals.toArray(ICompletionProposal[]::new);
    }

    /**
     * The problems with a code under the caret; when there is none, the one nearest to the caret on its line (as
     * Ctrl+1 does in Java editors and the platform's marker quick fixes do: the caret need not be on the move).
     */
    static List<Issue> issuesAt(IDocument document, List<IssueAnnotation> annotations, int offset) {
        List<Issue> at = new ArrayList<>();
        Issue nearest = null;
        int distance = Integer.MAX_VALUE;
        int line = lineOf(document, offset);
        for (IssueAnnotation annotation : annotations) {
            Issue issue = annotation.issue();
            if (issue.getCode() == null) {
                continue;
            }
            int start = start(issue);
            int end = start + (issue.getLength() == null ? 0 : issue.getLength());
            if (offset >= start && offset <= end) {
                at.add(issue);
            } else if (line >= 0 && lineOf(document, start) == line) {
                int d = offset < start ? start - offset : offset - end;
                if (d < distance) {
                    distance = d;
                    nearest = issue;
                }
            }
        }
        if (at.isEmpty() && nearest != null) {
            at.add(nearest);
        }
        return at;
    }

    private static int start(Issue issue) {
        return issue.getOffset() == null ? 0 : issue.getOffset();
    }

    private static int lineOf(IDocument document, int offset) {
        try {
            return document.getLineOfOffset(Math.min(Math.max(0, offset), document.getLength()));
        } catch (BadLocationException e) {
            return -1;
        }
    }

    /** Applies a fix if the text is still the one it was computed on. */
    private static final class Proposal implements ICompletionProposal {

        private final QuickFix fix;
        private final long stamp;

        Proposal(QuickFix fix, long stamp) {
            this.fix = fix;
            this.stamp = stamp;
        }

        @Override
        public void apply(IDocument document) {
            DocumentModel model = DocumentModels.get().forDocument(document).orElse(null);
            if (model == null || model.stamp() != stamp) {
                return;
            }
            try {
                fix.apply(document);
            } catch (BadLocationException e) {
                ILog.of(QuickAssistProcessor.class).error(fix.label(), e);
            }
        }

        @Override
        public Point getSelection(IDocument document) {
            return null;
        }

        @Override
        public String getAdditionalProposalInfo() {
            return null;
        }

        @Override
        public String getDisplayString() {
            return fix.label();
        }

        @Override
        public Image getImage() {
            return null;
        }

        @Override
        public IContextInformation getContextInformation() {
            return null;
        }
    }
}
