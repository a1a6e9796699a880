package org.chessarbiter.tournament.core;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The outcome of a parse or a check: a value (possibly partial, when the input had errors that
 * could be skipped: nothing else is lost) and the problems found. {@link #value()} is empty only
 * when nothing usable could be read.
 */
public record Result<T>(Optional<T> value, List<Problem> problems) {

    public Result {
        problems = List.copyOf(problems);
    }

    public static <T> Result<T> ok(T value) {
        return new Result<>(Optional.of(value), List.of());
    }

    public static <T> Result<T> of(T value, List<Problem> problems) {
        return new Result<>(Optional.ofNullable(value), problems);
    }

    public static <T> Result<T> failed(List<Problem> problems) {
        return new Result<>(Optional.empty(), problems);
    }

    /** True when there is a value and no problem at all. */
    public boolean isOk() {
        return value.isPresent() && problems.isEmpty();
    }

    public <U> Result<U> map(Function<T, U> f) {
        return new Result<>(value.map(f), problems);
    }
}
