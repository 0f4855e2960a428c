/**
 * What a turn costs a person on a phone, from the demo's players (src/tools/demo/): they learn the
 * controls from the messages the bot posts and press them through the stand-in, as a person taps.
 * The demo's games are played as `npm run demo` plays them (every Abstrac variant between the two
 * players and one against the computer, a Threedom match, a Rummy table of four) and every press
 * is counted per turn:
 * - `turn_taps_<game>_median` (and `_mean`, `_max`): taps from the board to the move, a button one
 *   tap and a menu two (open it, pick); the 💡 Hint is not part of a turn. A turn the bot played for
 *   the person (a forced move, said "(the only take)") counts in the mean as a turn of no tap;
 * - `turn_public_posts_<game>`: public messages the bot posted in the thread per turn (boards,
 *   round summaries, results), on average;
 * - `turn_self_pings_<game>`: public messages of a turn that ping the person who just acted while
 *   the turn is still theirs (should be 0: they are looking at it already), in all. A ping after
 *   another seat moved (the computer's reply, a forced move, both said in the post) or after a
 *   round ended (its summary posted first) is a new turn's, not a self ping;
 * - `turn_forced_<game>`: turns played for the person (a single legal move), in all.
 * A turn is what a demo player does between two looks at a settled thread (`World.settled`, which
 * every demo loop calls before a turn), so the bot's answer (its posts, a computer's reply) falls
 * within the turn that caused it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VARIANTS } from '../../games/abstrac/engine/index.ts';
import { DEMO_DEALS, playComputerMatch, playMatch } from '../demo/main.ts';
import { playRummyGame } from '../demo/rummy.ts';
import { computerStrategy } from '../demo/strategy.ts';
import { playThreedomMatch } from '../demo/threedom.ts';
import { startWorld } from '../demo/world.ts';
import { controlsOf, hasControl, type StandInEvent, type StandInUser, type StoredMessage } from '../standin/index.ts';
import { median, round } from './stats.ts';

interface Turn {
  thread: string;
  game: string;
  actor: string;
  taps: number;
  interactions: number;
  posts: number;
  selfPings: number;
}

export interface TapsOptions {
  seed?: number;
  deals?: number;
  threedomTarget?: number;
  rummyHands?: number;
}

/** Counts each demo player's taps, and the bot's public posts and pings, per turn. */
export class TurnMeter {
  /** The turn in progress per thread (from its first press to the next look at the settled thread). */
  readonly #open = new Map<string, Turn>();
  /** Public posts since the last look, per thread: whom they pinged, whether they say another seat
   *  moved (the 🤖 lead, a forced move), whether they are a round's summary (no controls). */
  readonly #posts = new Map<string, { pinged: string[]; other: boolean; summary: boolean }[]>();
  readonly turns: Turn[] = [];
  /** Forced moves announced, per game. */
  readonly forced = new Map<string, number>();
  readonly #games = new Map<string, string>();

  on(e: StandInEvent): void {
    if (e.type === 'interactionCreate') {
      const rec = e.interaction;
      if (rec.type !== 3 || !rec.customId) return;
      const [game] = rec.customId.split(':');
      if (!game || !this.#isTurnControl(rec.messageId, rec.customId)) return;
      this.#games.set(rec.channelId, game);
      const turn = this.#open.get(rec.channelId) ?? {
        thread: rec.channelId,
        game,
        actor: rec.userId,
        taps: 0,
        interactions: 0,
        posts: 0,
        selfPings: 0,
      };
      // A menu is two taps on a phone (open it, pick an entry); a button one.
      turn.taps += rec.values ? 2 : 1;
      turn.interactions += 1;
      this.#open.set(rec.channelId, turn);
      return;
    }
    if (e.type === 'messageCreate') {
      const m = e.message;
      if (m.visibleTo !== null) return;
      const pinged = (m.allowedMentions as { users?: string[] } | null)?.users ?? [];
      const list = this.#posts.get(m.channelId) ?? [];
      list.push({
        pinged,
        other: /🤖|\(the only take\)/.test(m.text),
        summary: controlsOf(m).length === 0 || hasControl(m, ':rematch:'),
      });
      this.#posts.set(m.channelId, list);
      if (/\(the only take\)/.test(m.text)) {
        const game = this.#games.get(m.channelId) ?? 'abstrac';
        this.forced.set(game, (this.forced.get(game) ?? 0) + (m.text.match(/\(the only take\)/g)?.length ?? 0));
      }
    }
  }

