package org.chessarbiter.languages.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.chessarbiter.law.LawLibrary;
import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.publication.RegulationsPublication;
import org.chessarbiter.regulations.regulations.Regulations;
import org.junit.jupiter.api.Test;

/**
 * The printed regulations look like an official Điều lệ: the title block, the sections numbered I, II, ... under the
 * headings of Luật cờ Tướng 2004 phụ lục 5, tables for the schedule, the prizes and the time control, every citation a
 * link to a note that prints the article from the law library; what the regulations write is escaped.
 */
class RegulationsPublicationTest extends RegulationsDocuments {

    private static final Locale VI = Locale.forLanguageTag("vi");

    private String publish(String text, Locale locale) throws Exception {
        return RegulationsPublication.html((Regulations) parser.parse(text), LawLibrary.bundled(), locale);
    }

    private static String template(String name) throws Exception {
        return Files.readString(RegulationsSectionsTest.root().resolve("bundles/org.chessarbiter.regulations/templates/" + name),
                StandardCharsets.UTF_8);
    }

    private static List<String> all(String html, String regex) {
        Matcher m = Pattern.compile(regex).matcher(html);
        return m.results().map(r -> r.group(1)).toList();
    }

    /** Every system code has its name in both languages, the one the published regulations and the New Tournament Project wizard show. */
    @Test
    void everySystemHasItsNameInBothLanguages() {
        for (SystemCode c : SystemCode.values()) {
            for (Locale l : List.of(Locale.ENGLISH, VI)) {
                assertFalse(c.title(l).equals(c.name()) || c.title(l).isBlank(), l + " " + c);
            }
        }
        assertEquals("Round robin", SystemCode.ROUND_ROBIN.title(Locale.ENGLISH));
        assertEquals("Đấu vòng tròn", SystemCode.ROUND_ROBIN.title(VI));
    }

    @Test
    void theTemplateReadsLikeAnOfficialDieuLe() throws Exception {
        String html = publish(template("co-vua-mo-rong-he-thuy-si.dieule"), VI);
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"vi\">"), html.substring(0, 60));
        assertTrue(html.contains("<h1>ĐIỀU LỆ</h1>") && html.contains("<p class=\"event\">Giải cờ Vua mở rộng</p>"), "the title block");
        assertTrue(html.contains("CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM") && html.contains("Độc lập – Tự do – Hạnh phúc"));
        assertTrue(html.contains("<div class=\"organiser\"><p>Sở Văn hóa và Thể thao</p></div>"), "the host heads the title block");
        List<String> headings = all(html, "<h2>([^<]*)</h2>");
        assertEquals(17, headings.size(), headings.toString());
        assertEquals("I. Mục đích ý nghĩa và tên giải", headings.get(0));
        assertEquals("VII. Hình thức thi đấu", headings.get(6));
        assertEquals("XVI. Khiếu nại", headings.get(15));
        assertEquals("Các điều luật được trích dẫn", headings.get(16), "the notes close the page");
        assertTrue(html.contains("@media print"), "a print style sheet");
    }

    @Test
    void theScheduleThePrizesAndTheTimeControlAreTables() throws Exception {
        String html = publish(template("co-vua-mo-rong-he-thuy-si.dieule"), VI);
        String schedule = html.substring(html.indexOf("<table class=\"schedule\">"), html.indexOf("</table>", html.indexOf("<table class=\"schedule\">")));
        assertEquals(9, all(schedule, "<tr>(<td>)").size(), "nine rounds: " + schedule);
        assertTrue(schedule.contains("<th scope=\"col\">Vòng</th>") && schedule.contains("<tr><td>9</td><td>2026-07-14</td><td>14:00</td></tr>"));
        assertTrue(html.contains("<tr><td>4–10</td><td></td><td>Tiền thưởng</td></tr>"), "places 4 to 10 share one row");
        assertTrue(html.contains("<table class=\"time\">") && html.contains("<code>5400+30</code>") && html.contains("<td>tiêu chuẩn</td>"));
        assertTrue(html.contains("<th scope=\"row\">Hệ thi đấu</th><td>Hệ Thụy Sĩ, hệ Hà Lan của FIDE (C.04.3, 2026)</td>"));
        assertTrue(html.contains("<li><code>BH/C1</code></li><li><code>BH</code></li>"), "the tie-breaks in order");
    }

    @Test
    void citationsLinkToTheArticleOfTheLawLibrary() throws Exception {
        String html = publish(template("co-vua-mo-rong-he-thuy-si.dieule"), VI);
        String article = LawLibrary.bundled().resolve("fide2018.9.6.1").orElseThrow().fullText();
        assertTrue(html.contains("<a class=\"cite\" href=\"#cite-fide2018.9.6.1\" title=\""), "a link to the note");
        assertTrue(html.contains("<li id=\"cite-fide2018.9.6.1\" value=\"1\">"), "the note it links to");
        String firstLine = article.split("\n")[0];
        assertTrue(html.contains("<p>" + firstLine.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("'", "&#39;") + "</p>"), "the note prints the article: " + firstLine);
        assertTrue(html.contains("(<code>fide2018</code>)"), "the law named by its name in the library");
    }

    @Test
    void aCitationOutsideTheLibrarySaysSo() throws Exception {
        String html = publish("regulations r \"R\"\nclause 1 \"Text\" cites nolaw.1.2\n", Locale.ENGLISH);
        assertTrue(html.contains("<li id=\"cite-nolaw.1.2\" value=\"1\"><p class=\"unknown\">nolaw.1.2: not in the law library</p>"), html);
        assertTrue(html.contains("<h2>I. General provisions</h2>"), "the short form's settings under one heading");
    }

    @Test
    void whatTheRegulationsWriteIsEscaped() throws Exception {
        String html = publish("regulations r \"<b>Open</b> & co\"\nname \"A <script>alert('x')</script> \\\"quoted\\\"\"\n"
                + "clause 1 \"x < y & z\"\n", Locale.ENGLISH);
        assertFalse(html.contains("<script>") || html.contains("<b>Open</b>"), html);
        assertTrue(html.contains("<title>&lt;b&gt;Open&lt;/b&gt; &amp; co</title>"), html);
        assertTrue(html.contains("A &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;quoted&quot;"), html);
        assertTrue(html.contains("x &lt; y &amp; z"), html);
    }

    @Test
    void theHeadingsFollowTheReadersLanguage() throws Exception {
        String html = publish(template("co-tuong-vong-tron.dieule"), Locale.ENGLISH);
        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">"));
        assertTrue(html.contains("<h1>REGULATIONS</h1>"), html);
        assertTrue(all(html, "<h2>([^<]*)</h2>").get(0).startsWith("I. "), html);
        assertFalse(html.contains("Mục đích ý nghĩa và tên giải</h2>"), "the page's own words are English");
    }
}
