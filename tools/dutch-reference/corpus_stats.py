#!/usr/bin/env python3
"""corpus_stats.py DIR: what the committed reference corpus holds (for tools/dutch-reference/README.md):
files and rounds by kind and size band, rounds per file, and how many files have forfeits,
half-point byes, pairing-allocated byes, late entries, withdrawals and odd player counts."""
import collections
import gzip
import os
import re
import sys

BANDS = [(10, 16), (17, 49), (50, 99), (100, 199), (200, 300)]


def read(path):
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rt', encoding='utf-8') as f:
        return [l for l in f.read().replace('\r', '\n').split('\n') if l.startswith('001')]


def cells(line):
    out, at = [], 91
    while at < len(line):
        c = line[at:at + 8].ljust(8)
        if not c.strip():
            break
        out.append(c)
        at += 10
    return out


def features(lines):
    rounds = max(len(cells(l)) for l in lines)
    f = set()
    for l in lines:
        cs = cells(l)
        codes = [c[7] for c in cs]
        if '+' in codes or '-' in codes:
            f.add('forfeits')
        if 'H' in codes:
            f.add('half-point byes')
        if 'U' in codes:
            f.add('pairing-allocated byes')
        absent = [c[:4].strip() in ('', '0000') and c[7] in 'Z-' for c in cs]
        played = [i for i, c in enumerate(cs) if c[:4].strip() not in ('', '0000') or c[7] in 'UH']
        if played and played[0] > 0 and all(absent[:played[0]]):
            f.add('late entries')
        if played and (len(cs) < rounds or (played[-1] < rounds - 1 and all(absent[played[-1] + 1:]))):
            f.add('withdrawals')
    if len(lines) % 2:
        f.add('odd player counts')
    return rounds, f


def main(d):
    kinds = collections.Counter()
    band_files = collections.Counter()
    band_rounds = collections.Counter()
    per_rounds = collections.Counter()
    feats = collections.Counter()
    total = 0
    for name in sorted(os.listdir(d)):
        m = re.match(r'(gen|java)-(\d+)-p(\d+)-r(\d+)\.trf(\.gz)?$', name)
        if not m:
            continue
        lines = read(os.path.join(d, name))
        rounds, f = features(lines)
        players = int(m.group(3))
        kinds[m.group(1) + ('.gz' if m.group(5) else '')] += 1
        band = next(b for b in BANDS if b[0] <= players <= b[1])
        band_files[band] += 1
        band_rounds[band] += rounds
        per_rounds[rounds] += 1
        feats.update(f)
        total += rounds
    n = sum(kinds.values())
    print('files: %d (%s), rounds: %d' % (n, ', '.join('%s %d' % kv for kv in sorted(kinds.items())), total))
    print('| players | files | rounds |\n| --- | --- | --- |')
    for b in BANDS:
        print('| %d-%d | %d | %d |' % (b[0], b[1], band_files[b], band_rounds[b]))
    print('rounds per file: ' + ', '.join('%d: %d' % kv for kv in sorted(per_rounds.items())))
    print('files with: ' + ', '.join('%s %d' % kv for kv in sorted(feats.items())))


if __name__ == '__main__':
    main(sys.argv[1])
