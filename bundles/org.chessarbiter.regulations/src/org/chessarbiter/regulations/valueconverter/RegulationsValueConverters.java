package org.chessarbiter.regulations.valueconverter;

import java.util.Locale;

import org.chessarbiter.rules.Message;
import org.eclipse.xtext.common.services.DefaultTerminalConverters;
import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.nodemodel.INode;

/**
 * Value conversion of the regulations grammar: a whole number ({@code rounds 9}, article numbers)
 * too large for the language ("rounds 99999999999999999999") is an error located at the number
 * that says so, in the user's language, instead of Java's own text.
 */
public class RegulationsValueConverters extends DefaultTerminalConverters {

    @Override
    @ValueConverter(rule = "INT")
    public IValueConverter<Integer> INT() {
        IValueConverter<Integer> plain = super.INT();
        return new IValueConverter<>() {
            @Override
            public Integer toValue(String string, INode node) throws ValueConverterException {
                if (string != null && !string.isEmpty() && string.chars().allMatch(c -> c >= '0' && c <= '9')) {
                    try {
                        return Integer.valueOf(Integer.parseInt(string, 10));
                    } catch (NumberFormatException e) {
                        throw new ValueConverterException(Message.of(RegulationsValueConverters.class, "numberTooLarge", string,
                                String.valueOf(Integer.MAX_VALUE)).format(Locale.getDefault()), node, null);
                    }
                }
                return plain.toValue(string, node);
            }

            @Override
            public String toString(Integer value) throws ValueConverterException {
                return plain.toString(value);
            }
        };
    }
}
