package org.chessarbiter.law;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chessarbiter.rules.ParseResult;

/**
 * The law library: the law texts of the seeds as {@code .luat} documents shipped in this bundle (written
 * by {@code tools/convert-laws}), each citable element by its id. Loading reads and indexes every text
 * once; the library is immutable afterwards.
 */
public final class LawLibrary {

    /** The documents of the library, by law name (the first segment of their citation ids). */
    public static final List<String> LAWS = List.of("fide2000", "vn2000p2", "xiangqi2004", "fide2018", "swissmod");

    private static volatile LawLibrary bundled;

    private final Map<String, LawText> texts;
    private final Map<String, LawElement> index;

    private LawLibrary(List<LawText> texts) {
        this.texts = new LinkedHashMap<>();
        this.index = new LinkedHashMap<>();
        for (LawText t : texts) {
            this.texts.put(t.name(), t);
            t.elements().forEach(index::putIfAbsent);
        }
    }

    /** A library of the given texts. */
    public static LawLibrary of(List<LawText> texts) {
        return new LawLibrary(texts);
    }

    /**
     * The library shipped in this bundle, read once. A document that does not read is a defect of the
     * build (its test fails), so it is reported as an exception here.
     */
    public static LawLibrary bundled() {
        LawLibrary b = bundled;
        if (b == null) {
            synchronized (LawLibrary.class) {
                if (bundled == null) {
                    List<LawText> texts = new ArrayList<>();
                    for (String name : LAWS) {
                        ParseResult<LawText> r = LawReader.read(source(name));
                        if (!r.isOk()) {
                            throw new IllegalStateException(name + ".luat: "
                                    + r.error().map(LawReader::describe).orElse("unreadable"));
                        }
                        texts.add(r.value());
                    }
                    bundled = new LawLibrary(texts);
                }
                b = bundled;
            }
        }
        return b;
    }

    /** The text of the bundled document of law {@code name} ({@code fide2018}), as committed. */
    public static String source(String name) {
        try (InputStream in = LawLibrary.class.getResourceAsStream("laws/" + name + ".luat")) {
            if (in == null) {
                throw new IllegalStateException("no law text " + name + ".luat in the library");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The law texts, in library order. */
    public List<LawText> texts() {
        return List.copyOf(texts.values());
    }

    /** The law text named {@code name}. */
    public Optional<LawText> text(String name) {
        return Optional.ofNullable(texts.get(name));
    }

    /** The element cited by {@code id} ({@code fide2018.9.6.1}, {@code xiangqi2004.23.3}). */
    public Optional<LawElement> resolve(String id) {
        return Optional.ofNullable(index.get(id));
    }

    /** Every citation id of the library, in library and printed order. */
    public List<String> ids() {
        return List.copyOf(index.keySet());
    }
}
