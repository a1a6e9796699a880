#!/usr/bin/env bash
# Grows the reference corpus: generates varied tournaments with the Java engine
# (GenerateTrf --varied: every file read back and replayed by the Java engine), then verifies each
# file live with both references (replay_bbp.py, check_gacrux.sh). Resumable: a chunk already
# generated is not generated again, a file with a verdict is not checked again.
#
#   BBP=... GACRUX=... tools/dutch-reference/corpus.sh WORK_DIR PLAN
#
# PLAN has one chunk a line: "COUNT FIRST_SEED MIN_PLAYERS MAX_PLAYERS" (# comments allowed).
# Results: WORK_DIR/verdicts (one line a file: name java bbp gacrux), WORK_DIR/verified/ (files
# every engine agrees on, ready to be committed), WORK_DIR/disagree/ (files to analyse, with the
# references' reports), WORK_DIR/corpus.log. Run it with nice, one at a time, in the background.
set -uo pipefail
: "${BBP:?set BBP to the bbpPairings executable}" "${GACRUX:?set GACRUX to a Gacrux checkout}"
here=$(cd "$(dirname "$0")" && pwd)
work=$1; plan=$2
mkdir -p "$work/gen" "$work/verified" "$work/disagree"
touch "$work/verdicts"
export ARBITER_TOOL_CLASSES=${ARBITER_TOOL_CLASSES:-$work/classes}
mkdir -p "$ARBITER_TOOL_CLASSES"
log() { echo "$(date -u +%H:%M:%S) $*" >> "$work/corpus.log"; }
grep -v '^#' "$plan" | while read -r count seed minp maxp; do
  [ -n "${count:-}" ] || continue
  chunk=$work/gen/$seed-$count-$minp-$maxp
  if [ ! -f "$chunk/.done" ]; then
    mkdir -p "$chunk"
    t0=$(date +%s)
    "$here/java-tool.sh" GenerateTrf --varied "$chunk" "$count" "$seed" "$minp" "$maxp" > "$chunk/java.txt" 2>&1 \
      && touch "$chunk/.done"
    log "generated $chunk in $(( $(date +%s) - t0 )) s: $(grep -c '^OK' "$chunk/java.txt") OK," \
      "$(grep -c '^SHORT' "$chunk/java.txt") short, $(grep -c '^DIFF' "$chunk/java.txt") java differences"
  fi
  grep -E '^(OK|DIFF) ' "$chunk/java.txt" | while read -r java name _; do
    grep -q "^$name " "$work/verdicts" && continue
    f=$chunk/$name
    t0=$(date +%s)
    bbp_out=$("$here/replay_bbp.py" "$f" 2>&1); bbp=$?
    t1=$(date +%s)
    gac_out=$("$here/check_gacrux.sh" "$f" 2>&1); gac=$?
    t2=$(date +%s)
    v="$name java=$java bbp=$([ $bbp = 0 ] && echo ok || echo DIFF) gacrux=$([ $gac = 0 ] && echo ok || echo DIFF)"
    v="$v bbp_s=$((t1 - t0)) gacrux_s=$((t2 - t1))"
    if [ "$java" = OK ] && [ $bbp = 0 ] && [ $gac = 0 ]; then
      cp "$f" "$work/verified/"
    else
      cp "$f" "$work/disagree/"
      { grep "^DIFF $name" "$chunk/java.txt"; echo "$bbp_out"; echo "$gac_out"; } > "$work/disagree/$name.report"
    fi
    echo "$v" >> "$work/verdicts"
  done
done
log "plan done: $(ls "$work/verified" | wc -l) verified, $(ls "$work/disagree" | grep -vc report) to analyse"
