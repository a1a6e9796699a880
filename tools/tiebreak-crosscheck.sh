#!/usr/bin/env bash
# Reruns the FIDE tie-break server's checker (github.com/OttoMilvang/TieBreakServer,
# tiebreakchecker.py; needs python3 and python3-networkx) on the TRF inputs of the tie-break
# cross-check test, and rewrites its outputs, which are committed as test data:
#   TBS=/path/to/TieBreakServer tools/tiebreak-crosscheck.sh
# The checker's code is never part of this project. Inputs: the bbpPairings-generated TRF files
# (tools/generate-bbp-trf.sh); outputs: one tab-separated table per file and C.07 edition in
# bundles/org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament/standings/c07/.
# -s: the inputs are Swiss tournaments (the checker would otherwise guess a round robin when
# there are as many rounds as players - 1).
# The Java tests compare every value with the tie-breaks of this bundle: C07CrossCheckTest after the last
# round, StandingsAfterRoundTest after every earlier round (the checker's -n CURRENT_ROUND; rounds/*.rN.*).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
tbs=${TBS:-/tmp/refs/tbs}
[ -f "$tbs/tiebreakchecker.py" ] || { echo "tiebreak-crosscheck: set TBS to a TieBreakServer checkout" >&2; exit 2; }
res=$root/bundles/org.chessarbiter.tournament/src/test/resources/org/chessarbiter/tournament
out=$res/standings/c07
mkdir -p "$out"
codes="BH BH/C1 BH/C2 BH/M1 FB FB/C1 SB SB/C1 KS PS PS/C1 WIN WON BPG BWG GE ARO ARO/C1 TPR PTP AOB APRO APPO"
for f in "$res"/trf/bbp/*.trf; do
  name=$(basename "$f" .trf)
  for year in 2024 2026; do
    args=(PTS)
    for c in $codes; do args+=("$c/V$year"); done
    (cd "$tbs" && python3 tiebreakchecker.py -i "$f" -s -t "${args[@]}" -d T) > "$out/$name.$year.tsv"
  done
  # standings after each earlier round N (-n N: the rounds after N are not counted), for StandingsAfterRoundTest
  rounds=$(python3 -c 'import sys; print(max((len(l.rstrip()) - 81) // 10 for l in open(sys.argv[1], newline="").read().replace("\r", "\n").splitlines() if l.startswith("001")))' "$f")
  mkdir -p "$out/rounds"
  for ((n = 1; n < rounds; n++)); do
    for year in 2024 2026; do
      args=(PTS)
      for c in $codes; do args+=("$c/V$year"); done
      (cd "$tbs" && python3 tiebreakchecker.py -i "$f" -s -n "$n" -t "${args[@]}" -d T) > "$out/rounds/$name.r$n.$year.tsv"
    done
  done
  # direct encounter: the checker reports ranks inside each group of equal points
  (cd "$tbs" && python3 tiebreakchecker.py -i "$f" -s -t PTS DE -d T) > "$out/$name.de.tsv"
done
# team events (hand-made, TRF with 013 team records; match points 2/1/0, the checker's default):
# values of the team codes, and the ranks of EDE / TBR / BBE inside the groups tied on match points
for f in "$out"/team/*.trf; do
  name=${f%.trf}
  case "$f" in *-rr-*) mode=-p ;; *) mode=-s ;; esac
  (cd "$tbs" && python3 tiebreakchecker.py -i "$f" $mode -t MPTS GPTS MPVGP BC EMMSB EMGSB EGMSB EGGSB BH SB -d T) > "$name.tsv"
  for tb in EDE TBR BBE; do
    (cd "$tbs" && python3 tiebreakchecker.py -i "$f" $mode -t MPTS $tb -d T) > "$name.$tb.tsv"
  done
done
ls "$out" | wc -l
