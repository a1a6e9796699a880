package org.chessarbiter.workspace.ui.internal.engine;

import java.nio.file.Path;
import java.util.Optional;

import org.chessarbiter.engine.Engine;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.EngineKind;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Move;
import org.chessarbiter.rules.Position;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.osgi.util.NLS;

/**
 * The engine of one use (the computer's play, or the analysis), kept between searches and started again when the
 * game or the preferences change (a UCI program is a process: it is started once, not per move). As the
 * scheduling rule of that use's jobs it also makes them run one after the other: an engine searches one position
 * at a time, and the search of a new position waits until the one stopped for it has returned.
 */
final class EngineSlot implements ISchedulingRule {

    private volatile Engine<?, ?> engine;
    private String key;

    /** The engine for games of {@code kind} under {@code settings}, started if needed (a UCI program: on this thread). */
    @SuppressWarnings("unchecked")
    synchronized <P extends Position<P, M>, M extends Move> Engine<P, M> engine(EngineKind<P, M> kind, EngineSettings settings)
            throws EngineException {
        String wanted = settings.engineKey(kind.gameId());
        if (engine != null && wanted.equals(key)) {
            return (Engine<P, M>) engine;
        }
        close();
        Engine<P, M> started;
        if (settings.uci()) {
            Optional<Path> program = GameEngines.program(kind, settings);
            if (program.isEmpty()) {
                throw new EngineException(Message.verbatim(NLS.bind(EngineUiMessages.Engine_noProgram, EngineUiMessages.game(kind.gameId()))));
            }
            started = kind.uci(program.get());
        } else {
            started = kind.embedded();
        }
        engine = started;
        key = wanted;
        return started;
    }

    /** The engine now, if one is started (without waiting for one being started). */
    Engine<?, ?> current() {
        return engine;
    }

    /** Ends the engine (a UCI program's process). */
    synchronized void close() {
        if (engine != null) {
            engine.close();
        }
        engine = null;
        key = null;
    }

    @Override
    public boolean contains(ISchedulingRule rule) {
        return rule == this;
    }

    @Override
    public boolean isConflicting(ISchedulingRule rule) {
        return rule == this;
    }
}
