#!/usr/bin/env bash
# Live comparison with the second reference, Gacrux (pairingchecker.py of the FIDE tie-break
# server project, Python 3 + Debian's python3-networkx): re-pairs every round of each TRF and
# reports whether every recorded pairing is the one Gacrux makes.
#
#   GACRUX=/path/to/TieBreakServer-checkout tools/dutch-reference/check_gacrux.sh FILE.trf[.gz]...
#
# The checkout is made outside this repository from the public source (never committed).
set -uo pipefail
: "${GACRUX:?set GACRUX to a checkout of OttoMilvang/TieBreakServer}"
ok=0; all=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for f in "$@"; do
  all=$((all + 1))
  in=$(realpath "$f")
  case "$f" in *.gz) in=$tmp/$(basename "$f" .gz); gzip -dc "$f" > "$in";; esac
  verdict=$(cd "$GACRUX" && timeout 1800 python3 pairingchecker.py -i "$in" -c -dT 2>&1 | tail -1)
  if [ "$verdict" = "Check: True" ]; then ok=$((ok + 1)); else echo "$(basename "$f"): $verdict"; fi
done
echo "Gacrux live: $ok/$all tournaments agree on every round"
[ "$ok" -eq "$all" ]
