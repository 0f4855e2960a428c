/**
 * `npm run demo -- --out DIR`: the real bot against the local Discord stand-in, with nothing from
 * the internet and no token. Two scripted players, playing as the computer opponents do (strong
 * and casual), play a complete match of every Abstrac variant (challenge, accept, every move by
 * pressing the bot's buttons; each deal summary with its analysis), then one of them plays the
 * computer (strong), asking for a hint once, then a Threedom match through their private hands
 * (src/tools/demo/threedom.ts), and they look at /leaderboard and /stats. Then a Rummy game of four (the
 * two of them and two computer seats, src/tools/demo/rummy.ts).
 * Writes every image the bot posted to DIR/images and a readable DIR/transcript.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { matchView, VARIANTS, type Variant } from '../../games/abstrac/engine/index.ts';
import type { AbstracSession } from '../../games/abstrac/schema.ts';
import type { Level } from '../../games/abstrac/solver/index.ts';
import { collections } from '../../session/store.ts';
import type { StandInUser } from '../standin/index.ts';
import { playRummyGame } from './rummy.ts';
import { computerStrategy, type Strategy } from './strategy.ts';
import { playThreedomMatch } from './threedom.ts';
import { Transcript } from './transcript.ts';
import { startWorld, type World } from './world.ts';

/** Deals per demo match: short, but a complete match (the dealer alternates, a result is posted). */
export const DEMO_DEALS = 2;

/** Challenge → accept → moves until the result; returns the thread id. */
export async function playMatch(
  w: World,
  players: [StandInUser, StandInUser],
  variant: Variant,
  strategies: Record<string, Strategy>,
  deals = DEMO_DEALS,
): Promise<string> {
  const [challenger, challenged] = players;
  const { threadId } = await w.startGame(challenger, challenged, { variant, deals });
  return playThread(w, threadId, strategies);
}

/**
 * `player` challenges the bot (the computer, at `level`) and plays with `strategy`; on their
 * first turn they press **Hint** once, to show it. Returns the thread id.
 */
export async function playComputerMatch(
  w: World,
  player: StandInUser,
  level: Level,
  strategy: Strategy,
  deals = DEMO_DEALS,
): Promise<string> {
  const reply = await w
    .slash(player, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot, level, deals })
    // Generous: on a loaded machine the last match's analyses still hold the solver's threads.
    .response(60_000);
  const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.content)?.[1]);
  await w.settled(threadId);
  const board = w.liveBoard(threadId);
  const hint = board && w.choices(board).find((c) => c.label === 'Hint');
  if (board && hint) await w.press(player, board, hint).response(60_000);
  return playThread(w, threadId, { [player.id]: strategy });
}

/** Moves by each player's strategy until the match is over (the computer answers by itself). */
async function playThread(w: World, threadId: string, strategies: Record<string, Strategy>): Promise<string> {
  const { sessions } = collections(w.store);
  for (;;) {
    await w.settled(threadId);
    const doc = await sessions.get(threadId);
    if (!doc) throw new Error('the game is gone');
    if (doc.value.status === 'finished') return threadId;
    const board = w.liveBoard(threadId);
    const mover = board && w.moverOf(board);
    if (!board || !mover) throw new Error('no live board to play on');
    const strategy = strategies[mover.id];
    if (!strategy) throw new Error(`no strategy for ${mover.username}`);
    const choices = w.choices(board).filter((c) => c.label !== 'Hint');
    const game = doc.value as AbstracSession;
    const choice = strategy({ game, view: matchView(game.state), choices });
    await w.press(mover, board, choice).acknowledged();
    await w.waitForNext(threadId, doc.version);
  }
}

export interface DemoOptions {
  seed?: number;
  deals?: number;
  variants?: readonly Variant[];
  /** Also a match against the computer (default true). */
  computer?: boolean;
  /** A Threedom match to this many points between the two players (default 150; 0: none). */
  threedomTarget?: number;
  /** Hands of the Rummy game of four, two of them the computer (default 2; 0: no Rummy game). */
  rummyHands?: number;
}

