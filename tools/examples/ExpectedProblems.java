import java.util.ArrayList;
import java.util.List;

/**
 * The expectations file of the example workspace ({@code examples/workspace/expected-problems.list}): every problem
 * the examples show on purpose, where each check reports it. The command line's ExamplesTest holds every project of
 * the workspace to exactly this list.
 */
final class ExpectedProblems {
    private ExpectedProblems() {
    }

    static String text(String project, Mistakes mistakes, List<String> roundFiles) {
        List<String> lines = new ArrayList<>(List.of(
                "# The problems the example workspace shows on purpose, and no others: ExamplesTest (command line) holds",
                "# every project of examples/workspace to this list. Written by tools/make-examples.",
                "#   validate FILE:LINE:COLUMN SEVERITY RULE      a problem of `./arbiter validate PROJECT_FOLDER`",
                "#   pair FILE ROUND BOARD WHITE BLACK             `./arbiter pair FILE` refuses: that board has no result",
                "#   link FILE:LINE TAG ROUND BOARD                a game's tag disagrees with its board in the tournament file"));
        for (Mistakes.Mistake m : mistakes.all) {
            String file = project + "/van/vong-" + m.round() + ".bienban";
            String text = roundFiles.get(m.round() - 1);
            Scoresheet s = m.sheet();
            String where = m.round() + " " + s.tags.get("Board");
            switch (m.kind()) {
                case "illegal-move" -> {
                    String move = m.text().substring(m.text().indexOf(" is written ") + 12, m.text().indexOf(" (played"));
                    // White's move, written after its number: "23.Xb3"
                    int line = Mistakes.line(text, s, "." + move + " ");
                    String[] all = text.split("\n", -1);
                    int column = all[line - 1].indexOf("." + move + " ") + 2;
                    lines.add("validate " + file + ":" + line + ":" + column + " error illegalMove");
                }
                case "wrong-name" -> lines.add("link " + file + ":" + Mistakes.line(text, s, "[White ") + " White " + where);
                case "result-disagrees" -> lines.add("link " + file + ":" + Mistakes.line(text, s, "[Result ") + " Result " + where);
                case "result-missing" -> {
                    lines.add("link " + file + ":" + Mistakes.line(text, s, "[Result ") + " Result " + where);
                    lines.add("pair " + project + "/" + project + ".trf " + where + " " + s.tags.get("WhiteNumber") + " "
                            + s.tags.get("BlackNumber"));
                }
                default -> throw new IllegalStateException(m.kind());
            }
        }
        return String.join("\n", lines) + "\n";
    }
}
