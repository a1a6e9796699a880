package org.chessarbiter.xtext.eclipse.core.build;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/**
 * The problem markers the builder writes ({@value #TYPE}, a subtype of the platform's problem marker):
 * one per issue, with the issue code and data so that marker resolutions can ask the language's quick
 * fix provider.
 */
public final class ProblemMarkers {

    /** The marker type of the Xtext languages' problems. */
    public static final String TYPE = "org.chessarbiter.xtext.eclipse.problem";
    /** Attribute: the issue code (String). */
    public static final String CODE = "code";
    /** Attribute: the issue data, joined by {@link #DATA_SEPARATOR} (String). */
    public static final String DATA = "data";
    /** Separates the issue data values in {@link #DATA}. */
    public static final String DATA_SEPARATOR = "\u0000";

    private ProblemMarkers() {
    }

    /** Replaces the markers of a file with the issues of its last validation. */
    public static void replace(IFile file, List<Issue> issues) throws CoreException {
        file.deleteMarkers(TYPE, true, IResource.DEPTH_ZERO);
        for (Issue issue : issues) {
            if (issue.getSeverity() == Severity.IGNORE) {
                continue;
            }
            int offset = issue.getOffset() == null ? 0 : issue.getOffset();
            int length = issue.getLength() == null ? 0 : issue.getLength();
            file.createMarker(TYPE, Map.of(IMarker.SEVERITY, severity(issue.getSeverity()), IMarker.MESSAGE,
                    issue.getMessage(), IMarker.CHAR_START, offset, IMarker.CHAR_END, offset + length,
                    IMarker.LINE_NUMBER, issue.getLineNumber() == null ? 1 : issue.getLineNumber(), CODE,
                    issue.getCode() == null ? "" : issue.getCode(), DATA, joinData(issue.getData())));
        }
    }

    /**
     * Replaces the markers of a file with the problems a large-file validator found. The message is formatted
     * here, in the platform's locale; the code is the problem's kind; the severities have the same names.
     */
    public static void replaceWithProblems(IFile file, List<Problem> problems) throws CoreException {
        file.deleteMarkers(TYPE, true, IResource.DEPTH_ZERO);
        for (Problem problem : problems) {
            Location location = problem.location();
            file.createMarker(TYPE, Map.of(IMarker.SEVERITY, severity(Severity.valueOf(problem.severity().name())), IMarker.MESSAGE,
                    problem.message().format(Locale.getDefault()), IMarker.CHAR_START, location.offset(), IMarker.CHAR_END,
                    location.offset() + location.length(), IMarker.LINE_NUMBER, Math.max(1, location.line()), CODE,
                    problem.kind().name(), DATA, ""));
        }
    }

    /** The issue data of a marker. */
    public static String[] data(IMarker marker) {
        String joined = marker.getAttribute(DATA, "");
        return joined.isEmpty() ? new String[0] : joined.split(DATA_SEPARATOR, -1);
    }

    static String joinData(String[] data) {
        return data == null ? "" : String.join(DATA_SEPARATOR, Arrays.asList(data));
    }

    static int severity(Severity severity) {
        return switch (severity) {
            case ERROR -> IMarker.SEVERITY_ERROR;
            case WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }
}
