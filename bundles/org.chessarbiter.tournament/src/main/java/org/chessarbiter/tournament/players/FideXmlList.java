package org.chessarbiter.tournament.players;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.chessarbiter.rules.Problem;

/**
 * FIDE's XML rating list ({@code players_list_xml_foa.xml}): {@code <playerslist>} of {@code <player>}
 * elements whose children are {@code fideid}, {@code name}, {@code country}, {@code sex}, {@code title},
 * {@code w_title}, {@code o_title}, {@code foa_title}, {@code rating}, {@code games}, {@code k},
 * {@code rapid_rating}, ..., {@code birthday}, {@code flag}. Streamed (StAX): the memory is one player
 * whatever the size of the list. No DTD and no external entity is read.
 */
final class FideXmlList {

    private FideXmlList() {
    }

    /**
     * Reads the list from {@code in}, passing each player to {@code sink}; stops when cancelled. A player
     * without a FIDE ID, and XML that is not well formed, are errors at their line.
     *
     * @return how many players were read
     */
    static int read(Path file, InputStream in, Consumer<FideListEntry> sink, List<Problem> problems, Progress progress)
            throws XMLStreamException {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader xml = factory.createXMLStreamReader(in);
        int count = 0;
        Map<String, String> fields = null;
        int playerLine = 0;
        try {
            while (xml.hasNext() && !progress.isCancelled()) {
                int event = xml.next();
                if (event != XMLStreamConstants.START_ELEMENT && event != XMLStreamConstants.END_ELEMENT) {
                    continue;
                }
                String name = xml.getLocalName().toLowerCase(Locale.ROOT);
                if (event == XMLStreamConstants.START_ELEMENT && name.equals("player")) {
                    fields = new HashMap<>();
                    playerLine = xml.getLocation().getLineNumber();
                } else if (event == XMLStreamConstants.START_ELEMENT && fields != null) {
                    fields.put(name, xml.getElementText().strip());
                } else if (event == XMLStreamConstants.END_ELEMENT && name.equals("player") && fields != null) {
                    if (entry(file, fields, playerLine, sink, problems)) {
                        count++;
                    }
                    fields = null;
                }
            }
        } finally {
            xml.close();
        }
        return count;
    }

    private static boolean entry(Path file, Map<String, String> f, int line, Consumer<FideListEntry> sink, List<Problem> problems) {
        String id = f.getOrDefault("fideid", "");
        if (!id.matches("\\d{1,11}")) {
            problems.add(CsvPlayers.error(file, line, 1, "fide.id", id));
            return false;
        }
        String title = f.getOrDefault("title", "");
        sink.accept(new FideListEntry(Long.parseLong(id), f.getOrDefault("name", ""), f.getOrDefault("country", "").toUpperCase(Locale.ROOT),
                FideTxtList.sex(f.getOrDefault("sex", "")), title.isEmpty() ? f.getOrDefault("w_title", "") : title,
                FideTxtList.number(f.getOrDefault("rating", "")), FideTxtList.number(f.getOrDefault("birthday", ""))));
        return true;
    }
}
