// Chess960 perft reference data from Debian stockfish (UCI_Chess960, `go perft N`).
//   node tools/chess/perft960.mjs <depth> [seed] > chess960-perft-stockfish.txt
// Positions: Chess960 start positions by Scharnagl number (computed here independently of the
// project's code), the same with the back rank emptied but for king and rooks (so that castling
// in all its forms is reachable), and positions after a few seeded random legal moves (the legal
// moves and the resulting FEN come from stockfish: `go perft 1`, `d`).
// Output lines: <label>;<fen>;<depth>;<nodes>
import { spawn } from 'node:child_process';

const depth = Number(process.argv[2] || 4);
let seed = BigInt(process.argv[3] || 960);
function rnd(n) {
  seed ^= seed >> 12n; seed ^= (seed << 25n) & 0xFFFFFFFFFFFFFFFFn; seed ^= seed >> 27n;
  return Number(((seed * 2685821657736338717n) & 0xFFFFFFFFFFFFFFFFn) % BigInt(n));
}

function backRank(n) {
  const r = Array(8).fill(null);
  r[(n % 4) * 2 + 1] = 'B'; n = Math.floor(n / 4);
  r[(n % 4) * 2] = 'B'; n = Math.floor(n / 4);
  const free = () => r.map((x, i) => x ? -1 : i).filter(i => i >= 0);
  r[free()[n % 6]] = 'Q'; n = Math.floor(n / 6);
  const kn = [[0, 1], [0, 2], [0, 3], [0, 4], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]][n];
  const f = free(); r[f[kn[0]]] = 'N'; r[f[kn[1]]] = 'N';
  const g = free(); r[g[0]] = 'R'; r[g[1]] = 'K'; r[g[2]] = 'R';
  return r;
}
const compress = s => s.replace(/1+/g, m => String(m.length));
function fen(n, bare) {
  const r = backRank(n);
  const white = r.map(p => (bare && p !== 'K' && p !== 'R') ? '1' : p).join('');
  const files = r.map((p, i) => p === 'R' ? 'ABCDEFGH'[i] : null).filter(Boolean);
  const castling = files.slice().reverse().join('') + files.slice().reverse().join('').toLowerCase();
  return `${compress(white.toLowerCase())}/pppppppp/8/8/8/8/PPPPPPPP/${compress(white)} w ${castling} - 0 1`;
}

const sf = spawn(process.env.STOCKFISH || '/usr/games/stockfish');
let buf = '';
const lines = [];
let waiter = null;
sf.stdout.on('data', d => {
  buf += d.toString();
  let i;
  while ((i = buf.indexOf('\n')) >= 0) {
    const l = buf.slice(0, i); buf = buf.slice(i + 1);
    lines.push(l);
    if (waiter && waiter.re.test(l)) { const w = waiter; waiter = null; w.resolve(lines.splice(0)); }
  }
});
const send = s => sf.stdin.write(s + '\n');
const until = re => new Promise(resolve => { waiter = { re, resolve }; });
send('uci'); await until(/^uciok/);
send('setoption name UCI_Chess960 value true');
send('isready'); await until(/^readyok/);

async function perft(f, d) {
  send('position fen ' + f); send('go perft ' + d);
  const out = await until(/^Nodes searched/);
  return { nodes: Number(out[out.length - 1].split(':')[1]), moves: out.filter(l => /^[a-h][1-8][a-h][1-8][qrbn]?:/.test(l)).map(l => l.split(':')[0]) };
}
async function after(f, moves) {
  send('position fen ' + f + ' moves ' + moves.join(' ')); send('d');
  const out = await until(/^Checkers/);
  return out.find(l => l.startsWith('Fen: ')).slice(5);
}

const numbers = [0, 1, 100, 200, 300, 359, 400, 518, 600, 700, 800, 959];
for (const n of numbers) {
  for (const bare of [false, true]) {
    const start = fen(n, bare);
    const label = `${n}${bare ? ' bare' : ''}`;
    console.log(`${label};${start};${depth};${(await perft(start, depth)).nodes}`);
    let f = start; const played = [];
    for (let k = 0; k < 6; k++) {
      const { moves } = await perft(f, 1);
      if (!moves.length) break;
      played.push(moves[rnd(moves.length)]);
      f = await after(start, played);
    }
    console.log(`${label} +${played.join(',')};${f};${depth};${(await perft(f, depth)).nodes}`);
  }
}
send('quit');
