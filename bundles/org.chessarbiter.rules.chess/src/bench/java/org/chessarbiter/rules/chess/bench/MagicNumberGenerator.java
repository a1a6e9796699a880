package org.chessarbiter.rules.chess.bench;

import org.chessarbiter.rules.chess.internal.MagicTables;

/** Prints MagicNumberTables.java from MagicTables.searchMagics (run by tools/chess/magics.sh). */
public final class MagicNumberGenerator { public static void main(String[] a) {
  StringBuilder sb = new StringBuilder();
  sb.append("package org.chessarbiter.rules.chess.internal;\n\n/**\n * Magic multipliers for {@link MagicTables}, found by {@link MagicTables#searchMagics} (this project's\n * own seeded search; regenerate with tools/chess/magics.sh). {@link MagicTables} verifies each one\n * at class initialisation and searches again if one fails.\n */\nfinal class MagicNumberTables {\n    private MagicNumberTables() {\n    }\n\n");
  for (boolean rook : new boolean[]{true,false}) {
    long[] m = MagicTables.searchMagics(rook);
    sb.append("    static final long[] ").append(rook?"ROOK":"BISHOP").append(" = {\n");
    for (int i=0;i<64;i+=3){ sb.append("       "); for(int j=i;j<Math.min(64,i+3);j++) sb.append(String.format(" 0x%016XL,", m[j])); sb.append("\n"); }
    sb.append("    };\n\n");
  }
  sb.setLength(sb.length()-1); sb.append("}\n");
  System.out.print(sb);
}}
