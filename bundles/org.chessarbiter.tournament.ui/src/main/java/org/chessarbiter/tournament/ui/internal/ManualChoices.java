package org.chessarbiter.tournament.ui.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.chessarbiter.tournament.core.Bye;
import org.chessarbiter.tournament.core.ByeKind;
import org.chessarbiter.tournament.core.Pairing;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.Withdrawal;
import org.chessarbiter.workspace.op.ExchangeColours;
import org.chessarbiter.workspace.op.GiveBye;
import org.chessarbiter.workspace.op.ManualChange;
import org.chessarbiter.workspace.op.PairPlayers;
import org.chessarbiter.workspace.op.SwapOpponents;
import org.chessarbiter.workspace.op.UnpairBoard;
import org.eclipse.osgi.util.NLS;

/**
 * The manual changes the arbiter can ask for on the rows selected in the Rounds table, in the order of
 * its rows: the round's boards, its byes, then the players left without either ({@link #unpaired}).
 * Two boards: swap their opponents; one board: exchange its colours, unpair it, give the
 * pairing-allocated bye to either player; two players without a board: pair them; one: give him the
 * bye. Whether the rules allow a change is the pairing checker's to grade, not this class's.
 */
public final class ManualChoices {

    /** A change and how the menu (and the undo stack) names it. */
    public record Choice(String label, ManualChange change) {
    }

    private ManualChoices() {
    }

    /** The present players of {@code t} with neither a board nor a bye in {@code r}, by start number. */
    public static List<Integer> unpaired(Tournament t, Round r) {
        Set<Integer> placed = r.pairings().stream().flatMap(p -> Stream.of(p.first(), p.second()))
                .collect(Collectors.toCollection(HashSet::new));
        r.byes().stream().map(Bye::player).forEach(placed::add);
        Set<Integer> gone = t.withdrawals().stream().filter(w -> w.lastRound() < r.number()).map(Withdrawal::player)
                .collect(Collectors.toSet());
        return t.players().stream().map(Player::startNumber).filter(n -> !placed.contains(n) && !gone.contains(n)).sorted().toList();
    }

    /** The rows of the players without a board, as the Rounds table shows them after the boards and byes. */
    public static List<BoardRow> unpairedRows(Tournament t, Round r) {
        Map<Integer, String> names = names(t);
        return unpaired(t, r).stream().map(n -> new BoardRow(0, n + "  " + names.getOrDefault(n, ""), Messages.Manual_unpaired, ""))
                .toList();
    }

    /** The changes offered for the rows {@code selected} (indices into the table's rows) of round {@code r}. */
    public static List<Choice> of(Tournament t, Round r, int[] selected) {
        Map<Integer, String> names = names(t);
        List<Pairing> boards = new ArrayList<>();
        List<Integer> free = new ArrayList<>();
        List<Integer> unpaired = unpaired(t, r);
        int byes = r.byes().size();
        for (int i : selected) {
            if (i < r.pairings().size()) {
                boards.add(r.pairings().get(i));
            } else if (i >= r.pairings().size() + byes && i - r.pairings().size() - byes < unpaired.size()) {
                free.add(unpaired.get(i - r.pairings().size() - byes));
            } else {
                return List.of(); // a bye row: its player is changed through a board or the players' page
            }
        }
        int n = r.number();
        List<Choice> out = new ArrayList<>();
        if (boards.size() == 2 && free.isEmpty()) {
            out.add(new Choice(NLS.bind(Messages.Manual_swap, boards.get(0).board(), boards.get(1).board()),
                    new SwapOpponents(n, boards.get(0).board(), boards.get(1).board())));
        } else if (boards.size() == 1 && free.isEmpty()) {
            Pairing p = boards.get(0);
            out.add(new Choice(NLS.bind(Messages.Manual_exchange, p.board()), new ExchangeColours(n, p.board())));
            out.add(new Choice(NLS.bind(Messages.Manual_unpair, p.board()), new UnpairBoard(n, p.board())));
            out.add(bye(n, p.first(), names));
            out.add(bye(n, p.second(), names));
        } else if (boards.isEmpty() && free.size() == 2) {
            out.add(new Choice(NLS.bind(Messages.Manual_pair, who(free.get(0), names), who(free.get(1), names)),
                    new PairPlayers(n, free.get(0), free.get(1))));
        } else if (boards.isEmpty() && free.size() == 1) {
            out.add(bye(n, free.get(0), names));
        }
        return out;
    }

    private static Choice bye(int round, int player, Map<Integer, String> names) {
        return new Choice(NLS.bind(Messages.Manual_bye, who(player, names)),
                new GiveBye(round, player, ByeKind.PAIRING_ALLOCATED));
    }

    private static String who(int n, Map<Integer, String> names) {
        return n + " " + names.getOrDefault(n, "");
    }

    private static Map<Integer, String> names(Tournament t) {
        return t.players().stream().collect(Collectors.toMap(Player::startNumber, Player::name, (a, b) -> a));
    }
}
