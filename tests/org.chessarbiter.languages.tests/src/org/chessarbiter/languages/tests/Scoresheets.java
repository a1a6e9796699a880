package org.chessarbiter.languages.tests;

import com.google.inject.Inject;
import com.google.inject.Provider;
import java.util.List;
import java.util.stream.Collectors;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;

/** Parsing and validating scoresheet text in tests: the file name decides .bienban or .pgn. */
public class Scoresheets {
    @Inject
    private ParseHelper<Database> parser;

    @Inject
    private Provider<XtextResourceSet> resourceSets;

    @Inject
    private ValidationTestHelper validator;

    private int counter;

    /** {@code text} parsed as a {@code .bienban} file (no syntax errors allowed). */
    public Database bienban(String text) throws Exception {
        return parse(text, "bienban");
    }

    /** {@code text} parsed as a {@code .pgn} file (no syntax errors allowed). */
    public Database pgn(String text) throws Exception {
        return parse(text, "pgn");
    }

    /** {@code text} parsed as a {@code .bienban} file of {@code set} (no syntax errors allowed). */
    public Database bienban(String text, XtextResourceSet set) throws Exception {
        return parse(text, "bienban", set);
    }

    /** A new resource set of this language (a project, for files that must see each other). */
    public XtextResourceSet resourceSet() {
        return resourceSets.get();
    }

    private Database parse(String text, String extension) throws Exception {
        return parse(text, extension, resourceSets.get());
    }

    private Database parse(String text, String extension, XtextResourceSet set) throws Exception {
        Database db = parser.parse(text, URI.createURI("test" + counter++ + "." + extension), set);
        if (!db.eResource().getErrors().isEmpty()) {
            throw new AssertionError("syntax errors: " + db.eResource().getErrors());
        }
        return db;
    }

    /** The validation issues of {@code db}. */
    public List<Issue> issues(Database db) {
        return validator.validate(db);
    }

    /** The codes of the issues of {@code db}, without the common prefix, in order. */
    public List<String> codes(Database db) {
        return issues(db).stream().map(i -> i.getCode() == null ? "syntax" : i.getCode().substring(i.getCode().lastIndexOf('.') + 1))
                .collect(Collectors.toList());
    }

    /** The issue with {@code code} (the first one). */
    public Issue issue(Database db, String code) {
        return issues(db).stream().filter(i -> code.equals(i.getCode())).findFirst()
                .orElseThrow(() -> new AssertionError("no issue " + code + " in " + issues(db)));
    }

    public ValidationTestHelper validator() {
        return validator;
    }
}
