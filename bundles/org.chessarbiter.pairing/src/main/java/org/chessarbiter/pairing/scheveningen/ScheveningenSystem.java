package org.chessarbiter.pairing.scheveningen;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.Requests;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.pairing.team.EnglishMatch;
import org.chessarbiter.pairing.team.TeamGame;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;

/**
 * The Scheveningen system (000 Art. 10, "Hệ thống Svennhighen"): one group (half of the players)
 * plays every player of the other group. Players 1..n form group A, n+1..2n group B.
 * <p>
 * Interpretation: Art. 10 refers to "phụ lục 3" for the schedule, but appendix 3 of the seed holds
 * the modified-Swiss examples; the schedule and colours used are those of the English-style match
 * (000 16.2.2), which is the same competition between two groups: in round r, A's i-th player meets
 * B's (i - r)-th; odd meets odd and even meets even with A white, otherwise B white. Further
 * cycles reverse the colours (000 Art. 15: "Trong hệ vòng tròn và hệ Svennhighen ... Sau đó đổi màu
 * quân đấu vòng 2").
 */
public final class ScheveningenSystem implements PairingSystem {

    private final int cycles;

    /** @param cycles 1, or 2 for the return matches with colours reversed (Art. 15) */
    public ScheveningenSystem(int cycles) {
        this.cycles = Math.max(1, cycles);
    }

    @Override
    public String id() {
        return "SCHEVENINGEN_X" + cycles;
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.scheveningen", cycles);
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        List<Problem> errors = new ArrayList<>(Requests.validateNumbered(request));
        int total = request.players().size();
        if (errors.isEmpty() && total % 2 != 0) {
            errors.add(SystemMessages.invalid(Location.part("players"), "error.scheveningenOdd", total));
        }
        if (!errors.isEmpty()) {
            return new PairingOutcome.Failed(errors);
        }
        int n = total / 2;
        Checked<List<List<TeamGame>>> schedule = EnglishMatch.schedule(n);
        if (!schedule.isOk()) {
            return new PairingOutcome.Failed(schedule.errors());
        }
        if (request.round() > n * cycles) {
            return new PairingOutcome.Failed(List.of(SystemMessages.invalid(Location.part("round"), "error.roundRobinRounds",
                    request.round(), n * cycles)));
        }
        int base = (request.round() - 1) % n;
        boolean reversed = ((request.round() - 1) / n) % 2 == 1;
        List<Board> boards = new ArrayList<>();
        for (TeamGame g : schedule.orThrow().get(base)) {
            int a = g.teamAPlayer();
            int b = n + g.teamBPlayer();
            boolean aWhite = g.teamAWhite() != reversed;
            boards.add(aWhite ? new Board(g.board(), a, b) : new Board(g.board(), b, a));
        }
        Explanation.Builder why = new Explanation.Builder().add(SystemMessages.of("explain.scheveningenRound",
                base + 1, n));
        if (reversed) {
            why.add(SystemMessages.of("explain.coloursReversed", (request.round() - 1) / n + 1));
        }
        return new PairingOutcome.Paired(new RoundPairing(request.round(), boards, List.of(), why.build()));
    }
}
