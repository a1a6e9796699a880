package org.chessarbiter.regulations.resource;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.AbstractDiagnostic;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.XtextSyntaxDiagnostic;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.validation.CheckType;
import org.eclipse.xtext.validation.DiagnosticConverterImpl;
import org.eclipse.xtext.validation.Issue;

/**
 * The problems of a document placed on their lines and columns even when the text ends with a lone carriage return
 * (an old Mac line end, or a file cut between CR and LF). Xtext 2.42's node model looks one character past such a text
 * for the LF of a CR LF when it finds the line a problem ends on, and throws; the problem was lost, and every check of
 * the document after it (found by fuzzing the language server). Here the place is then counted on the text itself, the
 * CR a line break as it is everywhere else. Bound by the regulations and the scoresheet languages.
 */
public class LineEndSafeDiagnosticConverter extends DiagnosticConverterImpl {

    @Override
    protected IssueLocation getLocationForNode(INode node, int offset, int length) {
        try {
            return super.getLocationForNode(node, offset, length);
        } catch (StringIndexOutOfBoundsException e) {
            String text = node.getRootNode().getText();
            IssueLocation location = new IssueLocation();
            location.offset = offset;
            location.length = length;
            int[] start = lineAndColumn(text, offset);
            int[] end = lineAndColumn(text, offset + length);
            location.lineNumber = start[0];
            location.column = start[1];
            location.lineNumberEnd = end[0];
            location.columnEnd = end[1];
            return location;
        }
    }

    @Override
    public void convertResourceDiagnostic(Resource.Diagnostic diagnostic, Severity severity, IAcceptor<Issue> acceptor) {
        try {
            super.convertResourceDiagnostic(diagnostic, severity, acceptor);
        } catch (StringIndexOutOfBoundsException e) {
            Issue.IssueImpl issue = new Issue.IssueImpl();
            issue.setSyntaxError(diagnostic instanceof XtextSyntaxDiagnostic);
            issue.setSeverity(severity);
            issue.setMessage(diagnostic.getMessage());
            if (diagnostic instanceof AbstractDiagnostic d) {
                issue.setOffset(d.getOffset());
                issue.setLength(d.getLength());
                issue.setUriToProblem(d.getUriToProblem());
                issue.setCode(d.getCode());
                issue.setData(d.getData());
            }
            int line = safeLine(diagnostic);
            issue.setLineNumber(line);
            issue.setColumn(safeColumn(diagnostic));
            // where it ends could not be read: on the line it starts on, as long as it is
            issue.setLineNumberEnd(line);
            issue.setColumnEnd(issue.getColumn() + (issue.getLength() == null ? 0 : issue.getLength()));
            issue.setType(CheckType.FAST);
            acceptor.accept(issue);
        }
    }

    private static int safeLine(Resource.Diagnostic d) {
        try {
            return d.getLine();
        } catch (StringIndexOutOfBoundsException e) {
            return 1;
        }
    }

    private static int safeColumn(Resource.Diagnostic d) {
        try {
            return d.getColumn();
        } catch (StringIndexOutOfBoundsException e) {
            return 1;
        }
    }

    /** The line and column (both from 1) of {@code offset} in {@code text}: LF, CR LF and a lone CR each end a line. */
    static int[] lineAndColumn(String text, int offset) {
        int line = 1;
        int lineStart = 0;
        int end = Math.min(offset, text.length());
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] { line, offset - lineStart + 1 };
    }
}
