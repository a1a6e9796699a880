package org.chessarbiter.regulations.publication;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.regulations.catalog.SectionCatalog;
import org.chessarbiter.regulations.regulations.NameSetting;
import org.chessarbiter.regulations.regulations.Organiser;
import org.chessarbiter.regulations.regulations.OrganiserRole;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.regulations.regulations.Section;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;

/**
 * Regulations as a printable page that looks like an official Điều lệ: the title block (the organiser, the
 * national motto, "ĐIỀU LỆ" and the event's name), then the sections numbered I, II, ... in the document's order
 * under their headings of Luật cờ Tướng 2004 phụ lục 5, the settings as tables and lines, the schedule, prizes,
 * units, norms and time control as tables; each article a clause cites is a link to a note at the end that prints
 * the article's text from the law library (and shows it as the link's tooltip). A print style sheet keeps tables and
 * notes whole on paper. Everything the regulations write is escaped; the page's own words are in the reader's
 * language.
 */
public final class RegulationsPublication {

    private static final String[] ROMAN = { "M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I" };
    private static final int[] VALUES = { 1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1 };

    private static final String STYLE = "body{font-family:'Times New Roman',serif;max-width:48em;margin:2em auto;line-height:1.45}"
            + "header.title{display:flex;justify-content:space-between;text-align:center;font-size:.95em}"
            + "header.title p{margin:0}.organiser{text-transform:uppercase;font-weight:bold}.motto b{text-decoration:underline}"
            + "h1{text-align:center;font-size:1.6em;margin:1.2em 0 .2em}p.event{text-align:center;font-weight:bold;font-size:1.15em;margin:0 0 1.5em}"
            + "h2{font-size:1.1em;text-transform:uppercase;margin-top:1.4em}table{border-collapse:collapse;margin:.5em 0}"
            + "th,td{border:1px solid #444;padding:2px 8px;text-align:left;vertical-align:top}table.facts th{font-weight:normal;font-style:italic}"
            + "ol.tiebreaks{margin:0;padding-left:1.4em}p.clause .number{font-weight:bold}a.cite{text-decoration:none}"
            + "section.notes{border-top:1px solid #444;margin-top:2em;font-size:.9em}blockquote{margin:.2em 0 .6em 1.5em}"
            + "@media print{body{margin:0;max-width:none}a{color:inherit}section{page-break-inside:auto}"
            + "table,tr,li{page-break-inside:avoid}h2{page-break-after:avoid}}";

    private RegulationsPublication() {
    }

    /**
     * The publication of {@code regulations} (parsed with their node model), its citations resolved in {@code library},
     * its own words in {@code locale}'s language.
     */
    public static String html(Regulations regulations, LawLibrary library, Locale locale) {
        HtmlText text = new HtmlText(locale);
        Citations citations = new Citations(library, text);
        Blocks blocks = new Blocks(text, new Facts(text, citations), citations);
        StringBuilder b = new StringBuilder(16_384);
        String title = regulations.getTitle() == null ? regulations.getName() : regulations.getTitle();
        b.append("<!DOCTYPE html>\n<html lang=\"").append(HtmlText.escape(locale.getLanguage())).append("\">\n<head>\n")
                .append("<meta charset=\"UTF-8\">\n<title>").append(HtmlText.escape(title)).append("</title>\n<style>\n")
                .append(STYLE).append("\n</style>\n</head>\n<body>\n");
        titleBlock(regulations, text, b);
        List<EObject> general = new ArrayList<>();
        general.addAll(regulations.getSettings());
        general.addAll(regulations.getStatements());
        general.addAll(regulations.getClauses());
        int number = 0;
        if (!general.isEmpty()) {
            section(++number, text.html("general.heading"), general, blocks, b);
        }
        for (Section s : regulations.getSections()) {
            String heading = HtmlText.escape(SectionCatalog.heading(s.getKind(), locale));
            section(++number, heading, s.getItems(), blocks, b);
        }
        citations.notes(b);
        b.append("</body>\n</html>\n");
        return b.toString();
    }

    /** The title block: the organiser and the motto side by side, then "ĐIỀU LỆ" and the event's name. */
    private static void titleBlock(Regulations r, HtmlText text, StringBuilder b) {
        String organiser = EcoreUtil2.getAllContentsOfType(r, Organiser.class).stream()
                .filter(o -> o.getRole() != OrganiserRole.SPONSOR).map(Organiser::getWho).findFirst().orElse("");
        String event = EcoreUtil2.getAllContentsOfType(r, NameSetting.class).stream().map(NameSetting::getEventName).findFirst()
                .orElse(r.getTitle());
        b.append("<header class=\"title\">\n<div class=\"organiser\"><p>").append(HtmlText.escape(organiser)).append("</p></div>\n")
                .append("<div class=\"motto\"><p><b>").append(text.html("motto.state")).append("</b></p><p>")
                .append(text.html("motto.words")).append("</p></div>\n</header>\n")
                .append("<h1>").append(text.html("title")).append("</h1>\n<p class=\"event\">").append(HtmlText.escape(event))
                .append("</p>\n");
    }

    private static void section(int number, String heading, List<? extends EObject> items, Blocks blocks, StringBuilder b) {
        b.append("<section id=\"section-").append(number).append("\">\n<h2>").append(roman(number)).append(". ").append(heading).append("</h2>\n");
        blocks.print(items, b);
        b.append("</section>\n");
    }

    /** {@code n} in Roman numerals, as a Điều lệ numbers its sections. */
    static String roman(int n) {
        StringBuilder b = new StringBuilder();
        int rest = n;
        for (int i = 0; i < VALUES.length; i++) {
            while (rest >= VALUES[i]) {
                b.append(ROMAN[i]);
                rest -= VALUES[i];
            }
        }
        return b.toString();
    }
}
