/**
 * Delivering an interaction to two sessions of one bot on the same shard (two processes during a
 * rolling deploy): to the newest only (Discord's normal case), to all, or to one chosen session;
 * the first acknowledgement wins and the other is refused with 40060.
 */
import type { Client, Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, world } from './helpers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

/** Two clients of one bot, each logging the interactions it receives and answering them. */
async function twoClients() {
  const w = await world();
  cleanups.push(() => w.standIn.close());
  const got: string[][] = [[], []];
  const clients: Client[] = [];
  const sessions: string[] = [];
  for (const n of [0, 1]) {
    const client = await connect(w.standIn);
    cleanups.push(() => client.destroy());
    clients.push(client);
    const id = w.standIn.connectedSessions.find((s) => !sessions.includes(s));
    if (!id) throw new Error('no new session');
    sessions.push(id);
    client.on('interactionCreate', (i: Interaction) => {
      got[n]?.push(i.id);
      if (i.isChatInputCommand()) void i.reply(`from ${n}`).catch(() => undefined);
    });
  }
  const ping = (deliverTo?: Parameters<typeof w.standIn.runSlashCommand>[0]['deliverTo']) =>
    w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'ping', deliverTo });
  return { w, got, sessions, ping };
}

describe('interaction delivery to two sessions of one shard', () => {
  it('goes to the newest session by default', async () => {
    const { got, sessions, ping } = await twoClients();
    const h = ping();
    expect((await h.response()).content).toBe('from 1');
    expect(h.record.deliveredTo).toEqual([sessions[1]]);
    expect(got).toEqual([[], [h.id]]);
  });

  it("goes to one chosen session with { session }, and to both with 'all': the first answer wins", async () => {
    const { w, got, sessions, ping } = await twoClients();
    const first = ping({ session: sessions[0] as string });
    expect((await first.response()).content).toBe('from 0');
    expect(got).toEqual([[first.id], []]);
    const both = ping('all');
    await w.standIn.waitFor(() => both.record.callbacks.length === 2, 10_000, 'both answers');
    expect(both.record.deliveredTo.sort()).toEqual([...sessions].sort());
    expect(got.map((ids) => ids.includes(both.id))).toEqual([true, true]);
    expect(both.record.callbacks.map((c) => c.status).sort()).toEqual([204, 400]);
    expect(w.standIn.messages(w.channelId).filter((m) => m.interactionId === both.id)).toHaveLength(1);
  });

  it("is 'all' for every interaction when settings.interactionDelivery says so", async () => {
    const { w, sessions, ping } = await twoClients();
    w.standIn.settings.interactionDelivery = 'all';
    const h = ping();
    await h.acknowledged();
    expect(h.record.deliveredTo.sort()).toEqual([...sessions].sort());
  });
});
