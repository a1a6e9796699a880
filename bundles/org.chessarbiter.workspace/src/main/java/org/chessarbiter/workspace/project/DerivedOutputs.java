package org.chessarbiter.workspace.project;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.trf.TrfWriter;
import org.chessarbiter.workspace.op.ProposalFile;
import org.chessarbiter.workspace.standings.StandingsService;

/**
 * The derived outputs of a build, in {@code derived/} of the project, each written atomically and only when its
 * content changed (so that a build that changes nothing touches no file): {@code standings.txt} and
 * {@code standings.html}, {@code proposal-round-N.trf} (the effective tournament with round N paired, not published)
 * and {@code proposal-round-N.txt} (the boards and the explanation). A proposal of another round is removed: it was
 * published, or its round is no longer the next one.
 */
final class DerivedOutputs {

    /** The names of the proposal files of round {@code n}. */
    static String proposalName(int n, String extension) {
        return ProposalFile.name(n, extension);
    }

    private DerivedOutputs() {
    }

    /**
     * Writes the outputs of a build.
     *
     * @return the files written (changed), and the problems of writing
     */
    static ParseResult<List<Path>> write(Path root, Optional<StandingsService.Ranked> standings, Optional<Proposal> proposal,
            Locale locale) {
        Path dir = root.resolve(ProjectFiles.DERIVED);
        List<Path> written = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            return ParseResult.fail(Problem.error(ProblemKind.IO, Location.UNKNOWN.inField(dir.toString()),
                    Message.verbatim(String.valueOf(e.getMessage()))));
        }
        if (standings.isPresent()) {
            save(dir.resolve("standings.txt"), StandingsService.text(standings.get(), locale).getBytes(StandardCharsets.UTF_8),
                    written, problems);
            save(dir.resolve("standings.html"), StandingsService.html(standings.get(), locale).getBytes(StandardCharsets.UTF_8),
                    written, problems);
        }
        if (proposal.isPresent()) {
            int n = proposal.get().round();
            save(dir.resolve(proposalName(n, "trf")), trf(proposal.get()), written, problems);
            save(dir.resolve(proposalName(n, "txt")), proposal.get().text(locale).getBytes(StandardCharsets.UTF_8), written,
                    problems);
        }
        removeStale(dir, proposal.map(Proposal::round).orElse(0), written);
        return new ParseResult<>(written, problems);
    }

    /** The files {@link #write} keeps for these outputs: the standings' two when there are standings, the proposal's two. */
    static List<Path> files(Path root, boolean standings, Optional<Proposal> proposal) {
        Path dir = root.resolve(ProjectFiles.DERIVED);
        List<Path> out = new ArrayList<>();
        if (standings) {
            out.add(dir.resolve("standings.txt"));
            out.add(dir.resolve("standings.html"));
        }
        proposal.ifPresent(p -> {
            out.add(dir.resolve(proposalName(p.round(), "trf")));
            out.add(dir.resolve(proposalName(p.round(), "txt")));
        });
        return out;
    }

    private static byte[] trf(Proposal p) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Writer w = new OutputStreamWriter(bytes, StandardCharsets.UTF_8)) {
            TrfWriter.write(p.document(), w, TrfWriter.Options.EXACT);
        } catch (IOException e) {
            throw new IllegalStateException(e); // writing to memory
        }
        return bytes.toByteArray();
    }

    /** Writes {@code content} to {@code file} atomically unless the file already holds exactly it. */
    private static void save(Path file, byte[] content, List<Path> written, List<Problem> problems) {
        try {
            if (Files.isRegularFile(file) && Files.size(file) == content.length && Arrays.equals(Files.readAllBytes(file), content)) {
                return;
            }
        } catch (IOException e) {
            // written again below: the save says why if it cannot be
        }
        ParseResult<Path> saved = AtomicSave.save(file, out -> out.write(content));
        problems.addAll(saved.problems());
        if (saved.isOk()) {
            written.add(file);
        }
    }

    /** Removes the proposal files of every round but {@code current} (0: of every round). */
    private static void removeStale(Path dir, int current, List<Path> written) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "proposal-round-*.{trf,txt}")) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if (current == 0 || !name.startsWith("proposal-round-" + current + ".")) {
                    Files.deleteIfExists(f);
                    written.add(f);
                }
            }
        } catch (IOException e) {
            // a stale proposal left behind is named by its round; the next build tries again
        }
    }
}
