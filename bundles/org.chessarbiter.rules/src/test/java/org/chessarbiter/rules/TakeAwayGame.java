package org.chessarbiter.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A tiny test game to exercise the generic primitives: a pile of stones, each move takes 1 or 2,
 * whoever cannot move loses. Its perft is a Fibonacci-like count computed independently in the test.
 */
final class TakeAwayGame implements GameRules<TakeAwayGame.Pile, TakeAwayGame.Pile, TakeAwayGame.Take> {
    static final LawEdition TOY = new LawEdition("TOY", "Toy rules", "none");

    record Take(int stones) implements Move {
        @Override
        public String coordinates() {
            return "t" + stones;
        }
    }

    record Pile(int stones, Side turn) implements Setup, Position<Pile, Take> {
        @Override
        public List<Take> legalMoves() {
            List<Take> out = new ArrayList<>();
            for (int k = 1; k <= Math.min(2, stones); k++) {
                out.add(new Take(k));
            }
            return out;
        }

        @Override
        public Pile play(Take move) {
            return new Pile(stones - move.stones(), turn.opposite());
        }

        @Override
        public boolean inCheck() {
            return false;
        }

        @Override
        public Setup toSetup() {
            return this;
        }
    }

    @Override
    public LawEdition edition() {
        return TOY;
    }

    @Override
    public Pile initialPosition() {
        return new Pile(10, Side.FIRST);
    }

    @Override
    public ParseResult<Pile> position(Pile setup) {
        return setup.stones() < 0
                ? ParseResult.fail(Problem.error(ProblemKind.ILLEGAL, Location.field("stones", 0, 1),
                        Message.of(TakeAwayGame.class, "negative")))
                : ParseResult.ok(setup);
    }

    @Override
    public Optional<Outcome> automaticOutcome(History<Pile, Take> history) {
        Pile p = history.current();
        return p.stones() == 0
                ? Optional.of(Outcome.win(p.turn().opposite(), StandardTermination.STALEMATE, Enforcement.AUTOMATIC,
                        TOY.article("1")))
                : Optional.empty();
    }

    @Override
    public List<Outcome> claimableOutcomes(History<Pile, Take> history) {
        return List.of();
    }
}
