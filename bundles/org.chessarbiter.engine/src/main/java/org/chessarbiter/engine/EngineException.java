package org.chessarbiter.engine;

import java.util.Locale;
import org.chessarbiter.rules.Message;

/** An engine could not answer: its message says why, for people ({@link Message}, English and Vietnamese). */
public final class EngineException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Message reason;

    public EngineException(Message reason, Throwable cause) {
        super(reason.format(Locale.ENGLISH), cause);
        this.reason = reason;
    }

    public EngineException(Message reason) {
        this(reason, null);
    }

    /** Why, to be formatted in the user's language. */
    public Message reason() {
        return reason;
    }
}
