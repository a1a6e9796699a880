package org.chessarbiter.regulations.valueconverter;

import java.util.Locale;

import org.chessarbiter.rules.Message;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.INTValueConverter;
import org.eclipse.xtext.nodemodel.INode;

/**
 * The whole numbers of regulations ({@code rounds 9}, article numbers): a number too large for the
 * language ("rounds 99999999999999999999") is an error located at the number that says so, in the
 * user's language, instead of Java's own "For input string" text.
 */
public class BoundedIntConverter extends INTValueConverter {

    @Override
    public Integer toValue(String string, INode node) throws ValueConverterException {
        if (string != null && !string.isEmpty() && string.chars().allMatch(Character::isDigit)) {
            try {
                return Integer.valueOf(Integer.parseInt(string, 10));
            } catch (NumberFormatException e) {
                throw new ValueConverterException(Message.of(BoundedIntConverter.class, "numberTooLarge", string,
                        String.valueOf(Integer.MAX_VALUE)).format(Locale.getDefault()), node, null);
            }
        }
        return super.toValue(string, node);
    }
}
