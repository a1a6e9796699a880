package org.chessarbiter.pairing.systems;

import java.util.function.Function;
import java.util.List;

import org.chessarbiter.rules.Problem;

/**
 * A value or the errors (with their locations) that prevent it. Public entry points of the
 * competition systems return this instead of throwing on bad input.
 *
 * @param <T> the value type
 */
public sealed interface Checked<T> {

    /** A value. */
    record Ok<T>(T value) implements Checked<T> {
    }

    /** No value; why. */
    record Failed<T>(List<Problem> errors) implements Checked<T> {
        public Failed {
            errors = List.copyOf(errors);
            if (errors.isEmpty()) {
                throw new IllegalArgumentException("a failure needs at least one error");
            }
        }
    }

    /** @return a value */
    static <T> Checked<T> ok(T value) {
        return new Ok<>(value);
    }

    /** @return a failure with one error */
    static <T> Checked<T> fail(Problem error) {
        return new Failed<>(List.of(error));
    }

    /** @return true when there is a value */
    default boolean isOk() {
        return this instanceof Ok;
    }

    /** @return the value; throws IllegalStateException on a failure (for callers that checked) */
    default T orThrow() {
        if (this instanceof Ok<T> ok) {
            return ok.value();
        }
        throw new IllegalStateException(((Failed<T>) this).errors().toString());
    }

    /** @return the errors, empty when there is a value */
    default List<Problem> errors() {
        return this instanceof Failed<T> f ? f.errors() : List.of();
    }

    /** @return the value mapped, or the same errors */
    default <R> Checked<R> map(Function<T, R> f) {
        return this instanceof Ok<T> ok ? new Ok<>(f.apply(ok.value())) : new Failed<>(errors());
    }
}
