package org.chessarbiter.workspace.project;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The source files of a tournament project folder: one tournament state ({@code *.tournament}, else one
 * {@code *.trf}; more than one of the kind taken is an error), zero or one regulations ({@code *.dieule}, more
 * is an error), and the scoresheets ({@code *.bienban}, {@code *.pgn}) anywhere below the folder except in
 * {@link #DERIVED} and hidden folders ({@code .settings}, {@code .git}).
 *
 * @param root        the project folder
 * @param state       the tournament state file, if there is one
 * @param regulations the regulations, if there are some
 * @param lawTexts    the law texts ({@code *.luat}) of the project folder, which the regulations and scoresheets cite
 * @param scoresheets the scoresheets, in path order
 * @param problems    what is wrong with the layout (located at the project folder)
 */
public record ProjectFiles(Path root, Optional<Path> state, Optional<Path> regulations, List<Path> lawTexts, List<Path> scoresheets,
        List<ProjectProblem> problems) {

    /** The folder of the derived outputs, below the project folder. */
    public static final String DERIVED = "derived";

    public ProjectFiles {
        lawTexts = List.copyOf(lawTexts);
        scoresheets = List.copyOf(scoresheets);
        problems = List.copyOf(problems);
    }

    /** Lists the project folder {@code root}; never throws (a folder that cannot be listed is a problem). */
    public static ProjectFiles scan(Path root) {
        List<Path> tournaments = new ArrayList<>();
        List<Path> trfs = new ArrayList<>();
        List<Path> regulations = new ArrayList<>();
        List<Path> lawTexts = new ArrayList<>();
        List<Path> scoresheets = new ArrayList<>();
        List<ProjectProblem> problems = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    boolean skipped = !dir.equals(root) && (dir.getFileName().toString().startsWith(".")
                            || dir.equals(root.resolve(DERIVED)));
                    return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
                    boolean top = root.equals(file.getParent());
                    if (name.endsWith(".bienban") || name.endsWith(".pgn")) {
                        scoresheets.add(file);
                    } else if (top && name.endsWith(".tournament")) {
                        tournaments.add(file);
                    } else if (top && name.endsWith(".trf")) {
                        trfs.add(file);
                    } else if (top && name.endsWith(".dieule")) {
                        regulations.add(file);
                    } else if (top && name.endsWith(".luat")) {
                        lawTexts.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            problems.add(problem(root, "project.unreadable", root, String.valueOf(e.getMessage())));
        }
        Comparator<Path> order = Comparator.comparing(Path::toString);
        tournaments.sort(order);
        trfs.sort(order);
        regulations.sort(order);
        lawTexts.sort(order);
        scoresheets.sort(order);
        List<Path> states = tournaments.isEmpty() ? trfs : tournaments;
        if (states.isEmpty()) {
            problems.add(problem(root, "project.noState", root));
        } else if (states.size() > 1) {
            states.forEach(f -> problems.add(problem(f, Location.at(1, 1), "project.severalStates", names(states))));
        }
        if (regulations.size() > 1) {
            regulations.forEach(f -> problems.add(problem(f, Location.at(1, 1), "project.severalRegulations", names(regulations))));
        }
        return new ProjectFiles(root, states.size() == 1 ? Optional.of(states.get(0)) : Optional.empty(),
                regulations.size() == 1 ? Optional.of(regulations.get(0)) : Optional.empty(), lawTexts, scoresheets, problems);
    }

    /** Whether {@code file} is a scoresheet of a project (by its extension). */
    public static boolean isScoresheet(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".bienban") || name.endsWith(".pgn");
    }

    private static String names(List<Path> files) {
        return String.join(", ", files.stream().map(f -> f.getFileName().toString()).toList());
    }

    private static ProjectProblem problem(Path root, String key, Object... args) {
        return problem(root, Location.UNKNOWN.inField(root.toString()), key, args);
    }

    private static ProjectProblem problem(Path file, Location at, String key, Object... args) {
        return new ProjectProblem(file, Problem.error(ProblemKind.ILLEGAL, at, Message.of(ProjectFiles.class, key, args)),
                "project", ProjectProblem.Origin.READING);
    }
}
