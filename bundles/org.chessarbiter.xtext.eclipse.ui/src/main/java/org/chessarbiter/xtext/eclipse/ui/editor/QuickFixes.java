package org.chessarbiter.xtext.eclipse.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.xtext.eclipse.core.DocumentModel;
import org.chessarbiter.xtext.eclipse.core.ParsedDocument;
import org.chessarbiter.xtext.eclipse.core.ServerAccess;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * The quick fixes of a problem, from the language's {@link IQuickFixProvider} (issue code and issue data, as
 * Xtext's language server passes them: the diagnostic's code and data). The resolutions are applied at once
 * on the shared resource and their edits kept as offsets of that text; only the edits for this document are
 * taken. The "language server" the resolutions read through is {@link ServerAccess}.
 */
public final class QuickFixes {

    private QuickFixes() {
    }

    /** The fixes of a problem at {@code offset}, {@code length} of the parsed state. */
    public static List<QuickFix> of(DocumentModel model, ParsedDocument state, String code, String[] data,
            String message, int offset, int length) {
        Optional<IQuickFixProvider> provider = model.language().service(IQuickFixProvider.class);
        if (provider.isEmpty() || code == null) {
            return List.of();
        }
        Document document = new Document(1, state.text());
        int start = Math.min(Math.max(0, offset), state.text().length());
        int end = Math.min(state.text().length(), start + Math.max(0, length));
        Diagnostic diagnostic = new Diagnostic(new Range(document.getPosition(start), document.getPosition(end)), message,
                DiagnosticSeverity.Error, "xtext", code);
        diagnostic.setData(data);
        ICodeActionService2.Options options = new ICodeActionService2.Options();
        options.setDocument(document);
        options.setResource(state.resource());
        options.setURI(model.uri().toString());
        options.setCancelIndicator(CancelIndicator.NullImpl);
        options.setLanguageServerAccess(new ServerAccess(model));
        options.setCodeActionParams(new CodeActionParams(new TextDocumentIdentifier(model.uri().toString()),
                diagnostic.getRange(), new CodeActionContext(List.of(diagnostic))));
        List<QuickFix> fixes = new ArrayList<>();
        if (!provider.get().handlesDiagnostic(diagnostic)) {
            return fixes;
        }
        for (DiagnosticResolution resolution : provider.get().getResolutions(options, diagnostic)) {
            WorkspaceEdit edit = resolution.apply();
            fixes.add(new QuickFix(resolution.getLabel(), replacements(edit, model.uri().toString(), document)));
        }
        return fixes;
    }

    private static List<QuickFix.Replacement> replacements(WorkspaceEdit edit, String uri, Document document) {
        List<TextEdit> edits = new ArrayList<>();
        if (edit != null && edit.getChanges() != null) {
            for (Map.Entry<String, List<TextEdit>> entry : edit.getChanges().entrySet()) {
                if (sameUri(entry.getKey(), uri)) {
                    edits.addAll(entry.getValue());
                }
            }
        }
        if (edit != null && edit.getDocumentChanges() != null) {
            for (Either<TextDocumentEdit, ?> change : edit.getDocumentChanges()) {
                if (change.isLeft() && sameUri(change.getLeft().getTextDocument().getUri(), uri)) {
                    change.getLeft().getEdits().stream().filter(Either::isLeft).map(Either::getLeft).forEach(edits::add);
                }
            }
        }
        List<QuickFix.Replacement> result = new ArrayList<>();
        for (TextEdit textEdit : edits) {
            int start = document.getOffSet(textEdit.getRange().getStart());
            int end = document.getOffSet(textEdit.getRange().getEnd());
            result.add(new QuickFix.Replacement(start, end - start, textEdit.getNewText()));
        }
        return result;
    }

    private static boolean sameUri(String a, String b) {
        return a.equals(b) || org.eclipse.emf.common.util.URI.createURI(a).equals(org.eclipse.emf.common.util.URI.createURI(b));
    }
}
