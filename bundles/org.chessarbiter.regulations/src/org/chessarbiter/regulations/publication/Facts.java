package org.chessarbiter.regulations.publication;

import org.chessarbiter.regulations.regulations.AgeGroup;
import org.chessarbiter.regulations.regulations.BoardOrder;
import org.chessarbiter.regulations.regulations.ByeSetting;
import org.chessarbiter.regulations.regulations.DatesSetting;
import org.chessarbiter.regulations.regulations.DeadlineSetting;
import org.chessarbiter.regulations.regulations.DefaultTimeSetting;
import org.chessarbiter.regulations.regulations.DrawOfferSetting;
import org.chessarbiter.regulations.regulations.EntrantsSetting;
import org.chessarbiter.regulations.regulations.Fee;
import org.chessarbiter.regulations.regulations.ForbiddenPairing;
import org.chessarbiter.regulations.regulations.GameSetting;
import org.chessarbiter.regulations.regulations.GamesPerMatchSetting;
import org.chessarbiter.regulations.regulations.Invitation;
import org.chessarbiter.regulations.regulations.LawSetting;
import org.chessarbiter.regulations.regulations.NameSetting;
import org.chessarbiter.regulations.regulations.Organiser;
import org.chessarbiter.regulations.regulations.RatingSetting;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.regulations.RoundsPerDaySetting;
import org.chessarbiter.regulations.regulations.RoundsSetting;
import org.chessarbiter.regulations.regulations.SameUnitSetting;
import org.chessarbiter.regulations.regulations.ScoringSetting;
import org.chessarbiter.regulations.regulations.ScoresheetResultsSetting;
import org.chessarbiter.regulations.regulations.SexSetting;
import org.chessarbiter.regulations.regulations.SystemSetting;
import org.chessarbiter.regulations.regulations.TieBreakSetting;
import org.chessarbiter.regulations.regulations.TieShareSetting;
import org.chessarbiter.regulations.regulations.WithdrawalSetting;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * A setting or a single statement of the regulations as one line of the publication: what it fixes (the label)
 * and what it says (the value), in the reader's language; the values the regulations write (names, dates, codes)
 * as written. Schedules, prizes, units, norms and the time control are tables of their own ({@link Blocks}).
 */
final class Facts {

    /** A line: label and value, both HTML. */
    record Fact(String label, String value) {
    }

    private final HtmlText text;
    private final Citations citations;

    Facts(HtmlText text, Citations citations) {
        this.text = text;
        this.citations = citations;
    }

    /** The line of {@code item}; null when it is not a fact of a line (a table's row, prose, a clause). */
    Fact of(EObject item) {
        return switch (item) {
            case NameSetting s -> fact("name", HtmlText.escape(s.getEventName()));
            case DatesSetting s -> fact("dates", text.html("dates.value", s.getFrom(), s.getTo()));
            case GameSetting s -> fact("game", text.value(s.getGame()));
            case LawSetting s -> fact("law", law(s));
            case SystemSetting s -> fact("system", system(s));
            case RoundsSetting s -> fact("rounds", String.valueOf(s.getRounds()));
            case RoundsPerDaySetting s -> fact("roundsPerDay", String.valueOf(s.getRounds()));
            case GamesPerMatchSetting s -> fact("gamesPerMatch", String.valueOf(s.getGames()));
            case EntrantsSetting s -> fact("entrants", String.valueOf(s.getEntrants()));
            case ScoringSetting s -> fact("scoring", text.html("scoring.value", s.getWin(), s.getDraw(), s.getLoss())
                    + (s.getException() == null ? "" : " " + text.html("scoring.exception", s.getException())));
            case TieBreakSetting s -> fact("tieBreaks", tieBreaks(s));
            case DefaultTimeSetting s -> fact("defaultTime", text.html("defaultTime.value", String.valueOf(s.getMinutes())));
            case DrawOfferSetting s -> fact("drawOffers", s.isForbidden() ? text.html("drawOffers.forbidden")
                    : text.html("drawOffers.afterMove", String.valueOf(s.getMove())));
            case SexSetting s -> fact("sex", text.value(s.getSex()));
            case RatingSetting s -> fact("rating", text.html("rating.value", String.valueOf(s.getMin()), String.valueOf(s.getMax())));
            case ByeSetting s -> fact("bye", text.html("bye.value", s.getPoints()));
            case WithdrawalSetting s -> fact("withdrawals", text.value(s.getPolicy()));
            case ScoresheetResultsSetting s -> fact("resultsFromScoresheets", text.value(s.getPolicy()));
            case SameUnitSetting s -> fact("sameUnit", text.html("sameUnit.value", String.valueOf(s.getPercent())));
            case DeadlineSetting s -> fact("deadline", HtmlText.escape(s.getDate()));
            case TieShareSetting s -> fact("ties", text.value(s.getShare()));
            case Organiser s -> new Fact(text.value(s.getRole()), HtmlText.escape(s.getWho()));
            case AgeGroup s -> fact("ageGroup", text.html(s.getTo() > 0 ? "ageGroup.range" : "ageGroup.from", s.getName(),
                    String.valueOf(s.getFrom()), String.valueOf(s.getTo())));
            case Invitation s -> fact("invited", HtmlText.escape(s.getWho()));
            case ForbiddenPairing s -> fact("forbid", text.html("forbid.value", s.getFirst(), s.getSecond()));
            case Fee s -> fact("fee", text.html(s.getDate() == null ? "fee.value" : "fee.by", String.valueOf(s.getAmount()),
                    s.getCurrency() == null ? "" : s.getCurrency(), s.getDate()));
            default -> null;
        };
    }

    private Fact fact(String key, String value) {
        return new Fact(text.html("label." + key), value);
    }

    private String law(LawSetting s) {
        INode node = NodeModelUtils.findNodesForFeature(s, RegulationsPackage.Literals.LAW_SETTING__LAW).stream().findFirst().orElse(null);
        String name = node == null ? "" : NodeModelUtils.getTokenText(node).strip();
        return HtmlText.escape(citations.lawTitle(name)) + " (<code>" + HtmlText.escape(name) + "</code>)";
    }

    private String system(SystemSetting s) {
        String code = s.getSystem() == null ? "" : s.getSystem();
        String known = text.words("system." + code);
        StringBuilder b = new StringBuilder(HtmlText.escape(known.startsWith("system.") ? code : known));
        if (s.isBaku()) {
            b.append(", ").append(text.html("system.baku"));
        }
        if (s.getBoards() > 0) {
            b.append(", ").append(text.html("system.boards", String.valueOf(s.getBoards()), String.valueOf(s.getReserves())));
            b.append(", ").append(text.html(s.getBoardOrder() == BoardOrder.REARRANGED ? "system.boardsRearranged" : "system.boardsFixed"));
        }
        return b.toString();
    }

    private String tieBreaks(TieBreakSetting s) {
        StringBuilder b = new StringBuilder("<ol class=\"tiebreaks\">");
        s.getTieBreaks().forEach(tb -> b.append("<li><code>").append(HtmlText.escape(tb.strip())).append("</code></li>"));
        b.append("</ol>");
        if (s.getEdition() > 0) {
            b.append(text.html("tieBreaks.edition", String.valueOf(s.getEdition())));
        }
        return b.toString();
    }
}
