package org.chessarbiter.tournament.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.tournament.core.AuditEntry;
import org.chessarbiter.tournament.core.LateEntry;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;

/**
 * TRF import and export without loss (DESIGN "File types": TRF16 / TRF26, lossless). The tournament
 * model holds players, rounds, results, byes, teams, scoring, dates and tie-breaks
 * ({@link TrfTournamentMapper}, {@link TrfExporter}); every other record of the file (092 type, 112
 * deputy arbiters, 152, 192, 222, 240 to 260, 310 to 330, the XX / BB extensions of another
 * dialect, {@code ###} comments, unknown codes) is kept, as written, in the tournament's parameters
 * under {@value #KEPT}{@code NNNN} (its place in the file), with the ranks of the 001 records
 * ({@value #RANKS}) and the dialect ({@value #DIALECT}), so the {@code *.tournament} file keeps them
 * and the export writes them back. Withdrawals and late entries, which TRF has no record for, are
 * written as comments {@code ### WITHDRAWN 7 after 3} and {@code ### LATE_ENTRY 12 from 3} and read
 * back, and so is the audit trail of manual pairing changes ({@link AuditComments}: {@code ### AUDIT ...}). What the export computes is the points column, from the results (a file whose points disagree
 * with its results is warned about when read).
 */
public final class LosslessTrf {

    /** Prefix of the parameters holding a record kept as written. */
    public static final String KEPT = "trf.kept.";
    /** The parameter holding the ranks of the 001 records: "start=rank" pairs separated by spaces. */
    public static final String RANKS = "trf.ranks";
    /** The parameter holding the dialect the file was written in ({@link TrfExporter.Dialect}). */
    public static final String DIALECT = "trf.dialect";
    /**
     * Prefix of the parameters holding, by record code, what the exporter writes that the file did not
     * have (142 in a file without it, a 162 written with fewer symbols): left out of the export while it
     * is still what the file said.
     */
    public static final String OMITTED = "trf.omit.";

    private static final Pattern WITHDRAWN = Pattern.compile("\\s*WITHDRAWN (\\d{1,4}) after (\\d{1,4})\\s*");
    private static final Pattern LATE_ENTRY = Pattern.compile("\\s*LATE_ENTRY (\\d{1,4}) from (\\d{1,4})\\s*");

    private LosslessTrf() {
    }

