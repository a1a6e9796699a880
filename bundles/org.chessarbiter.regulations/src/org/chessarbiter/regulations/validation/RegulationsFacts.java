package org.chessarbiter.regulations.validation;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.regulations.EntrantsSetting;
import org.chessarbiter.regulations.regulations.GameKind;
import org.chessarbiter.regulations.regulations.GameSetting;
import org.chessarbiter.regulations.regulations.GamesPerMatchSetting;
import org.chessarbiter.regulations.regulations.LawSetting;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.regulations.RoundsSetting;
import org.chessarbiter.regulations.regulations.SystemSetting;
import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.clock.XiangqiClockLaw;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * What one document of regulations says, wherever it says it (the short form's settings or a section): the
 * facts the validators weigh against each other and against the law.
 */
final class RegulationsFacts {

    private final Regulations regulations;

    private RegulationsFacts(Regulations regulations) {
        this.regulations = regulations;
    }

    /** The facts of the regulations that hold {@code element}. */
    static RegulationsFacts of(EObject element) {
        return new RegulationsFacts(element instanceof Regulations r ? r : EcoreUtil2.getContainerOfType(element, Regulations.class));
    }

    Regulations regulations() {
        return regulations;
    }

    /** Every statement or setting of this type, in document order. */
    <T extends EObject> List<T> all(Class<T> type) {
        return regulations == null ? List.of() : EcoreUtil2.getAllContentsOfType(regulations, type);
    }

    /** The first statement or setting of this type (a repeated setting is a warning of its own). */
    <T extends EObject> Optional<T> first(Class<T> type) {
        return all(type).stream().findFirst();
    }

    /** The name of the law the regulations follow, as written ({@code law xiangqi2004}). */
    Optional<String> lawName() {
        return first(LawSetting.class).map(s -> {
            List<INode> nodes = NodeModelUtils.findNodesForFeature(s, RegulationsPackage.Literals.LAW_SETTING__LAW);
            return nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0)).strip();
        });
    }

    /** The game: as set, else the one of the law named. */
    Optional<GameKind> game() {
        Optional<GameKind> set = first(GameSetting.class).map(GameSetting::getGame);
        if (set.isPresent()) {
            return set;
        }
        return lawName().flatMap(law -> law.startsWith("xiangqi") ? Optional.of(GameKind.XIANGQI)
                : law.startsWith("fide") || law.startsWith("vn2000") ? Optional.of(GameKind.CHESS) : Optional.empty());
    }

    /** The law edition whose clock and scoring rules apply: the law named, else the game's current law. */
    Optional<LawEdition> edition() {
        Optional<String> law = lawName();
        if (law.isPresent()) {
            String l = law.get();
            if (l.startsWith("xiangqi")) {
                return Optional.of(XiangqiClockLaw.EDITION);
            }
            if (l.startsWith("fide2000") || l.startsWith("vn2000")) {
                return Optional.of(LawEdition.FIDE_2000);
            }
            if (l.startsWith("fide2018")) {
                return Optional.of(LawEdition.FIDE_2018);
            }
        }
        return game().map(g -> g == GameKind.XIANGQI ? XiangqiClockLaw.EDITION : LawEdition.FIDE_2018);
    }

    Optional<SystemCode> system() {
        return first(SystemSetting.class).flatMap(s -> SystemCode.of(s.getSystem()));
    }

    OptionalInt entrants() {
        return first(EntrantsSetting.class).map(s -> OptionalInt.of(s.getEntrants())).orElse(OptionalInt.empty());
    }

    /**
     * The number of rounds, empty when none is set or it is not a positive number (the value that could not be
     * read, or 0: that is its own error, and the checks measuring against the rounds then have nothing to say).
     */
    OptionalInt rounds() {
        return first(RoundsSetting.class).filter(s -> s.getRounds() > 0).map(s -> OptionalInt.of(s.getRounds()))
                .orElse(OptionalInt.empty());
    }

    /** Games a pairing plays: as set, else 1. */
    int gamesPerMatch() {
        return first(GamesPerMatchSetting.class).map(GamesPerMatchSetting::getGames).orElse(1);
    }

    /** A date as written, year first ({@code 2026-03-01}) or day first ({@code 01/03/2026}); empty when no such day exists. */
    static Optional<LocalDate> date(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String[] parts = text.strip().split("[-/]");
        if (parts.length != 3) {
            return Optional.empty();
        }
        try {
            boolean yearFirst = parts[0].length() == 4;
            int year = Integer.parseInt(yearFirst ? parts[0] : parts[2]);
            int month = Integer.parseInt(parts[1]);
            int day = Integer.parseInt(yearFirst ? parts[2] : parts[0]);
            return Optional.of(LocalDate.of(year, month, day));
        } catch (NumberFormatException | DateTimeException e) {
            return Optional.empty();
        }
    }
}
