package org.chessarbiter.scoresheet.convert;

import com.google.inject.Inject;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.scoresheet.game.ScoresheetChecker;
import org.chessarbiter.scoresheet.mapping.GameMapper;
import org.chessarbiter.scoresheet.scoresheet.Database;
import org.chessarbiter.scoresheet.scoresheet.Game;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;

/**
 * Converts scoresheet files: {@code .bienban} to PGN and back, notation style to style, locale to
 * locale ({@link GameWriter}). Text that does not parse is not converted (a conversion would drop what
 * the parser could not place): the syntax errors are returned instead, located.
 */
public class ScoresheetConverter {
    @Inject
    private IParser parser;

    /** {@code text} (a {@code .bienban} or {@code .pgn} file) with every game written in {@code notationId} and {@code syntax}. */
    public ParseResult<String> convert(String text, String notationId, Syntax syntax) {
        IParseResult parsed = parser.parse(new StringReader(text));
        if (parsed.hasSyntaxErrors()) {
            List<Problem> problems = new ArrayList<>();
            for (INode n : parsed.getSyntaxErrors()) {
                problems.add(Problem.error(ProblemKind.INVALID_SYNTAX,
                        new Location(n.getOffset(), n.getLength(), n.getStartLine(), 0, null),
                        Message.of(ScoresheetConverter.class, "syntaxError", n.getSyntaxErrorMessage().getMessage())));
            }
            return ParseResult.fail(problems);
        }
        return ParseResult.ok(convert((Database) parsed.getRootASTElement(), notationId, syntax));
    }

    /** Every game of {@code database} converted. */
    public String convert(Database database, String notationId, Syntax syntax) {
        List<GameReplay<?, ?>> replays = new ArrayList<>();
        for (Game g : database.getGames()) {
            replays.add(ScoresheetChecker.check(GameMapper.map(g)));
        }
        return GameWriter.writeAll(replays, notationId, syntax);
    }

    /** One game converted (for the quick fix "convert the game"). */
    public String convert(Game game, String notationId, Syntax syntax) {
        return GameWriter.write(ScoresheetChecker.check(GameMapper.map(game)), notationId, syntax);
    }
}
