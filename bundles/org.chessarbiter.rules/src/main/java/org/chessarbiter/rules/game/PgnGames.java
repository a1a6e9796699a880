package org.chessarbiter.rules.game;

import java.util.function.Consumer;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.pgn.PgnVisitor;

/**
 * Builds one {@link WrittenGame} at a time from the events of the streaming PGN reader
 * ({@code org.chessarbiter.rules.pgn.PgnReader}) and hands it on, so that a database of any size is
 * checked game by game ({@link GameCheck}); the syntax problems of the PGN text go to their own consumer,
 * each before the game it belongs to. A replayer of one game's PGN extends it with what to do with each
 * game (the engines' {@code GameReplayer}s).
 */
public class PgnGames implements PgnVisitor {
    private final String fileExtension;
    private final Consumer<WrittenGame> games;
    private final Consumer<Problem> syntax;
    private WrittenGameBuilder builder;
    private Token result;
    private int end;

    /** Games of a file with extension {@code fileExtension} ({@code pgn}, {@code bienban}; empty when none). */
    public PgnGames(String fileExtension, Consumer<WrittenGame> games, Consumer<Problem> syntax) {
        this.fileExtension = fileExtension;
        this.games = games;
        this.syntax = syntax;
    }

    @Override
    public void beginGame(Location location) {
        builder = new WrittenGameBuilder(location.offset());
        result = null;
        end = location.offset();
    }

    /**
     * The reader locates the whole tag; its value is placed as written in export format,
     * {@code [Name "value"]} with one space (a tag written otherwise gets its value's column shifted).
     */
    @Override
    public void tag(String name, String value, Location location) {
        Token where = Token.at("[" + name + "]", location);
        int skip = name.length() + 2;
        Token valueAt = new Token(value, location.offset() + skip, value.length() + 2, location.line(),
                location.column() > 0 ? location.column() + skip : 0);
        builder.tag(name, value, where, valueAt);
        end = where.end();
    }

    @Override
    public void move(String san, Location location) {
        Token t = Token.at(san, location);
        builder.move(t);
        end = t.end();
    }

    @Override
    public void moveNumber(String text, Location location) {
        builder.number(Token.at(text, location));
    }

    @Override
    public void drawOffer(Location location) {
        builder.drawOffer(Token.at("(=)", location));
    }

    @Override
    public void nag(int nag, Location location) {
        builder.nag(Token.at("$" + nag, location));
    }

    @Override
    public void comment(String text, Location location) {
        builder.comment(Token.at("{" + text + "}", location));
    }

    @Override
    public void braceComment(String written, Location location) {
        builder.comment(Token.at(written, location));
    }

    /** The checks read the commands from the comments' text ({@link ClockReadings}, the incident log). */
    @Override
    public boolean readsCommands() {
        return false;
    }

    @Override
    public void beginVariation(Location location) {
        builder.beginVariation(Token.at("(", location));
    }

    @Override
    public void endVariation(Location location) {
        builder.endVariation(location.offset() + 1);
    }

    @Override
    public void result(String marker, Location location) {
        result = Token.at(marker, location);
        end = result.end();
    }

    @Override
    public void problem(Problem problem) {
        syntax.accept(problem);
    }

    @Override
    public void endGame() {
        if (builder == null) {
            beginGame(Location.UNKNOWN);
        }
        games.accept(builder.build(result, end, fileExtension));
        builder = null;
    }
}
