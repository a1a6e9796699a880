package org.chessarbiter.tournament.ui.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.model.ByeKind;
import org.chessarbiter.tournament.model.TournamentPackage;
import org.chessarbiter.tournament.model.mapping.TournamentModels;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * The EMF command that takes the model from one state to the state an operation computed: when only
 * results and the publication of rounds changed (a result entered, a round published), one
 * {@link SetCommand} per game result and round flag, so that the objects the pages show stay;
 * otherwise the whole model replaced ({@link ReplaceRootCommand}). Either is undone in one step.
 */
final class StateChange {

    private StateChange() {
    }

    static Command of(EditingDomain domain, Resource resource, String label, Tournament before, Tournament after) {
        if (!onlyResultsAndPublication(before, after)) {
            return new ReplaceRootCommand(resource, label, TournamentModels.toModel(after));
        }
        // the model literals of the new results, from a model of the changed rounds alone (cheap on a large event)
        List<Round> changed = new ArrayList<>();
        for (int i = 0; i < after.rounds().size(); i++) {
            if (!after.rounds().get(i).equals(before.rounds().get(i))) {
                changed.add(after.rounds().get(i));
            }
        }
        org.chessarbiter.tournament.model.Tournament next = TournamentModels.toModel(after.withRounds(changed));
        org.chessarbiter.tournament.model.Tournament root = (org.chessarbiter.tournament.model.Tournament) resource.getContents().get(0);
        CompoundCommand change = new CompoundCommand(label);
        for (int i = 0; i < after.rounds().size(); i++) {
            Round a = after.rounds().get(i);
            Round b = before.rounds().get(i);
            if (a.equals(b)) {
                continue;
            }
            Optional<org.chessarbiter.tournament.model.Round> mine = round(root, a.number());
            Optional<org.chessarbiter.tournament.model.Round> theirs = round(next, a.number());
            if (mine.isEmpty() || theirs.isEmpty()) {
                return new ReplaceRootCommand(resource, label, TournamentModels.toModel(after));
            }
            if (a.published() != b.published()) {
                change.append(SetCommand.create(domain, mine.get(), TournamentPackage.Literals.ROUND__PUBLISHED, a.published()));
            }
            List<org.chessarbiter.tournament.model.Pairing> boards = games(mine.get());
            List<org.chessarbiter.tournament.model.Pairing> results = games(theirs.get());
            for (int j = 0; j < a.pairings().size(); j++) {
                if (!a.pairings().get(j).games().equals(b.pairings().get(j).games())) {
                    change.append(SetCommand.create(domain, boards.get(j), TournamentPackage.Literals.PAIRING__RESULTS,
                            new ArrayList<>(results.get(j).getResults())));
                }
            }
        }
        return change.isEmpty() ? new ReplaceRootCommand(resource, label, TournamentModels.toModel(after)) : change.unwrap();
    }

    /** Whether {@code after} is {@code before} with other results or other rounds published, and nothing else. */
    static boolean onlyResultsAndPublication(Tournament before, Tournament after) {
        if (before.rounds().size() != after.rounds().size()) {
            return false;
        }
        List<Round> merged = new ArrayList<>();
        for (int i = 0; i < after.rounds().size(); i++) {
            Round a = after.rounds().get(i);
            Round b = before.rounds().get(i);
            if (a == b) {
                merged.add(b); // the operation kept the round (a result typed keeps the other ten of eleven): nothing to compare
                continue;
            }
            if (a.pairings().size() != b.pairings().size()) {
                return false;
            }
            List<Pairing> boards = new ArrayList<>();
            for (int j = 0; j < a.pairings().size(); j++) {
                Pairing p = a.pairings().get(j);
                boards.add(new Pairing(p.board(), p.first(), p.second(), b.pairings().get(j).games(), p.scoresheet()));
            }
            merged.add(new Round(a.number(), a.date(), b.published(), boards, a.byes()));
        }
        return after.withRounds(merged).equals(before);
    }

    private static Optional<org.chessarbiter.tournament.model.Round> round(org.chessarbiter.tournament.model.Tournament m, int number) {
        return m.getRounds().stream().filter(r -> r.getNumber() == number).findFirst();
    }

    /** The boards of a model round in order (its byes left out), as the plain round lists them. */
    private static List<org.chessarbiter.tournament.model.Pairing> games(org.chessarbiter.tournament.model.Round r) {
        return r.getPairings().stream().filter(p -> p.getBye() == ByeKind.NONE).toList();
    }
}
