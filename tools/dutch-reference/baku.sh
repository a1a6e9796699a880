#!/usr/bin/env bash
# Live check of the Baku acceleration (FIDE C.04.5.1) against bbpPairings v6.0.0 (BBP=).
#   tools/dutch-reference/baku.sh                         re-pairs every round of the committed baku-*.trf
#   tools/dutch-reference/baku.sh OUT COUNT SEED MIN MAX  generates COUNT new accelerated tournaments
#                                                         with the Java engine into OUT, then re-pairs them
# The Java engine writes its virtual points as XXA lines; bbpPairings pairs every round from them
# (its own FIDE_DUTCH_BAKU mode sizes GA differently from the FIDE text: see README.md).
set -euo pipefail
: "${BBP:?set BBP to the bbpPairings executable (v6.0.0)}"
here=$(cd "$(dirname "$0")" && pwd)
committed=$here/../../bundles/org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/dutch/baku
if [ $# -eq 0 ]; then
  exec python3 "$here/replay_bbp.py" "$committed"/*.trf
fi
out=$1; count=$2; seed=$3; minp=${4:-10}; maxp=${5:-60}
"$here/java-tool.sh" GenerateTrf "$out" "$count" "$seed" "$minp" "$maxp" baku
exec python3 "$here/replay_bbp.py" "$out"/baku-*.trf
