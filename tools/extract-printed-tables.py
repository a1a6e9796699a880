#!/usr/bin/env python3
"""Transcribes the schedules printed in the seeds into the pairing bundle's test data, token by
token and verbatim (misprints included): the round-robin tables of 000 appendix 1 and 001 phụ lục 1,
the English-style schedules of 000 16.2.2 / 001 30.2.2, and the 8-team schedule of 000 16.4 /
001 30.4. Usage: tools/extract-printed-tables.py SEEDS_DIR OUT_DIR"""
import re, sys, pathlib

def cells(lines):
    """Table cells of the 000 file (tab-indented, one per line) or 001 file (markdown rows)."""
    out = []
    for ln in lines:
        ln = ln.rstrip('\n')
        if ln.startswith('|'):
            row = [c.strip() for c in ln.strip('|').split('|')]
            if all(re.fullmatch(r'-+', c) for c in row):
                continue
            out.append(row)
        elif ln.startswith('\t'):
            out.append([ln.strip()])
        elif ln.strip() == '':
            out.append(None)
    return out

def rows_000(block):
    """000 prints one cell per line; a row starts with the round number."""
    rows, cur = [], None
    for c in cells(block):
        if c is None:
            if cur: rows.append(cur); cur = None
            continue
        cur = (cur or []) + c
    if cur: rows.append(cur)
    return rows

def section(text, start, end):
    i = text.index(start); j = text.index(end, i + len(start))
    return text[i:j].split('\n')

def norm(tok):
    return re.sub(r'\s+', '', tok)

def main(seeds, out):
    t0 = (seeds / '000_f40b5c1caef920b9.txt').read_text(encoding='utf-8').replace('\r', '')
    t1 = (seeds / '001_30777aca9cd836f5.txt').read_text(encoding='utf-8').replace('\r', '')
    out.mkdir(parents=True, exist_ok=True)
    # round robin, 000 appendix 1
    lines = ['# 000_f40b5c1caef920b9.txt, PHỤ LỤC 1 (BẢNG TRÌNH TỰ THI ĐẤU), verbatim: "table N" then "round: pairs"']
    heads = [m for m in re.finditer(r'Bảng cho (\d+) ?- ?(\d+) đấu thủ', t0)]
    for k, m in enumerate(heads):
        end = heads[k + 1].start() if k + 1 < len(heads) else t0.index('Trong cuộc thi đấu hệ thống vòng tròn', m.end())
        lines.append('table ' + m.group(2))
        for row in rows_000(t0[m.end():end].split('\n')):
            if re.fullmatch(r'\d+', row[0]):
                lines.append(row[0] + ': ' + ' '.join(norm(c) for c in row[1:]))
    (out / 'berger-000.txt').write_text('\n'.join(lines) + '\n', encoding='utf-8')
    # round robin, 001 phụ lục 1
    lines = ['# 001_30777aca9cd836f5.txt, Phụ lục 1 (BẢNG TRÌNH TỰ THI ĐẤU), verbatim: "table N" then "round: pairs"']
    heads = [m for m in re.finditer(r'Bảng ch\S+ (\d+) - (\d+) đ\S+ thủ', t1)]
    for k, m in enumerate(heads):
        end = heads[k + 1].start() if k + 1 < len(heads) else t1.index('Trong các cuộc thi đấu hệ vòng tròn', m.end())
        lines.append('table ' + m.group(2))
        for row in cells(t1[m.end():end].split('\n')):
            if row and re.fullmatch(r'\d+', row[0]):
                lines.append(row[0] + ': ' + ' '.join(norm(c) for c in row[1:]))
    (out / 'berger-001.txt').write_text('\n'.join(lines) + '\n', encoding='utf-8')
    # English-style schedules
    lines = ['# 000 16.2.2 (đối kháng kiểu Anh), verbatim; the 6-player table is printed transposed (A row, then B per round)']
    for n in (3, 4, 5):
        blk = section(t0, 'Đội có %d đấu thủ' % n, 'Đội có %d đấu thủ' % (n + 1))
        lines.append('table %d' % n)
        for row in rows_000(blk):
            if re.fullmatch(r'\d+', row[0]):
                lines.append(row[0] + ': ' + ' '.join(norm(c) for c in row[1:]))
    blk = section(t0, 'Đội có 6 đấu thủ', 'Quyền thi đấu')
    lines.append('table 6')
    rows = rows_000(blk)
    a = next(r[r.index('A1'):] for r in rows if 'A1' in r)
    for row in rows:
        if re.fullmatch(r'\d+', row[0]):
            lines.append(row[0] + ': ' + ' '.join(x + '-' + y for x, y in zip(a, row[1:])))
    (out / 'english-000.txt').write_text('\n'.join(lines) + '\n', encoding='utf-8')
    lines = ['# 001 30.2.2 (đối kháng kiểu Anh), verbatim']
    for n in (3, 4, 5, 6):
        blk = section(t1, 'Đội %d đấu thủ' % n, 'Đội %d đấu thủ' % (n + 1) if n < 6 else 'Quyền thi đấu')
        lines.append('table %d' % n)
        for row in cells(blk):
            if row and re.fullmatch(r'\d+', row[0]):
                lines.append(row[0] + ': ' + ' '.join(norm(c) for c in row[1:]))
    (out / 'english-001.txt').write_text('\n'.join(lines) + '\n', encoding='utf-8')
    # 8-team round robin
    for name, t, start, fmt in (('000', t0, 'Lịch thi đấu cho một giải 8 đội', 0), ('001', t1, 'Lịch thi đấu cho một giải 8 đội', 1)):
        blk = section(t, start, 'Trận đội A gặp đội H')
        rows = rows_000(blk) if fmt == 0 else [r for r in cells(blk) if r]
        lines = ['# %s team round robin for 8 teams (16.4 / 30.4), verbatim' % name, 'table 8']
        for row in rows:
            if re.fullmatch(r'\d+', row[0]):
                lines.append(row[0] + ': ' + ' '.join(norm(c) for c in row[1:] if c))
        (out / ('team8-%s.txt' % name)).write_text('\n'.join(lines) + '\n', encoding='utf-8')

if __name__ == '__main__':
    main(pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]))
