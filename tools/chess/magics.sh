#!/usr/bin/env bash
# Regenerates MagicNumberTables.java with the engine's own seeded magic search.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
java_home=/usr/lib/jvm/temurin-25-jdk-amd64; [ -x "$java_home/bin/java" ] || java_home=${JAVA_HOME:?needs a JDK 21+}
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
find "$root/bundles/org.chessarbiter.rules/src/main/java" "$root/bundles/org.chessarbiter.rules.chess/src/main/java" "$root/bundles/org.chessarbiter.rules.chess/src/bench/java" -name '*.java' > "$out/s.txt"
"$java_home/bin/javac" -nowarn -d "$out" @"$out/s.txt"
"$java_home/bin/java" -cp "$out" org.chessarbiter.rules.chess.bench.MagicNumberGenerator \
  > "$out/MagicNumberTables.java"
cp "$out/MagicNumberTables.java" "$root/bundles/org.chessarbiter.rules.chess/src/main/java/org/chessarbiter/rules/chess/internal/MagicNumberTables.java"
