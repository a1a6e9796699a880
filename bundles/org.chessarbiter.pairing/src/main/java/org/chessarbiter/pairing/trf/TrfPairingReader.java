package org.chessarbiter.pairing.trf;

import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentCheck;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;

/**
 * Reads a TRF file into a {@link PairingTournament}: the tournament bundle reads the file and
 * maps it onto its model (located problems: unreadable fields, an opponent who does not name the
 * player back, a player twice in a round, results that contradict each other), then
 * {@link TournamentRecords} maps the model for the pairing engines, with what only the file holds:
 * the initial colour (XXC / 152), accelerations (XXA / 250), the system line (192 / 092) and the
 * declared points, which must agree with the results ({@link DeclaredPoints}).
 *
 * <p>Never throws on bad input. The value is present whenever the file could be read; the caller
 * decides whether errors forbid pairing (they do for the CLI: no pairing from an inconsistent file).
 */
public final class TrfPairingReader {

    private TrfPairingReader() {
    }

    public static ParseResult<PairingTournament> read(String text) {
        return read(new StringReader(text));
    }

    public static ParseResult<PairingTournament> read(Reader reader) {
        return TrfReader.read(reader).flatMap(TrfPairingReader::map);
    }

    /** Maps a document already read. */
    public static ParseResult<PairingTournament> map(TrfDocument doc) {
        ParseResult<Tournament> model = TrfTournamentMapper.toTournament(doc);
        List<Problem> problems = new ArrayList<>(model.problems());
        if (model.value() == null) {
            return ParseResult.fail(problems);
        }
        problems.addAll(TournamentCheck.problems(model.value()));
        PairingTournament t = TournamentRecords.of(model.value(), InitialColours.declared(doc),
                TrfAccelerations.read(doc, problems), systemCode(doc), problems);
        DeclaredPoints.check(doc, t, problems);
        return new ParseResult<>(t, problems);
    }

    /**
     * Only the check of the declared points (columns 81-84) against the results, for a reader that
     * does not pair (the standings warn where the pairing refuses); none when the file cannot be mapped.
     */
    public static List<Problem> declaredPoints(TrfDocument doc) {
        ParseResult<PairingTournament> t = map(doc);
        if (t.value() == null) {
            return List.of();
        }
        List<Problem> problems = new ArrayList<>();
        DeclaredPoints.check(doc, t.value(), problems);
        return problems;
    }

    /** TRF26 192 (system code), else 092 (type of tournament); "" when neither. */
    static String systemCode(TrfDocument doc) {
        return doc.text("192").or(() -> doc.text("092")).orElse("");
    }
}
