package org.chessarbiter.rules.chess;

import org.chessarbiter.rules.chess.internal.Board;

/**
 * A set of positions as the searches of {@link DeadPosition} tell them apart (the fields of {@link DeadPosition.Key}:
 * the pieces, the side to move, castling, en passant), for a search that visits many: each position's fields are
 * copied into one array and its place kept in a table (open addressing on a hash of the fields, the fields compared
 * on equal hashes), so that looking up a position makes no object and adding one makes none but when the arrays grow.
 */
final class BoardSet {
    private static final int WIDTH = 10;

    /** 1 + the number of a member, 0 for a free slot; a power of two long, at most half full. */
    private int[] table;
    private long[] fields;
    private int[] hashes;
    private int size;

    /** A set with room for {@code expected} positions before its arrays grow. */
    BoardSet(int expected) {
        int members = Math.max(16, expected + 1);
        table = new int[Integer.highestOneBit(members * 2 - 1) << 1];
        fields = new long[members * WIDTH];
        hashes = new int[members];
    }

    /** Adds the position of {@code b}; false when it is a member already. */
    boolean add(Board b) {
        int h = hash(b);
        int mask = table.length - 1;
        for (int s = h & mask;; s = s + 1 & mask) {
            int at = table[s];
            if (at == 0) {
                append(b, h);
                table[s] = size;
                if (size * 2 > table.length) {
                    grow();
                }
                return true;
            }
            if (hashes[at - 1] == h && same(at - 1, b)) {
                return false;
            }
        }
    }

    /** How many positions were added. */
    int size() {
        return size;
    }

    private boolean same(int member, Board b) {
        int o = member * WIDTH;
        long[] f = fields;
        long[] r = b.roles;
        return f[o] == r[0] && f[o + 1] == r[1] && f[o + 2] == r[2] && f[o + 3] == r[3] && f[o + 4] == r[4]
                && f[o + 5] == r[5] && f[o + 6] == b.sides[0] && f[o + 7] == b.turn && f[o + 8] == b.castlingRooks
                && f[o + 9] == b.epSquare;
    }

    private void append(Board b, int h) {
        if (size == hashes.length) {
            fields = java.util.Arrays.copyOf(fields, fields.length * 2);
            hashes = java.util.Arrays.copyOf(hashes, hashes.length * 2);
        }
        int o = size * WIDTH;
        System.arraycopy(b.roles, 0, fields, o, 6);
        fields[o + 6] = b.sides[0];
        fields[o + 7] = b.turn;
        fields[o + 8] = b.castlingRooks;
        fields[o + 9] = b.epSquare;
        hashes[size++] = h;
    }

    private void grow() {
        table = new int[table.length * 2];
        int mask = table.length - 1;
        for (int m = 0; m < size; m++) {
            int s = hashes[m] & mask;
            while (table[s] != 0) {
                s = s + 1 & mask;
            }
            table[s] = m + 1;
        }
    }

    private static int hash(Board b) {
        long h = b.roles[0];
        for (int r = 1; r < 6; r++) {
            h = h * 0x9E3779B97F4A7C15L + b.roles[r];
        }
        h = h * 0x9E3779B97F4A7C15L + b.sides[0];
        h = h * 0x9E3779B97F4A7C15L + (b.castlingRooks ^ (long) b.turn << 7 ^ (long) (b.epSquare + 1) << 1);
        return (int) (h ^ h >>> 29 ^ h >>> 43);
    }
}
