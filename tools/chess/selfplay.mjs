// Stockfish self-play corpus generator (reference data for the chess engine's PGN validation).
// Game state and SAN come from chess.js (npm), moves from Debian stockfish: the corpus is made
// without the project's own engine, so replaying it is an independent check.
//   node tools/chess/selfplay.mjs <games> <out.pgn> [seed] [depth] [randomPlies]
// Each game opens with `randomPlies` uniformly random legal moves (seeded), then stockfish plays
// `go depth <depth>` for both sides until chess.js reports the game over (mate, stalemate,
// insufficient material, threefold repetition, fifty moves) or 300 plies ("*").
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

const refs = process.env.ARBITER_NODE_REFS || '/opt/arbiter-refs';
const require = createRequire(refs + '/node_modules/');
const { Chess } = require('chess.js');

const [games = '10', out = 'selfplay.pgn', seedArg = '1', depthArg = '2', randomArg = '6'] = process.argv.slice(2);
let seed = BigInt(seedArg) || 1n;
function rnd(n) { // xorshift64*
  seed ^= seed >> 12n; seed ^= (seed << 25n) & 0xFFFFFFFFFFFFFFFFn; seed ^= seed >> 27n;
  return Number(((seed * 2685821657736338717n) & 0xFFFFFFFFFFFFFFFFn) % BigInt(n));
}

const sf = spawn(process.env.STOCKFISH || '/usr/games/stockfish');
let buf = '';
let waiter = null;
sf.stdout.on('data', d => {
  buf += d.toString();
  let i;
  while (waiter && (i = buf.indexOf('\n')) >= 0) {
    const line = buf.slice(0, i); buf = buf.slice(i + 1);
    if (waiter.test(line)) { const w = waiter; waiter = null; w.resolve(line); }
  }
});
const send = s => sf.stdin.write(s + '\n');
const until = (re) => new Promise(resolve => { waiter = { test: l => re.test(l), resolve }; sf.stdout.emit('data', ''); });

send('uci'); await until(/^uciok/);
send('setoption name Threads value 1');
send('isready'); await until(/^readyok/);

const pgns = [];
for (let g = 1; g <= Number(games); g++) {
  const chess = new Chess();
  const uci = [];
  send('ucinewgame');
  while (!chess.isGameOver() && uci.length < 300) {
    let move;
    if (uci.length < Number(randomArg)) {
      const ms = chess.moves({ verbose: true });
      const m = ms[rnd(ms.length)];
      move = m.from + m.to + (m.promotion || '');
    } else {
      send('position startpos' + (uci.length ? ' moves ' + uci.join(' ') : ''));
      send('go depth ' + depthArg);
      move = (await until(/^bestmove/)).split(' ')[1];
    }
    chess.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
    uci.push(move);
  }
  let result = '*';
  if (chess.isCheckmate()) result = chess.turn() === 'w' ? '0-1' : '1-0';
  else if (chess.isGameOver()) result = '1/2-1/2';
  chess.header('Event', 'Stockfish self-play', 'Site', 'Arbiter Workbench', 'Date', '2026.11.23',
    'Round', String(g), 'White', 'Stockfish', 'Black', 'Stockfish', 'Result', result);
  pgns.push(chess.pgn({ maxWidth: 79 }).replace(/\s*$/, '') + (chess.pgn().endsWith(result) ? '' : ' ' + result));
}
send('quit');
writeFileSync(out, pgns.join('\n\n') + '\n');
console.error(`wrote ${pgns.length} games to ${out}`);
