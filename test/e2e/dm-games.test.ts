/**
 * Games where the bot has no thread of its own (src/session/place.ts), through the real client and the
 * stand-in: two friends in a group DM who installed the app to their accounts, and one person in their
 * DM with the bot against the computer. Every board rides on an interaction (the click's answer and
 * its follow-ups); a restart half-way and interaction tokens that expired between two turns change
 * nothing, since the next click carries the next board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { deployCommands } from '../../src/bot/deploy.ts';
import { collections } from '../../src/session/store.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import {
  type GroupDmModel,
  type StandIn,
  type StandInUser,
  type StoredMessage,
  startStandIn,
} from '../../src/tools/standin/index.ts';
import { playOne, seededPick } from './play.ts';

let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
let group: GroupDmModel;
let standIn: StandIn;

beforeAll(async () => {
  // Discord's 3 s to answer are kept by the bot itself (it defers after 1 s); a shared test machine
  // under load can stall a cold process that long, and a lost click here has no thread to fall back to.
  standIn = await startStandIn({ settings: { interactionTimeoutMs: 15_000 } });
  w = await startWorld({ standIn });
  [alice, bob, carol] = w.users as [StandInUser, StandInUser, StandInUser];
  // Global commands, as `npm run deploy-commands` registers them without GUILD_ID.
  await deployCommands(
    { token: 'stand-in-token', clientId: w.standIn.applicationId, apiUrl: w.standIn.apiUrl },
    await CommandRegistry.load(),
  );
  w.standIn.installToUser(alice);
  w.standIn.installToUser(bob);
  group = w.standIn.createGroupDm([alice, bob, carol], 'friends');
});
afterAll(async () => {
  await w?.close();
  await standIn?.close();
});

const keyOf = (board: StoredMessage) => {
  const id = w.choices(board)[0]?.customId ?? '';
  return id.split(':')[2] ?? '';
};

/** `challenger` challenges `challenged` in the group DM; resolves once the first board is posted there. */
async function challengeInGroup(game: string, challenger: StandInUser, challenged: StandInUser, options = {}) {
  const reply = await w.standIn
    .runSlashCommand({
      user: challenger,
      channelId: group.id,
      name: game,
      options: { subcommand: 'challenge', opponent: challenged, ...options } as never,
    })
    .response();
  expect(reply.visibleTo).toBeNull();
  const accept = w.choices(reply).find((c) => c.label === 'Accept');
  if (!accept) throw new Error(`the challenge was refused: ${reply.text}`);
  await w.press(challenged, reply, accept).acknowledged();
  await w.standIn.waitFor(() => /the game is on below/.test(reply.text));
  const board = await w.standIn.waitFor(() =>
    w.standIn
      .messages(group.id)
      .filter((m) => m.visibleTo === null && w.choices(m).some((c) => c.customId.includes(':in-')))
      .at(-1),
  );
  const key = keyOf(board);
  w.track(key, group.id);
  await w.settled(key);
  return { key, reply };
}

describe('Abstrac in a group DM', () => {
  it('is challenged, accepted and played to the end there, through a restart and expired tokens', async () => {
    const { key } = await challengeInGroup('abstrac', alice, bob, { variant: 'classic', deals: 1 });
    expect(key).toMatch(/^in-\d+$/);
    const session = (await collections(w.store).sessions.get(key))?.value;
    expect(session).toMatchObject({ guildId: '@me', parentChannelId: group.id });
    const pick = seededPick(7);
    for (let moves = 1; moves < 400; moves++) {
      if (moves === 6) await w.restart();
      // Days between turns: every token so far has expired; the next click carries the next board.
      if (moves % 3 === 0) w.standIn.expireInteractionTokens();
      const { next } = await playOne(w, key, pick);
      if (/wins the match/.test(next.text)) break;
    }
    expect((await collections(w.store).sessions.get(key))?.value.status).toBe('finished');
    // Nothing went to a thread, and the bot never posted in the group DM on its own.
    expect(w.standIn.messages(group.id).some((m) => /wins the match/.test(m.text))).toBe(true);
  });
});
