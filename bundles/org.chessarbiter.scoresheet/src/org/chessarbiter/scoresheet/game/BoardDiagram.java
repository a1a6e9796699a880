package org.chessarbiter.scoresheet.game;

/**
 * A position as a text diagram, drawn from the board field of its FEN (chess: 8 ranks of 8 files;
 * xiangqi: 10 ranks of 9 files): one row per rank from the top, pieces by their FEN letters (upper
 * case the first side), {@code .} for an empty square, rank numbers on the left and file letters below.
 */
public final class BoardDiagram {
    private BoardDiagram() {
    }

    /** The diagram of {@code fen}. */
    public static String of(String fen) {
        String[] ranks = fen.trim().split("\\s+")[0].split("/");
        StringBuilder sb = new StringBuilder();
        int files = 0;
        for (int r = 0; r < ranks.length; r++) {
            int label = ranks.length - r - (ranks.length == 10 ? 1 : 0);
            sb.append(String.format("%2d ", label));
            int count = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int i = 0; i < c - '0'; i++, count++) {
                        sb.append(" .");
                    }
                } else {
                    sb.append(' ').append(c);
                    count++;
                }
            }
            files = Math.max(files, count);
            sb.append('\n');
        }
        sb.append("   ");
        for (int f = 0; f < files; f++) {
            sb.append(' ').append((char) ('a' + f));
        }
        return sb.append('\n').toString();
    }
}
