/**
 * Players acting through the stand-in on a bot that runs elsewhere (another process): what
 * src/tools/demo/world.ts's helpers do for an in-process bot, reading only the stand-in's messages.
 */
import { deriveSeed } from '../../cards/random.ts';
import { boardMoverId } from '../demo/mover.ts';
import { isBoard } from '../demo/world.ts';
import { controlsOf, type StandIn, type StandInUser, type StoredMessage } from '../standin/index.ts';

export interface Players {
  standIn: StandIn;
  guildId: string;
  channelId: string;
  users: StandInUser[];
}

interface Choice {
  kind: 'button' | 'select';
  customId: string;
  label: string;
  value?: string;
}

export function liveBoard(p: Players, threadId: string): StoredMessage | undefined {
  // From the newest back, over the stored list itself: probed on every event for every game, a
  // copy of the thread's messages each time cost the players more CPU than the stand-in's work.
  const all = p.standIn.world.allChannelMessages(threadId);
  for (let n = all.length - 1; n >= 0; n--) {
    const m = all[n] as StoredMessage;
    if (!m.deleted && isBoard(m)) return m;
  }
  return undefined;
}

export function choices(message: StoredMessage): Choice[] {
  const out: Choice[] = [];
  for (const c of controlsOf(message)) {
    if (c.type === 2 && !c.disabled)
      out.push({ kind: 'button', customId: String(c.custom_id), label: String(c.label) });
    if (c.type === 3)
      for (const o of c.options as { label: string; value: string }[])
        out.push({ kind: 'select', customId: String(c.custom_id), label: o.label, value: o.value });
  }
  return out;
}

const versionOf = (m: StoredMessage) => Number(choices(m)[0]?.customId.split(':')[3] ?? -1);

function press(p: Players, user: StandInUser, message: StoredMessage, choice: Choice) {
  return choice.kind === 'button'
    ? p.standIn.clickButton({ user, message, customId: choice.customId })
    : p.standIn.selectMenu({ user, message, customId: choice.customId, values: [choice.value ?? ''] });
}

/** Challenge → Accept (a long classic game); resolves with the thread once its first board is up. */
export async function startGame(p: Players, a: StandInUser, b: StandInUser): Promise<string> {
  const challenge = await p.standIn
    .runSlashCommand({
      user: a,
      guildId: p.guildId,
      channelId: p.channelId,
      name: 'abstrac',
      options: { subcommand: 'challenge', opponent: b, variant: 'classic', target: 100_000 } as never,
    })
    .response(30_000);
  const accept = choices(challenge).find((c) => c.label === 'Accept');
  if (!accept) throw new Error(`the challenge was refused: ${challenge.content}`);
  press(p, b, challenge, accept);
  const thread = await p.standIn.waitFor(
    () => /the game is on in <#(\d+)>/.exec(challenge.content)?.[1],
    30_000,
    'the thread',
  );
  await p.standIn.waitFor(() => liveBoard(p, thread), 30_000, 'the first board');
  return thread;
}

/** How long a click waits for its board before it counts as lost. */
export const LOST_MS = 30_000;

/**
 * One move in `threadId` by whoever is to move; resolves with click → next board, in ms, or
 * LOST_MS when no board came (the bot's answer missed the interaction's 3 s, say, under overload:
 * the next click on the old board then brings the game up to date, see src/session/publish.ts);
 * NaN when the thread shows no controls at all (the lost move's answer removed them).
 */
export async function move(p: Players, threadId: string, n: number): Promise<number> {
  const board = liveBoard(p, threadId);
  const pinged = board && boardMoverId(board);
  const mover = p.users.find((u) => u.id === pinged);
  if (!board || !mover) return Number.NaN; // no controls up: a lost move's game, left out by the caller
  const options = choices(board).filter((c) => c.label !== 'Hint');
  const choice = options[(deriveSeed(7, n) >>> 0) % options.length];
  if (!choice) throw new Error('no control');
  const version = versionOf(board);
  const start = performance.now();
  press(p, mover, board, choice);
  try {
    await p.standIn.waitFor(
      () => {
        const next = liveBoard(p, threadId);
        return next !== undefined && versionOf(next) > version;
      },
      LOST_MS,
      `a board newer than version ${version}`,
    );
  } catch {
    return LOST_MS;
  }
  return performance.now() - start;
}
