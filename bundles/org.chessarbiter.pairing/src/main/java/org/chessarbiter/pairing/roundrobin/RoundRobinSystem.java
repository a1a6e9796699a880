package org.chessarbiter.pairing.roundrobin;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.Requests;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * Round robin (000 Art. 9, 001 Điều 26) from the Berger tables of the appendix, one or more cycles.
 * Start numbers are the numbers drawn by lot (appendix 1: "mỗi người sẽ nhận được một số"); the
 * request's player ids must be 1..n. In a second (or any even-numbered) cycle the colours of the
 * first are reversed (000 Art. 15: "Sau đó đổi màu quân đấu vòng 2").
 * <p>
 * Interpretation (Art. 9: the order of meetings is fixed by the table): a player who is absent
 * keeps the board the table gives him; the arbiter records the forfeit. Only the player who meets
 * the dummy number (odd fields, appendix 1: "đấu thủ nào gặp đấu thủ có số thứ tự đặt trong dấu
 * ngoặc ( ) sẽ được nghỉ") gets a bye.
 */
public final class RoundRobinSystem implements PairingSystem {

    private final int cycles;

    /** @param cycles 1 for a single round robin, 2 for a double round robin (Art. 15), ... */
    public RoundRobinSystem(int cycles) {
        this.cycles = Math.max(1, cycles);
    }

    @Override
    public String id() {
        return cycles == 1 ? "ROUND_ROBIN_BERGER" : "ROUND_ROBIN_BERGER_X" + cycles;
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.roundRobin", cycles);
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = Requests.validateNumbered(request);
        int n = request.players().size();
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        Checked<BergerTable> table = BergerGenerator.generate(n);
        if (!table.isOk()) {
            return new PairingOutcome.Failed(table.errors());
        }
        BergerTable t = table.orThrow();
        int perCycle = t.roundCount();
        if (request.round() > perCycle * cycles || request.totalRounds() > perCycle * cycles) {
            return new PairingOutcome.Failed(List.of(SystemMessages.invalid(Location.part("round"), "error.roundRobinRounds",
                    request.round(), perCycle * cycles)));
        }
        int base = (request.round() - 1) % perCycle + 1;
        int cycle = (request.round() - 1) / perCycle + 1;
        boolean reversed = cycle % 2 == 0;
        Explanation.Builder why = new Explanation.Builder()
                .add(SystemMessages.of("explain.bergerRound", base, t.size(), cycle));
        if (reversed) {
            why.add(SystemMessages.of("explain.coloursReversed", cycle));
        }
        List<Board> boards = t.games(base).stream()
                .map(b -> reversed ? new Board(b.number(), b.black(), b.white()) : b).toList();
        List<Bye> byes = new ArrayList<>();
        t.resting(base).ifPresent(p -> {
            byes.add(new Bye(p, ByeKind.PAIRING_ALLOCATED));
            why.add(SystemMessages.of("explain.meetsDummy", p, t.size()));
        });
        for (PairingPlayer p : request.players()) {
            if (!p.availability().pairable()) {
                why.add(SystemMessages.of("explain.absentKeepsBoard", p.id()));
            }
        }
        return new PairingOutcome.Paired(new RoundPairing(request.round(), boards, byes, why.build()));
    }
}
