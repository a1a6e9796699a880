package org.chessarbiter.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.chessarbiter.engine.EngineException;
import org.chessarbiter.engine.EngineMessages;

/**
 * An engine program and its text pipes: lines written to its input, lines read from its output by a
 * daemon thread into a queue, so that reading waits with a timeout and the end of the program is seen.
 */
final class UciProcess implements AutoCloseable {
    /** Put in the queue when the program's output ends. */
    private static final String END = new String("<end of output>");

    private final Path program;
    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    private UciProcess(Path program, Process process) {
        this.program = program;
        this.process = process;
        this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::pump, "UCI " + program.getFileName());
        reader.setDaemon(true);
        reader.start();
    }

    static UciProcess start(Path program) throws EngineException {
        try {
            Process p = new ProcessBuilder(program.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            return new UciProcess(program, p);
        } catch (IOException e) {
            throw new EngineException(EngineMessages.of("uci.start", program, e.getMessage()), e);
        }
    }

    private void pump() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            // the program closed its output: the same as its end
        } finally {
            lines.add(END);
        }
    }

    void send(String command) throws EngineException {
        try {
            input.write(command);
            input.write('\n');
            input.flush();
        } catch (IOException e) {
            throw new EngineException(EngineMessages.of("uci.died", program), e);
        }
    }

    /**
     * The next line, waiting at most {@code millis} milliseconds: null when none came in time.
     *
     * @throws EngineException when the program has ended
     * @throws InterruptedException when the waiting thread is interrupted
     */
    String read(long millis) throws EngineException, InterruptedException {
        String line = lines.poll(Math.max(0, millis), TimeUnit.MILLISECONDS);
        if (line == END) {
            lines.add(END);
            throw new EngineException(EngineMessages.of("uci.died", program));
        }
        return line;
    }

    Path program() {
        return program;
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (EngineException e) {
            // already gone
        }
        try {
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroy();
            }
        } catch (InterruptedException e) {
            process.destroy();
            Thread.currentThread().interrupt();
        }
    }
}
