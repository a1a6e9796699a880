#!/usr/bin/env bash
# Generates random Dutch-system tournaments with the reference engine bbpPairings (its random
# tournament generator pairs every round itself), for the comparison tests of
# bundles/org.chessarbiter.pairing (DutchReferenceComparisonTest).
#
#   BBP=/path/to/bbpPairings.exe tools/dutch-reference/generate.sh OUT_DIR COUNT FIRST_SEED MIN_PLAYERS MAX_PLAYERS
#
# bbpPairings is built from its public source outside this repository (never committed):
#   fetch github BieremaBoyzProgramming/bbpPairings, then `make` in that checkout (g++ >= 12).
# Each tournament gets its own seed, player count (MIN..MAX), rounds (5..13 within what the
# player count allows) and rates of draws, forfeits, withdrawals and half-point byes derived
# from the seed, so a run is reproducible. The TRF files are written with LF line endings.
set -euo pipefail
: "${BBP:?set BBP to the bbpPairings executable}"
out=$1; count=$2; seed=$3; minp=${4:-10}; maxp=${5:-40}
mkdir -p "$out"
cfg=$(mktemp); trap 'rm -f "$cfg"' EXIT
for ((i = 0; i < count; i++)); do
  s=$((seed + i))
  players=$(( minp + (s * 7919) % (maxp - minp + 1) ))
  maxr=$(( players - 1 < 13 ? players - 1 : 13 ))
  rounds=$(( 5 + (s * 31) % (maxr - 4) ))
  cat > "$cfg" <<CFG
PlayersNumber=$players
RoundsNumber=$rounds
DrawPercentage=$(( 10 + (s * 13) % 40 ))
ForfeitRate=$(( 8 + (s * 17) % 30 ))
RetiredRate=$(( 5 + (s * 19) % 20 ))
HalfPointByeRate=$(( 4 + (s * 23) % 20 ))
HighestRating=2700
LowestRating=1200
CFG
  name=$(printf 'gen-%05d-p%03d-r%02d.trf' "$s" "$players" "$rounds")
  if "$BBP" --dutch -g "$cfg" -o "$out/$name" -s "$s" 2>/dev/null; then
    tr '\r' '\n' < "$out/$name" > "$out/$name.tmp" && mv "$out/$name.tmp" "$out/$name"
  else
    echo "generator failed for seed $s" >&2; rm -f "$out/$name"
  fi
done
