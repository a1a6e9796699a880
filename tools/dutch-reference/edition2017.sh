#!/usr/bin/env bash
# Live check of the 2017 edition of the Dutch system (DutchEdition.FIDE_2017, C.04.3 as in force
# 2017-2026) against bbpPairings v5.0.1 (BBP=, built from the v5.0.1 tag outside the repository).
#   tools/dutch-reference/edition2017.sh                         re-pairs every round of the committed
#                                                                 edition2017/*.trf.gz with bbpPairings v5
#                                                                 and with the Java engine (2017 edition)
#   tools/dutch-reference/edition2017.sh OUT COUNT SEED MIN MAX  generates COUNT new tournaments with the
#                                                                 Java engine (2017 edition) into OUT, then
#                                                                 has bbpPairings v5 re-pair every round
# replay_bbp.py prints each round that differs and a summary line; exit status 0 when all agree.
set -euo pipefail
: "${BBP:?set BBP to the bbpPairings v5.0.1 executable}"
here=$(cd "$(dirname "$0")" && pwd)
committed=$here/../../bundles/org.chessarbiter.pairing/src/test/resources/org/chessarbiter/pairing/dutch/edition2017
if [ $# -eq 0 ]; then
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  for f in "$committed"/*.trf.gz; do gzip -dc "$f" > "$tmp/$(basename "$f" .gz)"; done
  "$here/java-tool.sh" ReplayTrf 2017 "$tmp"/*.trf | grep -v '^OK ' || true
  exec python3 "$here/replay_bbp.py" "$tmp"/*.trf
fi
out=$1; count=$2; seed=$3; minp=${4:-10}; maxp=${5:-40}
"$here/java-tool.sh" GenerateTrf "$out" "$count" "$seed" "$minp" "$maxp" 2017
exec python3 "$here/replay_bbp.py" "$out"/e2017-*.trf
