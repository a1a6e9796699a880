package org.chessarbiter.scoresheet.valueconverter;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;

/**
 * Value conversion of the scoresheet grammar: a move written in words ({@code Pháo 2 bình 5}, Luật cờ
 * Tướng 2004 Điều 11.2a) is the words joined by single spaces whatever the spacing in the file.
 */
public class ScoresheetValueConverters extends DefaultTerminalConverters {

    @ValueConverter(rule = "MoveText")
    public IValueConverter<String> moveText() {
        return new IValueConverter<>() {
            @Override
            public String toValue(String string, INode node) throws ValueConverterException {
                if (node == null) {
                    return string == null ? null : string.trim().replaceAll("\\s+", " ");
                }
                List<ILeafNode> words = StreamSupport.stream(node.getLeafNodes().spliterator(), false).filter(l -> !l.isHidden())
                        .toList();
                if (words.size() == 1 && string != null) {
                    // one token (nearly every move): its text as given; a leaf's own text is found through the
                    // root of the node model, a walk as long as the variations are nested deep
                    return string;
                }
                return words.stream().map(ILeafNode::getText).collect(Collectors.joining(" "));
            }

            @Override
            public String toString(String value) throws ValueConverterException {
                return value;
            }
        };
    }
}