  /** The thread is settled: the turn played since the last look (if any) is over, its posts with it. */
  settled(thread: string): void {
    const posts = this.#posts.get(thread) ?? [];
    this.#posts.delete(thread);
    const turn = this.#open.get(thread);
    if (!turn) return;
    this.#open.delete(thread);
    turn.posts = posts.length;
    let newTurn = false;
    for (const post of posts) {
      newTurn ||= post.other;
      if (!newTurn && post.pinged.includes(turn.actor)) turn.selfPings += 1;
      newTurn ||= post.summary;
    }
    this.turns.push(turn);
  }

  /** A press that is part of a turn: the 💡 Hint is not (nor the challenge or lobby, outside the thread). */
  #isTurnControl(messageId: string | null, customId: string): boolean {
    return customId.split(':')[1] !== 'hint' && !this.#label(messageId, customId).includes('Hint');
  }

  #label: (messageId: string | null, customId: string) => string = () => '';

  /** How a control's label is found (from the stand-in's messages). */
  labels(find: (messageId: string | null) => StoredMessage | undefined): void {
    this.#label = (messageId, customId) => {
      const m = find(messageId);
      for (const c of m ? controlsOf(m) : []) if (c.custom_id === customId) return String(c.label ?? '');
      return '';
    };
  }

  figures(games: readonly string[]): Record<string, number> {
    const out: Record<string, number> = {};
    for (const game of games) {
      const turns = this.turns.filter((t) => t.game === game);
      const forced = this.forced.get(game) ?? 0;
      const taps = turns.map((t) => t.taps);
      out[`turn_taps_${game}_median`] = round(median(taps.length > 0 ? taps : [0]));
      out[`turn_taps_${game}_mean`] = round(taps.reduce((a, b) => a + b, 0) / Math.max(1, turns.length + forced));
      out[`turn_taps_${game}_max`] = Math.max(0, ...taps);
      out[`turn_interactions_${game}_median`] = round(
        median(turns.length > 0 ? turns.map((t) => t.interactions) : [0]),
      );
      out[`turn_public_posts_${game}`] = round(turns.reduce((a, t) => a + t.posts, 0) / Math.max(1, turns.length));
      out[`turn_self_pings_${game}`] = turns.reduce((a, t) => a + t.selfPings, 0);
      out[`turns_${game}`] = turns.length;
      out[`turn_forced_${game}`] = forced;
    }
    return out;
  }
}

/** Plays the demo's games (as `npm run demo` does, without writing its transcript) and measures every turn. */
export async function benchTaps({
  seed = 2026,
  deals = DEMO_DEALS,
  threedomTarget = 150,
  rummyHands = 2,
}: TapsOptions = {}): Promise<Record<string, number>> {
  const tmp = mkdtempSync(join(tmpdir(), 'abstrac-taps-'));
  const w = await startWorld({ storeUrl: `sqlite://${join(tmp, 'taps.sqlite')}`, players: ['Maëlle', 'Tobias'] });
  const meter = new TurnMeter();
  meter.labels((id) => (id ? w.standIn.message(id) : undefined));
  w.standIn.on('event', (e) => meter.on(e));
  // Every demo loop looks at the settled thread before a turn: the turn before it is then over.
  const settled = w.settled.bind(w);
  w.settled = async (threadId: string) => {
    await settled(threadId);
    meter.settled(threadId);
  };
  try {
    const [a, b] = w.users as [StandInUser, StandInUser];
    const strategies = { [a.id]: computerStrategy('strong', seed), [b.id]: computerStrategy('casual', seed + 1) };
    for (const [n, variant] of VARIANTS.entries())
      await playMatch(w, n % 2 === 0 ? [a, b] : [b, a], variant, strategies, deals);
    await playComputerMatch(w, a, 'strong', computerStrategy('casual', seed + 2), deals);
    if (threedomTarget > 0)
      await playThreedomMatch(w, [a, b], { [b.id]: 'strong', [a.id]: 'casual' }, threedomTarget, seed);
    if (rummyHands > 0) await playRummyGame(w, [a, b], { [a.id]: 'strong', [b.id]: 'casual' }, rummyHands, seed);
  } finally {
    await w.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  return meter.figures(['abstrac', 'threedom', 'rummy']);
}
