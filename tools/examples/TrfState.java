import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.trf.PairingTournament;
import org.chessarbiter.pairing.trf.RoundToPair;
import org.chessarbiter.pairing.trf.TrfPairingReader;
import org.chessarbiter.pairing.trf.TrfPairingWriter;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.trf.TrfTournamentMapper;
import org.chessarbiter.tournament.trf.TrfDocument;
import org.chessarbiter.tournament.trf.TrfLine;
import org.chessarbiter.tournament.trf.TrfReader;
import org.chessarbiter.tournament.trf.TrfRecord;
import org.chessarbiter.tournament.trf.TrfWriter;

/**
 * A tournament's TRF file as the example is played: written from its header and entrants, each round paired by
 * the pairing bundle's engine exactly as the headless pairing operation pairs it (RoundToPair on the file read
 * by TrfPairingReader, written back by TrfPairingWriter), then the results entered with the points column.
 */
final class TrfState {

    /** An entrant: start number, sex ('m' / 'w'), title, name, rating, federation, birth date (YYYY/MM/DD). */
    record Entrant(int number, char sex, String title, String name, int rating, String federation, String birth) {
    }

    private TrfDocument doc;
    private final int winTenths;
    private final int drawTenths;

    TrfState(List<TrfRecord> header, List<Entrant> entrants, List<TrfRecord> trailer, int winTenths, int drawTenths) {
        List<TrfRecord> records = new ArrayList<>(header);
        for (Entrant e : entrants) {
            records.add(new TrfRecord.Player(e.number(), e.sex(), e.title(), e.name(), e.rating(), e.federation(), "",
                    e.birth(), Points.ZERO, e.number(), List.of()));
        }
        records.addAll(trailer);
        this.winTenths = winTenths;
        this.drawTenths = drawTenths;
        doc = reread(TrfDocument.of(records));
    }

    private static TrfDocument reread(TrfDocument d) {
        ParseResult<TrfDocument> r = TrfReader.read(TrfWriter.toString(d, TrfWriter.Options.EXACT));
        if (!r.isOk() || r.problems().stream().anyMatch(p -> p.isError())) {
            throw new IllegalStateException("TRF not readable: " + r.problems());
        }
        return r.value();
    }

    /** Pairs the next round with {@code system}, as the pairing operation does; the round as paired. */
    RoundPairing pairNext(PairingSystem system) {
        ParseResult<PairingTournament> t = TrfPairingReader.map(doc);
        if (!t.isOk() || t.problems().stream().anyMatch(p -> p.isError())) {
            throw new IllegalStateException("cannot pair: " + t.problems());
        }
        RoundPairing p = RoundToPair.pair(t.value(), 0, system, false).orThrow();
        doc = reread(TrfPairingWriter.withRound(doc, p, t.value().record().options()));
        return p;
    }

    /**
     * Enters a result of round {@code round}: {@code white} / {@code black} get {@code whiteResult} / the
     * opposite ('1', '=', '0'; ' ' leaves the game without a result).
     */
    void result(int round, int white, int black, char whiteResult) {
        char blackResult = switch (whiteResult) {
            case '1' -> '0';
            case '0' -> '1';
            case '=' -> '=';
            default -> ' ';
        };
        Map<Integer, Character> results = new HashMap<>();
        results.put(white, whiteResult);
        results.put(black, blackResult);
        List<TrfLine> lines = new ArrayList<>();
        for (TrfLine line : doc.lines()) {
            if (line.record() instanceof TrfRecord.Player pl && results.containsKey(pl.startNumber())) {
                List<TrfRecord.RoundCell> cells = new ArrayList<>(pl.rounds());
                TrfRecord.RoundCell c = cells.get(round - 1);
                cells.set(round - 1, new TrfRecord.RoundCell(c.opponent(), c.colour(), results.get(pl.startNumber())));
                lines.add(TrfLine.of(new TrfRecord.Player(pl.startNumber(), pl.sex(), pl.title(), pl.name(), pl.rating(),
                        pl.federation(), pl.fideId(), pl.birthDate(), points(cells), pl.rank(), cells)));
            } else {
                lines.add(line);
            }
        }
        doc = reread(new TrfDocument(lines));
    }

    private Points points(List<TrfRecord.RoundCell> cells) {
        int tenths = 0;
        for (TrfRecord.RoundCell c : cells) {
            tenths += switch (c.result()) {
                case '1', '+', 'F', 'U', 'W' -> winTenths;
                case '=', 'H', 'D' -> drawTenths;
                default -> 0;
            };
        }
        return Points.of(tenths, 10);
    }

    /** The rank column: by points, then by start number (the standings with their tie-breaks are the program's). */
    void rankByPoints() {
        List<TrfRecord.Player> players = new ArrayList<>(doc.players());
        players.sort(Comparator.comparing(TrfRecord.Player::points).reversed().thenComparingInt(TrfRecord.Player::startNumber));
        Map<Integer, Integer> rank = new HashMap<>();
        for (int i = 0; i < players.size(); i++) {
            rank.put(players.get(i).startNumber(), i + 1);
        }
        List<TrfLine> lines = new ArrayList<>();
        for (TrfLine line : doc.lines()) {
            if (line.record() instanceof TrfRecord.Player pl) {
                lines.add(TrfLine.of(new TrfRecord.Player(pl.startNumber(), pl.sex(), pl.title(), pl.name(), pl.rating(),
                        pl.federation(), pl.fideId(), pl.birthDate(), pl.points(), rank.get(pl.startNumber()), pl.rounds())));
            } else {
                lines.add(line);
            }
        }
        doc = reread(new TrfDocument(lines));
    }

    /** The boards of round {@code round} as the file numbers them (TrfTournamentMapper: the order of White's lines). */
    List<Pairing> boards(int round) {
        return TrfTournamentMapper.toTournament(doc).value().rounds().get(round - 1).pairings();
    }

    /** The file with its team records (310) replaced by {@code teams}, in their place. */
    void replaceTeams(List<TrfRecord> teams) {
        List<TrfLine> lines = new ArrayList<>();
        int next = 0;
        for (TrfLine line : doc.lines()) {
            if (line.record() instanceof TrfRecord.TeamDetails) {
                lines.add(TrfLine.of(teams.get(next++)));
            } else {
                lines.add(line);
            }
        }
        doc = reread(new TrfDocument(lines));
    }

    TrfDocument document() {
        return doc;
    }

    String text() {
        return TrfWriter.toString(doc, TrfWriter.Options.EXACT);
    }
}
