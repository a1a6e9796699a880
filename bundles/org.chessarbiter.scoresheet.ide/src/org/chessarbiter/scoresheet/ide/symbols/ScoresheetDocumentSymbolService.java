package org.chessarbiter.scoresheet.ide.symbols;

import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Element;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.chessarbiter.scoresheet.scoresheet.Move;
import org.chessarbiter.scoresheet.scoresheet.MoveNumber;
import org.chessarbiter.scoresheet.scoresheet.Tag;
import org.chessarbiter.scoresheet.scoresheet.Variation;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LineAndColumn;

/**
 * The outline of a scoresheet file: its games (named by their players and result), each with its tags
 * and its move tree (the moves of the main line, each variation under the move it replaces).
 */
public class ScoresheetDocumentSymbolService extends HierarchicalDocumentSymbolService {

    @Override
    public List<DocumentSymbol> getSymbols(XtextResource resource, CancelIndicator cancelIndicator) {
        List<DocumentSymbol> symbols = new ArrayList<>();
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Database db)) {
            return symbols;
        }
        int n = 1;
        for (Game game : db.getGames()) {
            if (cancelIndicator.isCanceled()) {
                break;
            }
            symbols.add(game(game, n++));
        }
        return symbols;
    }

    private static DocumentSymbol game(Game game, int index) {
        String white = tag(game, "White", tag(game, "Red", "?"));
        String black = tag(game, "Black", "?");
        String result = game.getResult() == null ? "*" : game.getResult().getValue();
        DocumentSymbol symbol = symbol(game, index + ". " + white + " – " + black + " " + result, SymbolKind.Module);
        List<DocumentSymbol> children = new ArrayList<>();
        if (!game.getTags().isEmpty()) {
            List<DocumentSymbol> tags = new ArrayList<>();
            for (Tag t : game.getTags()) {
                DocumentSymbol ts = symbol(t, String.valueOf(t.getName()), SymbolKind.Property);
                ts.setDetail(t.getValue());
                tags.add(ts);
            }
            DocumentSymbol group = new DocumentSymbol("[tags]", SymbolKind.Namespace, tags.get(0).getRange(),
                    tags.get(0).getSelectionRange());
            group.setRange(new Range(tags.get(0).getRange().getStart(), tags.get(tags.size() - 1).getRange().getEnd()));
            group.setChildren(tags);
            children.add(group);
        }
        children.addAll(moves(game.getBody()));
        symbol.setChildren(children);
        return symbol;
    }

    /** The moves of a line; a variation is a child of the move before it. */
    private static List<DocumentSymbol> moves(List<Element> body) {
        List<DocumentSymbol> out = new ArrayList<>();
        String number = "";
        DocumentSymbol last = null;
        for (Element e : body) {
            if (e instanceof MoveNumber n) {
                number = n.getText() + " ";
            } else if (e instanceof Move m) {
                last = symbol(m, number + m.getText() + (m.getSuffix() == null ? "" : m.getSuffix()), SymbolKind.Event);
                last.setChildren(new ArrayList<>());
                out.add(last);
                number = "";
            } else if (e instanceof Variation v) {
                List<DocumentSymbol> inner = moves(v.getBody());
                String name = "(" + (inner.isEmpty() ? "" : inner.get(0).getName()) + " …)";
                DocumentSymbol vs = symbol(v, name, SymbolKind.Array);
                vs.setChildren(inner);
                if (last != null) {
                    last.getChildren().add(vs);
                } else {
                    out.add(vs);
                }
            }
        }
        return out;
    }

    private static String tag(Game game, String name, String otherwise) {
        return game.getTags().stream().filter(t -> name.equals(t.getName())).map(Tag::getValue).findFirst().orElse(otherwise);
    }

    private static DocumentSymbol symbol(EObject o, String name, SymbolKind kind) {
        ICompositeNode node = NodeModelUtils.getNode(o);
        Range range = new Range(position(node, node.getOffset()), position(node, node.getEndOffset()));
        return new DocumentSymbol(name, kind, range, range);
    }

    private static Position position(ICompositeNode node, int offset) {
        LineAndColumn lc = NodeModelUtils.getLineAndColumn(node.getRootNode(), offset);
        return new Position(lc.getLine() - 1, lc.getColumn() - 1);
    }
}
