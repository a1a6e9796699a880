#!/usr/bin/env python3
"""same_pairs.py JAVA BBP GACRUX: compares pairing outputs in bbpPairings' format (a count, then
"white black" lines, 0 = bye) and prints e.g. "yes,yes"; "-" for a reference that wrote nothing,
"swapped" when only the colours differ on every board."""
import sys


def pairs(path):
    try:
        lines = open(path).read().split('\n')
        n = int(lines[0])
        return {tuple(map(int, l.split())) for l in lines[1:n + 1]}
    except (OSError, ValueError, IndexError):
        return None


def verdict(ours, ref):
    if ours is None or ref is None:
        return '-'
    if ours == ref:
        return 'yes'
    if ours == {(b, a) if b else (a, b) for a, b in ref}:
        return 'swapped'
    return 'no (%d differ)' % len(ours ^ ref)


java = pairs(sys.argv[1])
print(','.join(verdict(java, pairs(p)) for p in sys.argv[2:]))
