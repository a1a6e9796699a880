package org.chessarbiter.workspace.regulations;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.regulations.GameSetting;
import org.chessarbiter.regulations.regulations.LawSetting;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.regulations.RoundsSetting;
import org.chessarbiter.regulations.regulations.ScoringSetting;
import org.chessarbiter.regulations.regulations.SystemSetting;
import org.chessarbiter.regulations.regulations.TieBreakSetting;
import org.chessarbiter.regulations.regulations.TimeControlSetting;
import org.chessarbiter.rules.Location;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Points;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.standings.C07Edition;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * What a regulations document fixes that the tournament takes from it (DESIGN "the regulations configure the
 * tournament"): the game, the competition system, the rounds, the scoring, the tie-breaks in order, the time
 * control and the law edition, each with the place of its setting, wherever it stands (the short form's settings or
 * a section of the full form). A setting given twice is the language's own warning; the first one counts.
 */
public final class RegulationsTerms {

    private final Regulations regulations;

    private RegulationsTerms(Regulations regulations) {
        this.regulations = regulations;
    }

    /** The terms of a parsed regulations document (read with its node model, e.g. by {@link RegulationsSettings#read}). */
    public static RegulationsTerms of(Regulations regulations) {
        return new RegulationsTerms(regulations);
    }

    /** The game, as set ({@code môn cờ_tướng}). */
    public Optional<Stated<GameKind>> game() {
        return first(GameSetting.class).map(s -> stated(GameKind.valueOf(s.getGame().getName()), s));
    }

    /** The competition system's code as written ({@code FIDE_DUTCH_2026}), known to {@link SystemCode} or not. */
    public Optional<Stated<String>> system() {
        return first(SystemSetting.class).filter(s -> s.getSystem() != null).map(s -> stated(s.getSystem(), s));
    }

    /** The number of rounds, when it is a positive number (0 or an unreadable number is the language's own error). */
    public Optional<Stated<Integer>> rounds() {
        return first(RoundsSetting.class).filter(s -> s.getRounds() > 0).map(s -> stated(s.getRounds(), s));
    }

    /** The points of a win, a draw and a loss ({@code tính_điểm thắng 2 hòa 1 thua 0}), when all three read as numbers. */
    public Optional<Stated<Scoring>> scoring() {
        return first(ScoringSetting.class).flatMap(s -> {
            Points win = points(s.getWin());
            Points draw = points(s.getDraw());
            Points loss = points(s.getLoss());
            return win == null || draw == null || loss == null ? Optional.empty()
                    : Optional.of(stated(Scoring.of(win, draw, loss), s));
        });
    }

    /** The tie-break codes in order ({@code hệ_số_phụ BH/C1, BH, SB}). */
    public Optional<Stated<List<String>>> tieBreaks() {
        return first(TieBreakSetting.class).filter(s -> !s.getTieBreaks().isEmpty())
                .map(s -> stated(s.getTieBreaks().stream().map(String::strip).toList(), s));
    }

    /** The C.07 edition the tie-breaks follow: as written ({@code phiên_bản 2024}), else the current one. */
    public C07Edition tieBreakEdition() {
        return first(TieBreakSetting.class).filter(s -> s.getEdition() == 2024).map(s -> C07Edition.V2024).orElse(C07Edition.V2026);
    }

    /** The time control in the form the clock engine reads ({@code pgn "5400+30"}), when the regulations give it. */
    public Optional<Stated<String>> timeControl() {
        return first(TimeControlSetting.class).filter(s -> s.getPgn() != null && !s.getPgn().isBlank())
                .map(s -> stated(s.getPgn().strip(), s));
    }

    /** The name of the law the regulations follow, as written ({@code luật fide2018}). */
    public Optional<Stated<String>> law() {
        return first(LawSetting.class).map(s -> {
            List<INode> nodes = NodeModelUtils.findNodesForFeature(s, RegulationsPackage.Literals.LAW_SETTING__LAW);
            return stated(nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0)).strip(), s);
        }).filter(s -> !s.value().isEmpty());
    }

    /** The known system of {@link #system()}: whether it is a team event, what the tournament engine calls it. */
    public Optional<SystemCode> systemCode() {
        return system().flatMap(s -> SystemCode.of(s.value()));
    }

    /**
     * Where an element of the regulations stands: its offset and length, line and column (1-based), from the node
     * model the parser attached; {@link Location#UNKNOWN} for an element without one.
     */
    public static Location location(EObject element) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(element);
        if (node == null) {
            return Location.UNKNOWN;
        }
        String text = node.getRootNode().getText();
        int offset = node.getOffset();
        int column = offset - text.lastIndexOf('\n', offset - 1);
        return new Location(offset, node.getLength(), node.getStartLine(), column, null);
    }

    private <T extends EObject> Optional<T> first(Class<T> type) {
        return EcoreUtil2.getAllContentsOfType(regulations, type).stream().findFirst();
    }

    private static <T> Stated<T> stated(T value, EObject setting) {
        return new Stated<>(value, location(setting));
    }

    private static Points points(String decimal) {
        return decimal == null ? null : Points.parse(decimal.toLowerCase(Locale.ROOT));
    }
}
