import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.chess.game.ChessKind;
import org.chessarbiter.rules.game.Finding;
import org.chessarbiter.rules.game.GameCheck;
import org.chessarbiter.rules.game.GameKinds;
import org.chessarbiter.rules.game.PgnGames;
import org.chessarbiter.rules.pgn.PgnReader;
import org.chessarbiter.rules.xiangqi.game.XiangqiKind;

/**
 * The generator's own look at what it wrote: every scoresheet read and checked by the rules engines' game checks
 * (those the editor and {@code ./arbiter validate} apply to the moves), every finding printed as
 * {@code file:line:column: severity: message}. The examples' test checks the files with the real validation.
 */
final class SelfCheck {
    private static final GameKinds KINDS = GameKinds.of(ChessKind.INSTANCE, XiangqiKind.INSTANCE);

    private SelfCheck() {
    }

    static List<String> scoresheets(Path folder) throws IOException {
        List<String> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(folder)) {
            files = s.filter(p -> p.toString().endsWith(".bienban")).sorted().toList();
        }
        for (Path f : files) {
            // the stream reader of large files reads "1." only; the scoresheets' "1)" (Điều 11.2) is the editor's
            String text = Files.readString(f, StandardCharsets.UTF_8).replaceAll("(?m)(^|\\s)(\\d+)\\) ", "$1$2. ");
            String name = folder.relativize(f).toString();
            PgnGames visitor = new PgnGames("bienban", game -> {
                for (Finding fd : GameCheck.check(KINDS, game, Optional.empty()).findings()) {
                    if (!fd.info()) {
                        out.add(line(name, fd.problem()));
                    }
                }
            }, p -> out.add(line(name, p)));
            PgnReader.readAll(new StringReader(text), visitor);
        }
        return out;
    }

    /** Every tournament file read for pairing: its problems (errors and warnings), as the pairing operation reads it. */
    static List<String> tournaments(Path folder) throws IOException {
        List<String> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(folder)) {
            files = s.filter(p -> p.toString().endsWith(".trf")).sorted().toList();
        }
        for (Path f : files) {
            String name = folder.relativize(f).toString();
            var doc = org.chessarbiter.tournament.trf.TrfReader.read(Files.readString(f, StandardCharsets.UTF_8));
            doc.problems().forEach(p -> out.add(line(name, p)));
            if (doc.isOk()) {
                org.chessarbiter.pairing.trf.TrfPairingReader.map(doc.value()).problems().forEach(p -> out.add(line(name, p)));
            }
        }
        return out;
    }

    private static String line(String file, Problem p) {
        return file + ":" + p.location().line() + ":" + p.location().column() + ": " + p.severity().name().toLowerCase(Locale.ROOT)
                + ": " + p.message().format(Locale.ENGLISH);
    }
}
