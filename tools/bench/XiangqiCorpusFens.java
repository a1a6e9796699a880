import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chessarbiter.rules.xiangqi.XiangqiPosition;
import org.chessarbiter.rules.xiangqi.fen.XiangqiFen;
import org.chessarbiter.rules.xiangqi.notation.XiangqiNotations;

/** Prints the FEN of every k-th position of the self-play corpus (args: corpus file, k). */
public final class XiangqiCorpusFens {
    public static void main(String[] args) throws Exception {
        int every = Integer.parseInt(args[1]);
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] f = line.split(" \\| ");
            XiangqiPosition p = XiangqiFen.parse(f[0]).value();
            String[] moves = f[1].split(" ");
            for (int i = 0; i < moves.length; i++) {
                p = p.play(XiangqiNotations.ICCS.parse(p, moves[i]).value());
                if (i % every == every - 1 && !p.legalMoves().isEmpty()) {
                    System.out.println(XiangqiFen.format(p));
                }
            }
        }
    }
}
