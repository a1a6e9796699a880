#!/usr/bin/env bash
# Regenerates MagicNumberTables.java with the engine's own seeded magic search.
set -euo pipefail
. "$(dirname "$0")/../lib.sh"
root=$ARBITER_ROOT
pick_jdk; java_home=$JAVA_HOME
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
find "$root/bundles/org.chessarbiter.rules/src/main/java" "$root/bundles/org.chessarbiter.rules.chess/src/main/java" "$root/bundles/org.chessarbiter.rules.chess/src/bench/java" -name '*.java' > "$out/s.txt"
"$java_home/bin/javac" -nowarn -d "$out" @"$out/s.txt"
"$java_home/bin/java" -cp "$out" org.chessarbiter.rules.chess.bench.MagicNumberGenerator \
  > "$out/MagicNumberTables.java"
cp "$out/MagicNumberTables.java" "$root/bundles/org.chessarbiter.rules.chess/src/main/java/org/chessarbiter/rules/chess/internal/MagicNumberTables.java"
