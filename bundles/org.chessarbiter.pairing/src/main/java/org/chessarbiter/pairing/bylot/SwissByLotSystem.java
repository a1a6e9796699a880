package org.chessarbiter.pairing.bylot;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.chessarbiter.pairing.Board;
import org.chessarbiter.pairing.Bye;
import org.chessarbiter.pairing.ByeKind;
import org.chessarbiter.pairing.Explanation;
import org.chessarbiter.pairing.PairingOutcome;
import org.chessarbiter.pairing.PairingPlayer;
import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.PairingSystem;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.pairing.RoundPairing;
import org.chessarbiter.pairing.systems.Checked;
import org.chessarbiter.pairing.systems.SystemMessages;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The Swiss system by lot, "hệ thống Đại tuần hoàn" (000 Art. 14, 001 Điều 29; for teams 000 16.5,
 * 001 30.5: teams are the units, and the team given white has white on its odd boards). Round 1:
 * 1–2, 3–4, ..., the smaller number white (14.1); later rounds: {@link LotDrawer}. The random
 * generator is seeded; the seed of each round is derived from the tournament's seed and the round
 * number, printed in the explanation and the {@link DrawRecord}, so that any draw can be replayed
 * and audited with {@link #draw(PairingRequest, long)}.
 * <p>
 * Interpretations: with an odd number of players in round 1 the last number has the bye; absent
 * players are left out of the draw and get the bye of their availability.
 */
public final class SwissByLotSystem implements PairingSystem {

    private final long tournamentSeed;

    /** @param tournamentSeed the seed recorded for the tournament (e.g. drawn at the opening) */
    public SwissByLotSystem(long tournamentSeed) {
        this.tournamentSeed = tournamentSeed;
    }

    @Override
    public String id() {
        return "SWISS_BY_LOT";
    }

    @Override
    public Message displayName() {
        return SystemMessages.of("system.swissByLot");
    }

    /** @return the seed of {@code round}: a fixed mix of the tournament seed and the round number */
    public long seedFor(int round) {
        long z = tournamentSeed + 0x9E3779B97F4A7C15L * round;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public PairingOutcome pair(PairingRequest request) {
        Checked<LotDraw> d = draw(request, seedFor(request.round()));
        return d.isOk() ? new PairingOutcome.Paired(d.orThrow().pairing()) : new PairingOutcome.Failed(d.errors());
    }

    /** @return the round drawn with this seed, or why it cannot be drawn */
    public static Checked<LotDraw> draw(PairingRequest request, long seed) {
        List<Problem> errors = RequestValidator.validate(request);
        if (!errors.isEmpty()) {
            return new Checked.Failed<>(errors);
        }
        List<PairingPlayer> present = request.pairable();
        List<Bye> byes = new ArrayList<>();
        for (PairingPlayer p : request.players()) {
            if (!p.availability().pairable()) {
                byes.add(new Bye(p.id(), ByeKind.forAbsence(p.availability())));
            }
        }
        List<LotDrawer.Game> games = new ArrayList<>();
        DrawRecord record;
        if (request.round() == 1) {
            for (int i = 0; i + 1 < present.size(); i += 2) {
                games.add(new LotDrawer.Game(present.get(i).id(), present.get(i + 1).id()));
            }
            Optional<Integer> bye = present.size() % 2 == 1 ? Optional.of(present.get(present.size() - 1).id())
                    : Optional.empty();
            record = new DrawRecord(1, seed, List.of(), 0, false, bye);
        } else {
            List<LotPlayer> players = present.stream().map(p -> LotPlayer.of(request, p)).toList();
            Optional<LotDrawer.Result> r = new LotDrawer(players, new SplittableRandom(seed)).draw();
            if (r.isEmpty()) {
                return Checked.fail(SystemMessages.error(ProblemKind.NO_SOLUTION, Location.part("round"),
                        "error.noLotDraw", request.round()));
            }
            games.addAll(r.get().games());
            record = new DrawRecord(request.round(), seed, r.get().steps(), r.get().redraws(), r.get().fallback(),
                    r.get().bye());
        }
        record.bye().ifPresent(b -> byes.add(new Bye(b, ByeKind.PAIRING_ALLOCATED)));
        List<Board> boards = new ArrayList<>();
        for (LotDrawer.Game g : games) {
            boards.add(new Board(boards.size() + 1, g.white(), g.black()));
        }
        Explanation.Builder why = new Explanation.Builder();
        record.lines().forEach(why::add);
        return Checked.ok(new LotDraw(new RoundPairing(request.round(), boards, byes, why.build()), record));
    }
}
