import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a tournament project folder as the workbench opens it from the example workspace: the {@code .project}
 * description with the tournament nature and the two builders (as giai-mau's), UTF-8 as the project's encoding,
 * and its files.
 */
final class ProjectFiles {
    private final Path folder;

    ProjectFiles(Path workspace, String name, String comment) {
        this.folder = workspace.resolve(name);
        write(".project", """
                <?xml version="1.0" encoding="UTF-8"?>
                <projectDescription>
                \t<name>%s</name>
                \t<comment>%s</comment>
                \t<projects>
                \t</projects>
                \t<buildSpec>
                \t\t<buildCommand>
                \t\t\t<name>org.chessarbiter.xtext.eclipse.builder</name>
                \t\t\t<arguments>
                \t\t\t</arguments>
                \t\t</buildCommand>
                \t\t<buildCommand>
                \t\t\t<name>org.chessarbiter.workspace.tournamentBuilder</name>
                \t\t\t<arguments>
                \t\t\t</arguments>
                \t\t</buildCommand>
                \t</buildSpec>
                \t<natures>
                \t\t<nature>org.chessarbiter.workspace.tournamentNature</nature>
                \t\t<nature>org.chessarbiter.xtext.eclipse.nature</nature>
                \t</natures>
                </projectDescription>
                """.formatted(name, comment));
        write(".settings/org.eclipse.core.resources.prefs", "eclipse.preferences.version=1\nencoding/<project>=UTF-8\n");
    }

    /** Writes {@code text} to the project's file {@code relative} (folders made as needed), in UTF-8. */
    void write(String relative, String text) {
        try {
            Path f = folder.resolve(relative);
            Files.createDirectories(f.getParent());
            Files.writeString(f, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes {@code text} to {@code file}, in UTF-8. */
    static void writeFile(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Copies a file into the project. */
    void copy(Path from, String relative) {
        try {
            write(relative, Files.readString(from, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
