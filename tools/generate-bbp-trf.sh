#!/usr/bin/env bash
# Regenerates the TRF round-trip test inputs of org.chessarbiter.tournament with bbpPairings'
# random tournament generator. bbpPairings is NOT part of this project: build it beside the
# project from its public source (github.com/BieremaBoyzProgramming/bbpPairings, `make`), then:
#   BBP=/path/to/bbpPairings.exe tools/generate-bbp-trf.sh
# Only the generated .trf files are committed (bundles/org.chessarbiter.tournament/src/test/resources/
# org/chessarbiter/tournament/trf/bbp/); the generator's seed is in each file's first line.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bbp=${BBP:-/tmp/refs/bbp/bbpPairings.exe}
[ -x "$bbp" ] || { echo "generate-bbp-trf: set BBP to a built bbpPairings.exe" >&2; exit 2; }
out=$root/bundles/org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/trf/bbp
mkdir -p "$out"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# name players rounds draw% forfeit retired half-point-bye (each "1 in N" games/players, 0 = none) win draw loss seed
while read -r name players rounds draw forfeit retired hpb win drawp loss seed; do
  cat > "$work/$name.cfg" <<CFG
PlayersNumber=$players
RoundsNumber=$rounds
DrawPercentage=$draw
PointsForWin=$win
PointsForDraw=$drawp
PointsForLoss=$loss
CFG
  [ "$forfeit" = 0 ] || echo "ForfeitRate=$forfeit" >> "$work/$name.cfg"
  [ "$retired" = 0 ] || echo "RetiredRate=$retired" >> "$work/$name.cfg"
  [ "$hpb" = 0 ] || echo "HalfPointByeRate=$hpb" >> "$work/$name.cfg"
  "$bbp" --dutch -g "$work/$name.cfg" -o "$out/$name.trf" -s "$seed" >/dev/null
done <<'LIST'
plain-21x5 21 5 30 0 0 0 1.0 0.5 0.0 1001
forfeits-40x7 40 7 25 6 0 0 1.0 0.5 0.0 1002
retired-33x9 33 9 20 5 8 0 1.0 0.5 0.0 1003
halfbyes-50x9 50 9 35 5 10 8 1.0 0.5 0.0 1004
xiangqi-points-24x7 24 7 40 8 0 0 2.0 1.0 0.0 1005
football-30x8 30 8 20 0 6 0 3.0 1.0 0.0 1006
big-120x11 120 11 30 40 20 30 1.0 0.5 0.0 1007
tiny-5x4 5 4 10 3 0 4 1.0 0.5 0.0 1008
LIST
ls -l "$out"
