package org.chessarbiter.workspace.pairing;

import java.nio.file.Path;
import java.util.Objects;

import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.tournament.trf.TrfDocument;

/**
 * A TRF file read for pairing: the document as written (kept line for line when the new round is
 * written back) and the tournament as the pairing engines see it.
 *
 * @param file       where it was read from
 * @param document   the file's lines
 * @param tournament the rounds paired so far, the players announced as absent, the system line
 */
public record PairingInput(Path file, TrfDocument document, PairingTournament tournament) {

    public PairingInput {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(tournament, "tournament");
    }
}
