package org.chessarbiter.workspace.regulations;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.pairing.ForbiddenPairs;
import org.chessarbiter.pairing.PairingConstraint;
import org.chessarbiter.pairing.SameUnitLastRound;
import org.chessarbiter.regulations.regulations.ForbiddenPairing;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.SameUnitSetting;
import org.chessarbiter.regulations.regulations.Unit;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.tournament.core.Player;
import org.chessarbiter.tournament.core.Team;
import org.chessarbiter.tournament.core.Tournament;
import org.eclipse.xtext.EcoreUtil2;

/**
 * The pairing constraints a regulations document fixes, for the players of one tournament: the same-unit rule of
 * the last round ({@code cùng_đơn_vị_vòng_cuối trên 50 %}) and the pairs it forbids ({@code không_gặp "A" và "B"}),
 * as one {@link PairingConstraint} the pairing operation hands to the system.
 * <p>
 * A player's unit is the team the tournament file puts him in (TRF 013 / 310 lines), else his club, else his
 * federation when it is the code or the name of a unit the regulations list ({@code đơn_vị hn "Hà Nội"}); a player
 * of none is never constrained. A forbidden pair names each player by start number or by name as the tournament
 * writes it. What cannot be applied (the rule with no player of a known unit, a name the tournament does not have)
 * is a warning located at the statement.
 */
public final class RegulationsConstraints {

    private final Regulations regulations;
    private final Tournament tournament;
    private final List<Problem> problems = new ArrayList<>();

    private RegulationsConstraints(Regulations regulations, Tournament tournament) {
        this.regulations = regulations;
        this.tournament = tournament;
    }

    /** The constraints of {@code regulations} (with their node model) for the players of {@code tournament}. */
    public static ParseResult<PairingConstraint> of(Regulations regulations, Tournament tournament) {
        RegulationsConstraints c = new RegulationsConstraints(regulations, tournament);
        PairingConstraint constraint = c.sameUnit().and(c.forbiddenPairs());
        return new ParseResult<>(constraint, c.problems);
    }

    private PairingConstraint sameUnit() {
        Optional<SameUnitSetting> rule = EcoreUtil2.getAllContentsOfType(regulations, SameUnitSetting.class).stream().findFirst();
        if (rule.isEmpty() || rule.get().getPercent() > 100) {
            return PairingConstraint.NONE; // above 100% is the language's own error
        }
        Map<Integer, String> units = units();
        if (units.isEmpty()) {
            warn(rule.get(), "constraint.noUnits");
            return PairingConstraint.NONE;
        }
        return new SameUnitLastRound(units, rule.get().getPercent());
    }

    /** Each player's unit: his team, else his club, else his federation when the regulations list it as a unit. */
    Map<Integer, String> units() {
        Map<Integer, String> units = new HashMap<>();
        for (Team team : tournament.teams()) {
            team.members().forEach(m -> units.putIfAbsent(m, team.name().isBlank() ? "#" + team.number() : team.name().strip()));
        }
        Map<String, String> listed = new HashMap<>();
        for (Unit u : EcoreUtil2.getAllContentsOfType(regulations, Unit.class)) {
            String title = u.getTitle() == null || u.getTitle().isBlank() ? u.getName() : u.getTitle();
            listed.put(key(u.getName()), title);
            if (u.getTitle() != null) {
                listed.put(key(u.getTitle()), title);
            }
        }
        for (Player p : tournament.players()) {
            if (units.containsKey(p.startNumber())) {
                continue;
            }
            if (!p.club().isBlank()) {
                units.put(p.startNumber(), listed.getOrDefault(key(p.club()), p.club().strip()));
            } else if (listed.containsKey(key(p.federation()))) {
                units.put(p.startNumber(), listed.get(key(p.federation())));
            }
        }
        return units;
    }

    private PairingConstraint forbiddenPairs() {
        List<ForbiddenPairs.Pair> pairs = new ArrayList<>();
        for (ForbiddenPairing f : EcoreUtil2.getAllContentsOfType(regulations, ForbiddenPairing.class)) {
            Optional<Player> a = player(f, f.getFirst());
            Optional<Player> b = player(f, f.getSecond());
            if (a.isPresent() && b.isPresent()) {
                ForbiddenPairs.Pair pair = ForbiddenPairs.pair(a.get().startNumber(), b.get().startNumber(), Message.of(
                        RegulationsConstraints.class, "constraint.forbidden", a.get().name(), b.get().name()));
                if (pair != null) {
                    pairs.add(pair);
                }
            }
        }
        ForbiddenPairs forbidden = ForbiddenPairs.of(pairs);
        return forbidden.isEmpty() ? PairingConstraint.NONE : request -> forbidden;
    }

    /** The player a forbidden pair names: by start number, else by name (case and spacing aside). */
    private Optional<Player> player(ForbiddenPairing at, String who) {
        String w = who == null ? "" : who.strip();
        Optional<Player> found = tournament.players().stream()
                .filter(p -> w.equals(String.valueOf(p.startNumber())) || key(p.name()).equals(key(w))).findFirst();
        if (found.isEmpty()) {
            warn(at, "constraint.unknownPlayer", w);
        }
        return found;
    }

    private void warn(org.eclipse.emf.ecore.EObject at, String key, Object... args) {
        problems.add(Problem.warning(ProblemKind.INCONSISTENT, RegulationsTerms.location(at),
                Message.of(RegulationsConstraints.class, key, args)));
    }

    private static String key(String s) {
        return s == null ? "" : s.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
