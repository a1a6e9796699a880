#!/usr/bin/env bash
# Reruns the Chess960 perft comparison live against Debian stockfish (where installed): regenerates
# the reference data and diffs it with the committed test data, then runs the engine's tests on it.
#   tools/chess/check-perft960.sh [depth]   (default 4; 5 also checks the full-test data)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
depth=${1:-4}
data="$root/bundles/org.chessarbiter.rules.chess/src/test/resources/org/chessarbiter/rules/chess/chess960-perft-stockfish-d$depth.txt"
[ -x /usr/games/stockfish ] || { echo "needs Debian stockfish in /usr/games" >&2; exit 2; }
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
node "$root/tools/chess/perft960.mjs" "$depth" 960 > "$tmp"
if diff <(grep -v '^#' "$data") "$tmp"; then echo "stockfish agrees with the committed data (depth $depth)"; else echo "DIFFERENT" >&2; exit 1; fi
[ "$depth" = 5 ] && export ARBITER_FULL_TESTS=true
"$root/tools/unit-test" org.chessarbiter.rules.chess | grep -E "tests (successful|failed)"
