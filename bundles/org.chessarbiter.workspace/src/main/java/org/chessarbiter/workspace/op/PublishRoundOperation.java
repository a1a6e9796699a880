package org.chessarbiter.workspace.op;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.GameResult;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Publishes round {@code N}: the arbiter's explicit act that makes a proposal the round (DESIGN
 * "Tournament projects"). The round is the one the state holds paired and unpublished, else the one
 * of the build's proposal ({@link ProposalFile}). It is written into the state marked published, with
 * the results of the earlier rounds the pairing was made on: a result the state lacks is taken from
 * the proposal; one the proposal has otherwise is an error (the proposal is stale: build again), as is
 * a proposal with other players or other boards in an earlier round. Nothing else of a published round
 * changes. Rounds are published in order; a published round is not published again.
 */
public final class PublishRoundOperation extends StateOperation {

    private final int round;

    public PublishRoundOperation(Path state, int round) {
        super(state);
        this.round = round;
    }

    @Override
    protected ParseResult<Tournament> change(Tournament t, IProgressMonitor monitor) {
        Optional<Round> held = t.rounds().stream().filter(r -> r.number() == round).findFirst();
        if (held.isPresent() && held.get().published() && held.get().isPaired()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "publish.already", round));
        }
        for (Round r : t.rounds()) {
            if (r.number() < round && r.isPaired() && !r.published()) {
                return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(r.number()),
                        "publish.earlierFirst", r.number(), round));
            }
        }
        int paired = pairedRounds(t);
        if (held.isPresent() && held.get().isPaired()) {
            if (paired != round) {
                return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "publish.notLast",
                        round, paired));
            }
            Round r = held.get();
            return ParseResult.ok(t.withRound(new Round(r.number(), r.date(), true, r.pairings(), r.byes())));
        }
        if (round != paired + 1) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "publish.order", round,
                    paired + 1));
        }
        Path proposal = ProposalFile.of(state, round);
        if (!Files.isRegularFile(proposal)) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.ILLEGAL, OperationProblems.round(round), "publish.noProposal",
                    round, proposal));
        }
        ParseResult<Tournament> read = TournamentStore.load(proposal);
        if (!read.isOk()) {
            return ParseResult.fail(read.problems());
        }
        return fromProposal(t, read.value(), proposal);
    }

    private ParseResult<Tournament> fromProposal(Tournament t, Tournament p, Path proposal) {
        List<Problem> problems = new ArrayList<>();
        Map<Integer, String> players = new HashMap<>();
        t.players().forEach(x -> players.put(x.startNumber(), x.name()));
        Map<Integer, String> proposed = new HashMap<>();
        p.players().forEach(x -> proposed.put(x.startNumber(), x.name()));
        if (!players.equals(proposed)) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.INCONSISTENT, OperationProblems.file(proposal),
                    "publish.otherPlayers", proposal, round));
        }
        Optional<Round> next = p.rounds().stream().filter(r -> r.number() == round && r.isPaired()).findFirst();
        if (next.isEmpty()) {
            return ParseResult.fail(OperationProblems.error(ProblemKind.INCONSISTENT, OperationProblems.file(proposal),
                    "publish.proposalWithoutRound", proposal, round));
        }
        Tournament out = t;
        for (Round r : t.rounds()) {
            if (r.number() >= round || !r.isPaired()) {
                continue;
            }
            Round q = p.rounds().stream().filter(x -> x.number() == r.number()).findFirst().orElse(null);
            List<Pairing> boards = new ArrayList<>();
            for (Pairing b : r.pairings()) {
                Optional<Pairing> same = q == null ? Optional.empty()
                        : q.pairings().stream().filter(x -> x.first() == b.first() && x.second() == b.second()).findFirst();
                if (same.isEmpty() || same.get().games().size() != b.games().size()) {
                    problems.add(OperationProblems.error(ProblemKind.INCONSISTENT, OperationProblems.board(r.number(), b.board()),
                            "publish.otherBoard", proposal, r.number(), b.board()));
                    continue;
                }
                List<GameResult> games = new ArrayList<>();
                for (int g = 0; g < b.games().size(); g++) {
                    GameResult mine = b.games().get(g);
                    GameResult theirs = same.get().games().get(g);
                    boolean missing = mine == GameResult.NOT_YET_PLAYED || mine == GameResult.ADJOURNED;
                    if (!missing && mine != theirs) {
                        problems.add(OperationProblems.error(ProblemKind.INCONSISTENT, OperationProblems.board(r.number(), b.board()),
                                "publish.otherResult", proposal, r.number(), b.board(), mine.notation(), theirs.notation()));
                    }
                    games.add(missing ? theirs : mine);
                }
                boards.add(new Pairing(b.board(), b.first(), b.second(), games, b.scoresheet()));
            }
            out = out.withRound(new Round(r.number(), r.date(), r.published(), boards, r.byes()));
        }
        if (problems.stream().anyMatch(Problem::isError)) {
            return ParseResult.fail(problems);
        }
        Round n = next.get();
        Round heldByes = t.rounds().stream().filter(r -> r.number() == round).findFirst().orElse(null);
        String date = heldByes != null && !heldByes.date().isEmpty() ? heldByes.date() : n.date();
        out = out.withRound(new Round(round, date, true, n.pairings(), n.byes()));
        return ParseResult.ok(LotSeedParameter.carried(out, p), problems);
    }
}
