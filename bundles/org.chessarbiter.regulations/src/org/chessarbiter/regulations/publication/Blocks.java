package org.chessarbiter.regulations.publication;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.chessarbiter.regulations.regulations.Clause;
import org.chessarbiter.regulations.regulations.Norm;
import org.chessarbiter.regulations.regulations.Prize;
import org.chessarbiter.regulations.regulations.Prose;
import org.chessarbiter.regulations.regulations.RegulationsPackage;
import org.chessarbiter.regulations.regulations.RoundDate;
import org.chessarbiter.regulations.regulations.TimeControlSetting;
import org.chessarbiter.regulations.regulations.Unit;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;

/**
 * The items of a section as the publication prints them, in the document's order: prose as paragraphs, clauses
 * numbered with their citations linked, the settings as a table of lines ({@link Facts}), and the statements a
 * Điều lệ prints as tables (the schedule, the prizes, the units, the norms, the time control), consecutive rows of
 * one kind making one table.
 */
final class Blocks {

    private final HtmlText text;
    private final Facts facts;
    private final Citations citations;

    Blocks(HtmlText text, Facts facts, Citations citations) {
        this.text = text;
        this.facts = facts;
        this.citations = citations;
    }

    /** Prints {@code items} into {@code b}. */
    void print(List<? extends EObject> items, StringBuilder b) {
        List<EObject> run = new ArrayList<>();
        for (EObject item : items) {
            if (!run.isEmpty() && kind(run.get(0)) != kind(item)) {
                flush(run, b);
            }
            run.add(item);
        }
        flush(run, b);
    }

    private enum Kind { PROSE, CLAUSE, SCHEDULE, PRIZES, UNITS, NORMS, TIME, FACTS }

    private static Kind kind(EObject item) {
        return switch (item) {
            case Prose p -> Kind.PROSE;
            case Clause c -> Kind.CLAUSE;
            case RoundDate r -> Kind.SCHEDULE;
            case Prize p -> Kind.PRIZES;
            case Unit u -> Kind.UNITS;
            case Norm n -> Kind.NORMS;
            case TimeControlSetting t -> Kind.TIME;
            default -> Kind.FACTS;
        };
    }

    private void flush(List<EObject> run, StringBuilder b) {
        if (run.isEmpty()) {
            return;
        }
        switch (kind(run.get(0))) {
            case PROSE -> run.forEach(p -> b.append("<p>").append(HtmlText.escape(((Prose) p).getText())).append("</p>\n"));
            case CLAUSE -> run.forEach(c -> clause((Clause) c, b));
            case SCHEDULE -> table(b, "schedule", new String[] { "round", "date", "time" }, run, r -> {
                RoundDate d = (RoundDate) r;
                return new String[] { String.valueOf(d.getNumber()), HtmlText.escape(d.getDate()), HtmlText.escape(d.getTime()) };
            });
            case PRIZES -> table(b, "prizes", new String[] { "place", "category", "prize" }, run, r -> {
                Prize p = (Prize) r;
                String place = p.getLast() > p.getPlace() ? p.getPlace() + "–" + p.getLast() : String.valueOf(p.getPlace());
                return new String[] { place, HtmlText.escape(p.getCategory()), HtmlText.escape(p.getText()) };
            });
            case UNITS -> table(b, "units", new String[] { "code", "unit", "quota" }, run, r -> {
                Unit u = (Unit) r;
                return new String[] { HtmlText.escape(u.getName()), HtmlText.escape(u.getTitle()),
                        u.getQuota() > 0 ? String.valueOf(u.getQuota()) : "" };
            });
            case NORMS -> table(b, "norms", new String[] { "title", "sex", "games", "points" }, run, r -> {
                Norm n = (Norm) r;
                return new String[] { text.value(n.getTitle()), written(n, RegulationsPackage.Literals.NORM__SEX) ? text.value(n.getSex()) : "",
                        String.valueOf(n.getGames()), HtmlText.escape(n.getPoints()) };
            });
            case TIME -> table(b, "time", new String[] { "control", "clock", "class" }, run, r -> {
                TimeControlSetting t = (TimeControlSetting) r;
                return new String[] { HtmlText.escape(t.getControl()), t.getPgn() == null ? "" : "<code>" + HtmlText.escape(t.getPgn()) + "</code>",
                        written(t, RegulationsPackage.Literals.TIME_CONTROL_SETTING__EVENT_CLASS) ? text.value(t.getEventClass()) : "" };
            });
            case FACTS -> {
                b.append("<table class=\"facts\">\n");
                for (EObject item : run) {
                    Facts.Fact f = facts.of(item);
                    if (f != null) {
                        b.append("<tr><th scope=\"row\">").append(f.label()).append("</th><td>").append(f.value()).append("</td></tr>\n");
                    }
                }
                b.append("</table>\n");
            }
        }
        run.clear();
    }

    /** Whether the document writes {@code feature} of {@code item} (an enumeration's value is its first one when not written). */
    private static boolean written(EObject item, EStructuralFeature feature) {
        return !NodeModelUtils.findNodesForFeature(item, feature).isEmpty();
    }

    private void clause(Clause c, StringBuilder b) {
        b.append("<p class=\"clause\"><span class=\"number\">").append(HtmlText.escape(c.getName())).append(".</span> ")
                .append(HtmlText.escape(c.getText()));
        List<String> cites = Citations.of(c);
        if (!cites.isEmpty()) {
            b.append(" <span class=\"cites\">(").append(text.html("clause.cites")).append(' ');
            for (int i = 0; i < cites.size(); i++) {
                b.append(i == 0 ? "" : ", ").append(citations.link(cites.get(i)));
            }
            b.append(")</span>");
        }
        b.append("</p>\n");
    }

    private void table(StringBuilder b, String name, String[] columns, List<EObject> rows, Function<EObject, String[]> row) {
        b.append("<table class=\"").append(name).append("\">\n<thead><tr>");
        for (String c : columns) {
            b.append("<th scope=\"col\">").append(text.html("column." + name + "." + c)).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (EObject r : rows) {
            b.append("<tr>");
            for (String cell : row.apply(r)) {
                b.append("<td>").append(cell).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n");
    }
}
