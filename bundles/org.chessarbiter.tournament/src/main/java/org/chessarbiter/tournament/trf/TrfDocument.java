package org.chessarbiter.tournament.trf;

import java.util.List;
import java.util.Optional;

/**
 * A TRF file as typed records, in file order, with what is needed to write it back exactly
 * (each line's source and line end). Two documents are {@linkplain #sameRecords equal in content}
 * when their records are equal, whatever their spacing or line ends.
 */
public record TrfDocument(List<TrfLine> lines) {

    /**
     * The highest start number a TRF file can hold: the start number is columns 5-8 of the 001
     * record and the opponent columns 3-6 of a round block (TRF-16, TRF26), four digits.
     */
    public static final int MAX_START_NUMBER = 9999;

    public TrfDocument {
        lines = List.copyOf(lines);
    }

    public static TrfDocument of(List<TrfRecord> records) {
        return new TrfDocument(records.stream().map(TrfLine::of).toList());
    }

    public List<TrfRecord> records() {
        return lines.stream().map(TrfLine::record).toList();
    }

    public List<TrfRecord.Player> players() {
        return records().stream().filter(r -> r instanceof TrfRecord.Player).map(r -> (TrfRecord.Player) r).toList();
    }

    public <R extends TrfRecord> List<R> records(Class<R> type) {
        return records().stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The text of the first record with a code (012 name, 022 city ...), stripped. */
    public Optional<String> text(String code) {
        return records(TrfRecord.Text.class).stream().filter(t -> t.code().equals(code)).map(t -> t.text().strip()).findFirst();
    }

    /** The number of rounds: 142 or XXR if present, otherwise the longest player record. */
    public int numberOfRounds() {
        int declared = records(TrfRecord.Rounds.class).stream().mapToInt(TrfRecord.Rounds::rounds).max().orElse(0);
        int present = players().stream().mapToInt(p -> p.rounds().size()).max().orElse(0);
        return Math.max(declared, present);
    }

    public boolean sameRecords(TrfDocument other) {
        return records().equals(other.records());
    }
}
