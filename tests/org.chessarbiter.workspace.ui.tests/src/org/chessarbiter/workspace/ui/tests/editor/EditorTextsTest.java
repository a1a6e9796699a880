package org.chessarbiter.workspace.ui.tests.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.chessarbiter.tournament.ui.internal.Messages;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * Every text of the tournament editor exists in English and Vietnamese, and none is written in its
 * code: a key missing in either language, a field without its key, a literal handed to a widget or
 * a label of plugin.xml not taken from plugin.properties fails.
 */
class EditorTextsTest {

    private static final Path ROOT = Path.of(System.getProperty("arbiter.root", "../..")).resolve("bundles/org.chessarbiter.tournament.ui");

    @Test
    void everyMessageHasItsKeyInEnglishAndVietnamese() throws IOException {
        Set<String> fields = Arrays.stream(Messages.class.getFields()).filter(f -> Modifier.isStatic(f.getModifiers()))
                .map(Field::getName).collect(Collectors.toCollection(TreeSet::new));
        Bundle bundle = FrameworkUtil.getBundle(Messages.class);
        Set<String> english = new TreeSet<>(load(bundle, "org/chessarbiter/tournament/ui/internal/messages.properties").stringPropertyNames());
        Set<String> vietnamese = new TreeSet<>(load(bundle, "org/chessarbiter/tournament/ui/internal/messages_vi.properties").stringPropertyNames());
        assertEquals(fields, english, "the English messages and the fields of Messages");
        assertEquals(fields, vietnamese, "the Vietnamese messages and the fields of Messages");
    }

    @Test
    void theVietnameseTextsSayVongForRoundAndAreTranslated() throws IOException {
        Bundle bundle = FrameworkUtil.getBundle(Messages.class);
        Properties en = load(bundle, "org/chessarbiter/tournament/ui/internal/messages.properties");
        Properties vi = load(bundle, "org/chessarbiter/tournament/ui/internal/messages_vi.properties");
        assertTrue(vi.getProperty("Rounds_item").startsWith("Vòng"), vi.getProperty("Rounds_item"));
        assertEquals("Đỏ", vi.getProperty("Rounds_red"));
        List<String> untranslated = en.stringPropertyNames().stream()
                .filter(k -> en.getProperty(k).equals(vi.getProperty(k)) && en.getProperty(k).matches(".*[a-z]{4,}.*")).sorted().toList();
        assertEquals(List.of(), untranslated, "English words left in the Vietnamese texts");
    }

    @Test
    void thePluginTextsExistInBothLanguages() throws IOException {
        Bundle bundle = FrameworkUtil.getBundle(Messages.class);
        assertEquals(load(bundle, "plugin.properties").stringPropertyNames(), load(bundle, "plugin_vi.properties").stringPropertyNames());
        String xml = Files.readString(ROOT.resolve("plugin.xml"));
        Matcher m = Pattern.compile("\\b(label|name|tooltip|description|mnemonic)=\"([^\"]*)\"").matcher(xml);
        List<String> literal = new ArrayList<>();
        while (m.find()) {
            if (!m.group(2).startsWith("%")) {
                literal.add(m.group());
            }
        }
        assertEquals(List.of(), literal, "plugin.xml texts not taken from plugin.properties");
    }

    @Test
    void noWidgetIsGivenAWrittenInText() throws IOException {
        Pattern handed = Pattern.compile(
                "(setText|setMessage|setToolTipText|setDescription|createLabel|createButton|createSection|bind|message)\\(([^;]*?,\\s*)?\"[^\"]+\"");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT.resolve("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    if (handed.matcher(lines.get(i)).find()) {
                        found.add(f.getFileName() + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "texts written in the code instead of Messages");
    }

    private static Properties load(Bundle bundle, String path) throws IOException {
        Properties p = new Properties();
        java.net.URL url = bundle.getEntry(path);
        if (url == null) {
            url = bundle.getResource(path);
        }
        assertNotNull(url, path);
        try (InputStream in = url.openStream()) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }
}
