package org.chessarbiter.scoresheet.ide.quickfix;

import static org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes.*;

import com.google.inject.Inject;
import com.google.inject.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chessarbiter.rules.Message;
import org.chessarbiter.scoresheet.convert.Syntax;
import org.chessarbiter.scoresheet.ide.notation.GameConversions;
import org.chessarbiter.scoresheet.ide.notation.WritingNotation;
import org.chessarbiter.scoresheet.mapping.GameReplays;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.editor.quickfix.AbstractDeclarativeIdeQuickfixProvider;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolutionAcceptor;
import org.eclipse.xtext.ide.editor.quickfix.ITextModification;
import org.eclipse.xtext.ide.editor.quickfix.QuickFix;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;

/**
 * Quick fixes of scoresheets: a table of the issue codes fixed by writing a candidate in place of the flagged
 * text, one {@code @QuickFix} per other fixable issue code; what a fix needs comes in the issue's data ({@link org.chessarbiter.scoresheet.validation.ScoresheetIssueCodes}): disambiguate a
 * move, pick one of the legal candidates, insert a missing move, correct a move number, correct the
 * result, convert a game to another notation.
 */
public class ScoresheetQuickfixProvider extends AbstractDeclarativeIdeQuickfixProvider {
    private final ThreadLocal<Diagnostic> current = new ThreadLocal<>();
    private final ThreadLocal<ICodeActionService2.Options> currentOptions = new ThreadLocal<>();

    @Inject
    private GameConversions conversions;

    @Inject
    private GameReplays replays;

    @Inject
    private WritingNotation writing;

    /**
     * The issues fixed by writing one of the candidates of the issue's data in place of the flagged text, with
     * the label of their fix: one table instead of one annotated method per code.
     */
    private static final Map<String, String> REPLACED_BY_A_CANDIDATE = Map.of(
            AMBIGUOUS_MOVE, "fix.disambiguate",
            ILLEGAL_MOVE, "fix.legalMove",
            UNREADABLE_MOVE, "fix.legalMove",
            MOVE_NUMBER, "fix.moveNumber",
            RESULT_CONTRADICTS, "fix.result",
            RESULT_TAG_MISMATCH, "fix.result",
            VERDICT_MISMATCH, "fix.result",
            INCIDENT_RESULT, "fix.result");

    @Inject
    private Provider<DiagnosticResolutionAcceptor> acceptors;

    @Override
    public boolean handlesDiagnostic(Diagnostic diagnostic) {
        return labelOfReplacement(diagnostic) != null || super.handlesDiagnostic(diagnostic);
    }

    /**
     * The fixes of the table and those of the {@code @QuickFix} methods; keeps the diagnostic at hand while they
     * are made: their resolutions depend on its data.
     */
    @Override
    public List<DiagnosticResolution> getResolutions(ICodeActionService2.Options options, Diagnostic diagnostic) {
        current.set(diagnostic);
        currentOptions.set(options);
        try {
            String labelKey = labelOfReplacement(diagnostic);
            if (labelKey == null) {
                return super.getResolutions(options, diagnostic);
            }
            DiagnosticResolutionAcceptor acceptor = acceptors.get();
            for (String replacement : data()) {
                acceptor.accept(label(labelKey, replacement),
                        (ITextModification) (d, object, document) -> createTextEdit(d, replacement));
            }
            return acceptor.getDiagnosticResolutions(options, diagnostic);
        } finally {
            current.remove();
            currentOptions.remove();
        }
    }

    private static String labelOfReplacement(Diagnostic diagnostic) {
        return diagnostic.getCode() == null || !diagnostic.getCode().isLeft() ? null
                : REPLACED_BY_A_CANDIDATE.get(diagnostic.getCode().getLeft());
    }

    /** Inserts one of the moves that make the next written move legal, before the move number. */
    @QuickFix(MISSING_MOVE)
    public void insertMissingMove(DiagnosticResolutionAcceptor acceptor) {
        for (String move : data()) {
            acceptor.accept(label("fix.insertMove", move), (ITextModification) (diagnostic, object, document) -> {
                Range at = diagnostic.getRange();
                return List.of(new TextEdit(new Range(at.getStart(), at.getStart()), move + " "));
            });
        }
    }

    /** Rewrites the whole game in one of its notation styles, or in the preferred one (offered first). */
    @QuickFix(MIXED_NOTATION)
    public void convertMixedGame(DiagnosticResolutionAcceptor acceptor) {
        for (String target : conversionTargets()) {
            acceptor.accept(label("fix.convert", target), convertTo(target, Syntax.SCORESHEET));
        }
    }

    /** Rewrites the game of a *.pgn file in PGN's notation (the preferred one first when it is a PGN notation). */
    @QuickFix(PGN_NOTATION)
    public void convertToPgnNotation(DiagnosticResolutionAcceptor acceptor) {
        for (String target : conversionTargets()) {
            acceptor.accept(label("fix.convert", target), convertTo(target, Syntax.PGN));
        }
    }

    private ITextModification convertTo(String notationId, Syntax syntax) {
        return (diagnostic, object, document) -> {
            Game game = EcoreUtil2.getContainerOfType(object, Game.class);
            if (game == null) {
                return List.of();
            }
            GameConversions.Replacement converted = conversions.convert(game, notationId, syntax);
            return List.of(new TextEdit(range(document, converted.offset(), converted.offset() + converted.length()),
                    converted.text()));
        };
    }

    /** The notations the issue offers to convert to, the preferred one first ({@link WritingNotation#conversionTargets}). */
    private List<String> conversionTargets() {
        ICodeActionService2.Options options = currentOptions.get();
        Diagnostic diagnostic = current.get();
        if (options == null || diagnostic == null || options.getDocument() == null
                || !(options.getResource() instanceof XtextResource resource) || resource.getContents().isEmpty()
                || !(resource.getContents().get(0) instanceof Database database)) {
            return data();
        }
        int offset = options.getDocument().getOffSet(diagnostic.getRange().getStart());
        for (Game game : database.getGames()) {
            ICompositeNode node = NodeModelUtils.getNode(game);
            if (node != null && node.getOffset() <= offset && offset <= node.getEndOffset()) {
                return writing.conversionTargets(replays.of(game), data());
            }
        }
        return data();
    }

    private static Range range(Document document, int start, int end) {
        return new Range(document.getPosition(start), document.getPosition(end));
    }

    private static String label(String key, String text) {
        return Message.of(ScoresheetQuickfixProvider.class, key, text).format(Locale.getDefault());
    }

    /** The issue data of the diagnostic being fixed: a String[] in process, a JSON array over the wire. */
    private List<String> data() {
        Diagnostic d = current.get();
        Object data = d == null ? null : d.getData();
        List<String> out = new ArrayList<>();
        if (data instanceof String[] a) {
            out.addAll(List.of(a));
        } else if (data instanceof Iterable<?> it) {
            for (Object o : it) {
                out.add(o instanceof String str ? str : jsonString(String.valueOf(o)));
            }
        }
        return out;
    }

    /** A JSON string literal's value (the data of a diagnostic that came over the wire). */
    private static String jsonString(String json) {
        if (json.length() >= 2 && json.startsWith("\"") && json.endsWith("\"")) {
            return json.substring(1, json.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
        }
        return json;
    }

}
