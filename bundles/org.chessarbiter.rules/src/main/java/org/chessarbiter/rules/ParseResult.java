package org.chessarbiter.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The result of reading or validating input: a value, or the problems that stop it, or both a
 * value and warnings (lenient import). Public parse APIs return this and never throw on bad input.
 *
 * @param value the value, {@code null} when an error stopped it
 * @param problems errors and warnings, in input order
 */
public record ParseResult<T>(T value, List<Problem> problems) {

    public ParseResult {
        problems = List.copyOf(problems);
        if (value == null && firstError(problems) == null) {
            throw new IllegalArgumentException("a failed result needs an error");
        }
    }

    public static <T> ParseResult<T> ok(T value) {
        return new ParseResult<>(value, List.of());
    }

    public static <T> ParseResult<T> ok(T value, List<Problem> warnings) {
        return new ParseResult<>(value, warnings);
    }

    public static <T> ParseResult<T> fail(Problem error) {
        return new ParseResult<>(null, List.of(error));
    }

    public static <T> ParseResult<T> fail(List<Problem> problems) {
        return new ParseResult<>(null, problems);
    }

    /** Whether there is a value (there may still be warnings). */
    public boolean isOk() {
        return value != null;
    }

    public Optional<T> toOptional() {
        return Optional.ofNullable(value);
    }

    /** The value, or {@code other} when it failed. */
    public T orElse(T other) {
        return value != null ? value : other;
    }

    /** The first error, if any. */
    public Optional<Problem> error() {
        return Optional.ofNullable(firstError(problems));
    }

    // a loop, not a stream: asked of every move read (a result is made for each notation tried)
    private static Problem firstError(List<Problem> problems) {
        for (Problem p : problems) {
            if (p.isError()) {
                return p;
            }
        }
        return null;
    }

    /** The same problems with the value mapped. */
    public <U> ParseResult<U> map(Function<? super T, ? extends U> f) {
        return value == null ? new ParseResult<>(null, problems) : new ParseResult<>(f.apply(value), problems);
    }

    /** Chains a further step; problems of both steps are kept. */
    public <U> ParseResult<U> flatMap(Function<? super T, ParseResult<U>> f) {
        if (value == null) {
            return new ParseResult<>(null, problems);
        }
        ParseResult<U> next = f.apply(value);
        List<Problem> all = new ArrayList<>(problems);
        all.addAll(next.problems());
        return new ParseResult<>(next.value(), all);
    }
}
