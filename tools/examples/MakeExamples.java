import java.nio.file.Path;

/**
 * Writes the example tournament projects of the example workspace (besides giai-mau, which is kept as it is):
 *   MakeExamples EXAMPLES_FOLDER REGULATIONS_FOLDER
 * The regulations cite the law library shipped with the product (bundle org.chessarbiter.law): no law text is
 * copied into the projects.
 * Every game, pairing and result is seeded: the same program writes the same files.
 */
public final class MakeExamples {
    private MakeExamples() {
    }

    public static void main(String[] args) throws Exception {
        Path examples = Path.of(args[0]);
        Path templates = Path.of(args[1]);
        new ChessOpen(examples).make(templates.resolve("co-vua-mo-rong.dieule"));
        System.err.println("written " + ChessOpen.NAME);
        new XiangqiRoundRobin(examples).make(templates.resolve("co-tuong-vong-tron.dieule"));
        System.err.println("written " + XiangqiRoundRobin.NAME);
        new TeamEvent(examples).make(templates.resolve("dong-doi-co-vua.dieule"));
        System.err.println("written " + TeamEvent.NAME);
        for (String line : SelfCheck.tournaments(examples)) {
            System.err.println(line);
        }
        for (String line : SelfCheck.scoresheets(examples)) {
            System.err.println(line);
        }
    }
}
