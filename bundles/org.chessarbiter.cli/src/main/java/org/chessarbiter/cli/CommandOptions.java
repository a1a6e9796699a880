package org.chessarbiter.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The options of one command: {@code --name value} pairs, {@code --flag}s without value, and the
 * positional arguments. {@link #parse} returns nothing for a command line the command does not
 * accept (an unknown option, a value missing, a number that is not one): a usage error.
 */
final class CommandOptions {

    private final Map<String, String> values = new HashMap<>();
    private final Set<String> flags = new HashSet<>();
    private final List<String> positional = new ArrayList<>();

    private CommandOptions() {
    }

    /**
     * @param arguments the arguments after the command name
     * @param valued    the options that take a value (e.g. "--round")
     * @param switches  the options without value (e.g. "--explain")
     */
    static Optional<CommandOptions> parse(String[] arguments, Set<String> valued, Set<String> switches) {
        CommandOptions o = new CommandOptions();
        for (int i = 0; i < arguments.length; i++) {
            String a = arguments[i];
            if (switches.contains(a)) {
                o.flags.add(a);
            } else if (valued.contains(a)) {
                if (i + 1 == arguments.length) {
                    return Optional.empty();
                }
                o.values.put(a, arguments[++i]);
            } else if (a.startsWith("--")) {
                return Optional.empty();
            } else {
                o.positional.add(a);
            }
        }
        return Optional.of(o);
    }

    boolean has(String flag) {
        return flags.contains(flag);
    }

    Optional<String> value(String name) {
        return Optional.ofNullable(values.get(name));
    }

    /** @return the option as a number, {@code fallback} when absent, empty when not a number */
    Optional<Double> number(String name, double fallback) {
        String v = values.get(name);
        if (v == null) {
            return Optional.of(fallback);
        }
        try {
            return Optional.of(Double.parseDouble(v));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** @return the language of {@code --lang}, else the default locale */
    Locale locale() {
        return value("--lang").map(Locale::forLanguageTag).orElse(Locale.getDefault());
    }

    List<String> positional() {
        return positional;
    }
}
