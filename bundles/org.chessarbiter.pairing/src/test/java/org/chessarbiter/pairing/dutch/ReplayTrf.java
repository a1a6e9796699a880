package org.chessarbiter.pairing.dutch;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

import org.chessarbiter.pairing.check.CheckReport;
import org.chessarbiter.pairing.check.PairingChecker;
import org.chessarbiter.pairing.trf.TrfPairingReader;

/**
 * Tool entry point (not a test): re-pairs every round of each TRF file with the Java engine of one
 * edition and prints {@code OK name rounds} or {@code DIFF name differences}; exit status 1 when
 * any round differs.
 *
 * <pre>
 * ReplayTrf EDITION_YEAR FILE.trf[.gz]...
 * </pre>
 */
public final class ReplayTrf {

    private ReplayTrf() {
    }

    public static void main(String[] args) throws Exception {
        DutchEdition edition = DutchEdition.fromYear(args[0]).orElseThrow(() -> new IllegalArgumentException(args[0]));
        boolean all = true;
        for (int i = 1; i < args.length; i++) {
            Path file = Path.of(args[i]);
            String text;
            try (InputStream raw = Files.newInputStream(file);
                    InputStream in = args[i].endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            CheckReport r = new PairingChecker(new DutchSystem(edition)).check(TrfPairingReader.read(text).value().record());
            String name = file.getFileName().toString();
            if (r.allAgree()) {
                System.out.println("OK " + name + " " + r.rounds());
            } else {
                all = false;
                System.out.println("DIFF " + name + " " + r.agreeing() + "/" + r.rounds() + " " + r.differences().stream()
                        .map(d -> d.text(Locale.ENGLISH)).collect(Collectors.joining("; ")));
            }
        }
        System.exit(all ? 0 : 1);
    }
}