    /** The tournament of a TRF document, keeping what the model has no field for in its parameters. */
    public static ParseResult<Tournament> toTournament(TrfDocument doc) {
        ParseResult<Tournament> mapped = TrfTournamentMapper.toTournament(doc);
        if (!mapped.isOk()) {
            return mapped;
        }
        Tournament t = mapped.value();
        for (TrfRecord.Comment c : doc.records(TrfRecord.Comment.class)) {
            Matcher w = WITHDRAWN.matcher(c.text());
            Matcher e = LATE_ENTRY.matcher(c.text());
            if (w.matches()) {
                t = t.withWithdrawal(new Withdrawal(Integer.parseInt(w.group(1)), Integer.parseInt(w.group(2))));
            } else if (e.matches()) {
                t = t.withLateEntry(new LateEntry(Integer.parseInt(e.group(1)), Integer.parseInt(e.group(2))));
            } else {
                Optional<AuditEntry> entry = AuditComments.parse(c.text());
                if (entry.isPresent()) {
                    t = t.withAudit(t.audit().with(entry.get()));
                }
            }
        }
        TrfExporter.Dialect dialect = dialect(doc);
        Map<Integer, Integer> ranks = new TreeMap<>();
        doc.players().stream().filter(p -> p.rank() > 0).forEach(p -> ranks.put(p.startNumber(), p.rank()));
        List<TrfRecord> produced = new ArrayList<>(TrfExporter.toDocument(t, ranks, dialect).records());
        Map<String, String> parameters = new HashMap<>(t.info().systemParameters());
        for (int i = 0; i < doc.lines().size(); i++) {
            TrfLine line = doc.lines().get(i);
            if (line.record() instanceof TrfRecord.Player || produced.remove(line.record()) || isStatus(line.record())) {
                continue;
            }
            parameters.put(KEPT + String.format("%04d", i), line.hasSource() ? line.source() : text(line.record()));
        }
        Map<String, List<String>> omitted = new TreeMap<>();
        produced.stream().filter(r -> !(r instanceof TrfRecord.Player))
                .forEach(r -> omitted.computeIfAbsent(r.code(), c -> new ArrayList<>()).add(text(r)));
        omitted.forEach((code, texts) -> parameters.put(OMITTED + code, String.join("\n", texts)));
        if (!ranks.isEmpty()) {
            parameters.put(RANKS, ranks.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" ")));
        }
        parameters.put(DIALECT, dialect.name());
        return new ParseResult<>(t.withInfo(t.info().withSystemParameters(parameters)), mapped.problems());
    }

    /**
     * The TRF document of a tournament: the exporter's records, in the dialect the tournament was read
     * from (TRF26 otherwise), with the ranks it was read with, and the records kept when it was read
     * put back at their places.
     */
    public static TrfDocument toDocument(Tournament t) {
        Map<String, String> parameters = t.info().systemParameters();
        TrfExporter.Dialect dialect = "TRF16_XX".equals(parameters.get(DIALECT)) ? TrfExporter.Dialect.TRF16_XX
                : TrfExporter.Dialect.TRF26;
        Map<Integer, Integer> ranks = new HashMap<>();
        for (String pair : parameters.getOrDefault(RANKS, "").split(" ")) {
            String[] kv = pair.split("=");
            if (kv.length == 2 && kv[0].matches("\\d{1,4}") && kv[1].matches("\\d{1,4}")) {
                ranks.put(Integer.parseInt(kv[0]), Integer.parseInt(kv[1]));
            }
        }
        List<TrfLine> exported = TrfExporter.toDocument(t, ranks, dialect).lines();
        Map<String, List<String>> byCode = new TreeMap<>();
        exported.stream().filter(l -> !(l.record() instanceof TrfRecord.Player))
                .forEach(l -> byCode.computeIfAbsent(l.record().code(), c -> new ArrayList<>()).add(text(l.record())));
        Set<String> changed = new HashSet<>();
        byCode.forEach((code, texts) -> {
            if (!String.join("\n", texts).equals(parameters.get(OMITTED + code))) {
                changed.add(code);
            }
        });
        List<TrfLine> lines = new ArrayList<>(exported.stream()
                .filter(l -> l.record() instanceof TrfRecord.Player || changed.contains(l.record().code())).toList());
        new TreeMap<>(parameters).forEach((key, source) -> {
            if (key.startsWith(KEPT) && key.substring(KEPT.length()).matches("\\d+")) {
                // as written, ended like the lines the writer makes
                TrfLine kept = TrfReader.read(source).toOptional().flatMap(d -> d.lines().stream().findFirst())
                        .map(l -> new TrfLine(l.number(), l.source(), "\n", l.record()))
                        .orElseGet(() -> TrfLine.of(new TrfRecord.Text("", source)));
                if (!changed.contains(kept.record().code())) {
                    lines.add(Math.min(Integer.parseInt(key.substring(KEPT.length())), lines.size()), kept);
                }
            }
        });
        t.withdrawals().forEach(w -> lines.add(TrfLine.of(new TrfRecord.Comment(" WITHDRAWN " + w.player() + " after " + w.lastRound()))));
        t.lateEntries().forEach(e -> lines.add(TrfLine.of(new TrfRecord.Comment(" LATE_ENTRY " + e.player() + " from " + e.firstRound()))));
        t.audit().entries().forEach(e -> lines.add(TrfLine.of(new TrfRecord.Comment(AuditComments.format(e)))));
        return new TrfDocument(lines);
    }

    /** Whether a record is a withdrawal, a late entry or an audit entry written by {@link #toDocument}. */
    private static boolean isStatus(TrfRecord r) {
        return r instanceof TrfRecord.Comment c && (WITHDRAWN.matcher(c.text()).matches() || LATE_ENTRY.matcher(c.text()).matches()
                || AuditComments.parse(c.text()).isPresent());
    }

    /** The dialect of a file: TRF-16 with the XX / BB extensions when it has XXR and no 142, TRF26 otherwise. */
    static TrfExporter.Dialect dialect(TrfDocument doc) {
        List<TrfRecord.Rounds> rounds = doc.records(TrfRecord.Rounds.class);
        boolean xx = rounds.stream().anyMatch(r -> r.code().equals("XXR")) || !doc.records(TrfRecord.PointValue.class).isEmpty();
        boolean trf26 = rounds.stream().anyMatch(r -> r.code().equals("142")) || !doc.records(TrfRecord.ScoringSystem.class).isEmpty();
        return xx && !trf26 ? TrfExporter.Dialect.TRF16_XX : TrfExporter.Dialect.TRF26;
    }

    /** A record as the canonical writer writes it. */
    private static String text(TrfRecord r) {
        return TrfWriter.toString(TrfDocument.of(List.of(r)), TrfWriter.Options.CANONICAL).strip();
    }
}
