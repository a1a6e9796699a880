#!/usr/bin/env bash
# Compiles the pairing bundle (with the tournament and rules bundles it reads TRF through) and its
# test-side tools (GenerateTrf, DutchBenchmark) into a
# temporary folder and runs one tool class:
#   tools/dutch-reference/java-tool.sh GenerateTrf OUT_DIR COUNT FIRST_SEED MIN_PLAYERS MAX_PLAYERS [baku]
#   tools/dutch-reference/java-tool.sh DutchBenchmark FILE.trf ROUND
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
java_home=""
for c in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/*; do
  [ -n "$c" ] && [ -x "$c/bin/javac" ] || continue
  v=$("$c/bin/javac" -version 2>&1 | sed -E 's/javac ([0-9]+).*/\1/')
  [ "${v:-0}" -ge 21 ] 2>/dev/null && { java_home=$c; break; }
done
[ -n "$java_home" ] || { echo "needs a JDK >= 21" >&2; exit 2; }
b=$root/bundles/org.chessarbiter.pairing
out=${ARBITER_TOOL_CLASSES:-$(mktemp -d /tmp/dutch-tool.XXXXXX)}
if [ ! -f "$out/.built" ]; then
  { for d in "$b" "$root/bundles/org.chessarbiter.tournament" "$root/bundles/org.chessarbiter.rules"; do
      find "$d/src/main/java" -name '*.java'; done
    ls "$b"/src/test/java/org/chessarbiter/pairing/dutch/{GenerateTrf,DutchBenchmark,ReplayTrf}.java; } > "$out/src.list"
  "$java_home/bin/javac" -nowarn -encoding UTF-8 -d "$out" @"$out/src.list"
  for d in "$b" "$root/bundles/org.chessarbiter.tournament" "$root/bundles/org.chessarbiter.rules"; do
    if [ -d "$d/src/main/resources" ]; then cp -r "$d/src/main/resources/." "$out/"; fi; done
  touch "$out/.built"
fi
tool=$1; shift
exec "$java_home/bin/java" -Xss8m ${JAVA_OPTS:-} -cp "$out" "org.chessarbiter.pairing.dutch.$tool" "$@"
