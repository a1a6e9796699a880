package org.chessarbiter.tournament.model.mapping;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Problems;
import org.chessarbiter.tournament.core.PublishedRounds;
import org.chessarbiter.tournament.io.AtomicSave;
import org.chessarbiter.tournament.model.Tournament;
import org.chessarbiter.tournament.model.TournamentPackage;
import org.chessarbiter.tournament.model.util.TournamentResourceFactoryImpl;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;

/**
 * {@code *.tournament} files (XMI of the EMF model), read into and written from the plain-Java
 * tournament value. Saving is atomic ({@link AtomicSave}) and never rewrites a published round:
 * when the file on disk has a published round whose pairings or results the new value changes,
 * nothing is written and the problems say which rounds ({@link PublishedRounds}).
 * Works with or without OSGi (the package and the resource factory are registered here).
 */
public final class TournamentFile {

    private TournamentFile() {
    }

    /** Reads a tournament file; an unreadable file is a problem, never an exception. */
    public static ParseResult<org.chessarbiter.tournament.core.Tournament> load(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            Resource resource = resourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
            resource.load(in, Map.of());
            if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Tournament m)) {
                return ParseResult.fail(error(ProblemKind.INVALID_SYNTAX, file, "file.empty"));
            }
            return TournamentModels.toPlain(m);
        } catch (IOException | RuntimeException e) {
            return ParseResult.fail(error(ProblemKind.IO, file, "file.unreadable", String.valueOf(e.getMessage())));
        }
    }

    /**
     * Writes {@code t} to {@code file} atomically, unless it would change a round that the file
     * already has as published (unpublish it first, with a save that changes nothing else in it).
     */
    public static ParseResult<Path> save(Path file, org.chessarbiter.tournament.core.Tournament t) {
        if (Files.exists(file)) {
            ParseResult<org.chessarbiter.tournament.core.Tournament> before = load(file);
            if (!before.isOk()) {
                return ParseResult.fail(before.problems());
            }
            List<Problem> violations = PublishedRounds.violations(before.value(), t);
            if (!violations.isEmpty()) {
                return ParseResult.fail(violations);
            }
        }
        Resource resource = resourceSet().createResource(URI.createFileURI(file.toAbsolutePath().toString()));
        resource.getContents().add(TournamentModels.toModel(t));
        return AtomicSave.save(file, out -> resource.save(out, Map.of()));
    }

    private static ResourceSet resourceSet() {
        ResourceSet set = new ResourceSetImpl();
        set.getPackageRegistry().put(TournamentPackage.eNS_URI, TournamentPackage.eINSTANCE);
        set.getResourceFactoryRegistry().getExtensionToFactoryMap().put("tournament", new TournamentResourceFactoryImpl());
        return set;
    }

    private static Problem error(ProblemKind kind, Path file, String key, Object... args) {
        return Problems.error(kind, Location.UNKNOWN.inField(file.toString()), TournamentFile.class, key, args);
    }
}