export async function runDemo(
  outDir: string,
  {
    seed = 2026,
    deals = DEMO_DEALS,
    variants = VARIANTS,
    computer = true,
    threedomTarget = 150,
    rummyHands = 2,
  }: DemoOptions = {},
): Promise<{ images: number; transcript: string; ms: number }> {
  const started = performance.now();
  const tmp = mkdtempSync(join(tmpdir(), 'abstrac-demo-'));
  const w = await startWorld({ storeUrl: `sqlite://${join(tmp, 'demo.sqlite')}`, players: ['Maëlle', 'Tobias'] });
  const transcript = new Transcript(w.standIn, outDir);
  try {
    const [a, b] = w.users as [StandInUser, StandInUser];
    // The computer opponents' play (strong vs casual), pressed through the bot's buttons.
    const strategies = { [a.id]: computerStrategy('strong', seed), [b.id]: computerStrategy('casual', seed + 1) };
    for (const [n, variant] of variants.entries()) {
      transcript.heading(`Match ${n + 1}: ${variant}, ${deals} deal${deals === 1 ? '' : 's'}`);
      await playMatch(w, n % 2 === 0 ? [a, b] : [b, a], variant, strategies, deals);
    }
    if (computer) {
      transcript.heading(`Match ${variants.length + 1}: ${a.username} against the computer (strong), classic`);
      await playComputerMatch(w, a, 'strong', computerStrategy('casual', seed + 2), deals);
    }
    if (threedomTarget > 0) {
      transcript.heading(`Threedom to ${threedomTarget}: ${b.username} (strong) against ${a.username} (casual)`);
      await playThreedomMatch(w, [a, b], { [b.id]: 'strong', [a.id]: 'casual' }, threedomTarget, seed);
    }
    if (rummyHands > 0) {
      transcript.heading(`Rummy: ${a.username}, ${b.username} and two computer players, ${rummyHands} hands`);
      await playRummyGame(w, [a, b], { [a.id]: 'strong', [b.id]: 'casual' }, rummyHands, seed);
    }
    transcript.heading('Standings');
    await w.slash(a, 'leaderboard').response();
    await w.slash(b, 'stats').response();
    await w.standIn.waitFor(() => true);
  } finally {
    await w.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  return { images: transcript.images.length, transcript: transcript.save(), ms: performance.now() - started };
}

export const DEMO_USAGE = `Usage: npm run demo -- [--out DIR] [--seed N]

Runs the real bot against the local Discord stand-in (no token, no internet): a complete
match of every Abstrac variant and one against the computer. Writes every picture the bot
posted to DIR/images and a readable DIR/transcript.md (DIR: demo-out by default).
--seed N (a whole number, default 2026) changes the players' choices.
Status: 0, 1 if the demo failed, 2 for a usage error.
`;

/** The demo's options from its arguments, or the exit status and message of a usage error or --help. */
export function demoArgs(argv: string[]): { out: string; seed: number } | { status: 0 | 2; text: string } {
  let values: { out?: string; seed?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string', default: 'demo-out' },
        seed: { type: 'string', default: '2026' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { status: 2, text: `demo: ${(error as Error).message}\n\n${DEMO_USAGE}` };
  }
  if (values.help) return { status: 0, text: DEMO_USAGE };
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed))
    return { status: 2, text: `demo: --seed must be a whole number, not "${values.seed}"\n` };
  return { out: resolve(values.out ?? 'demo-out'), seed };
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const args = demoArgs(process.argv.slice(2));
  if ('status' in args) {
    (args.status === 0 ? process.stdout : process.stderr).write(args.text);
    process.exit(args.status);
  }
  const { out, seed } = args;
  runDemo(out, { seed }).then(
    (r) => {
      console.log(
        `Demo done in ${(r.ms / 1000).toFixed(1)} s: ${r.images} images in ${join(out, 'images')}, transcript ${r.transcript}`,
      );
      process.exit(0);
    },
    (err) => {
      console.error(`demo failed: ${(err as Error)?.stack ?? String(err)}`);
      process.exit(1);
    },
  );
}
