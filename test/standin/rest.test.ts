import { AttachmentBuilder, ChannelType, type Client, DiscordAPIError, HTTPError, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOT, Perm } from '../../src/tools/standin/index.ts';
import { connect, world } from './helpers.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  const w = await world();
  cleanups.push(() => w.standIn.close());
  const client: Client = await connect(w.standIn);
  cleanups.push(() => client.destroy());
  const general = client.channels.cache.get(w.channelId) as TextChannel;
  return { ...w, client, general };
}

describe('channel messages', () => {
  it('keeps a multipart PNG attachment with its filename, embeds and allowed mentions; edits keep history', async () => {
    const w = await setup();
    const sent = await w.general.send({
      content: 'board',
      embeds: [{ title: 'Abstrac', image: { url: 'attachment://board.png' } }],
      files: [new AttachmentBuilder(PNG, { name: 'board.png' })],
      allowedMentions: { parse: [] },
    });
    const stored = w.standIn.message(sent.id);
    expect(stored?.attachments).toHaveLength(1);
    const file = stored?.attachments[0];
    expect(file?.filename).toBe('board.png');
    expect(file?.contentType).toBe('image/png');
    expect([...(file?.data.subarray(0, 4) ?? [])]).toEqual(PNG_MAGIC);
    expect(file?.data.equals(PNG)).toBe(true);
    expect(stored?.embeds).toEqual([expect.objectContaining({ title: 'Abstrac' })]);
    expect(stored?.allowedMentions).toEqual({ parse: [] });
    expect(sent.attachments.first()?.name).toBe('board.png');
    // The attachment URL serves the bytes back.
    const res = await fetch(file?.url ?? '');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const edited = await sent.edit({ content: 'board v2', files: [new AttachmentBuilder(PNG, { name: 'v2.png' })] });
    expect(edited.content).toBe('board v2');
    const after = w.standIn.message(sent.id);
    // discord.js lists the new file in `attachments`, which (as on Discord) replaces the old list.
    expect(after?.attachments.map((a) => a.filename)).toEqual(['v2.png']);
    await sent.edit({ attachments: [] });
    expect(w.standIn.message(sent.id)?.attachments).toEqual([]);
    expect(after?.history.map((v) => v.content)).toEqual(['board', 'board v2']);
    const fetched = await w.general.messages.fetch({ message: sent.id, force: true });
    expect(fetched.content).toBe('board v2');
  });

  it('records unknown routes as Discord-style 404s', async () => {
    const w = await setup();
    await expect(w.client.rest.get('/guilds/1/emojis/2')).rejects.toMatchObject({ status: 404 });
    expect(w.standIn.unknownRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /guilds/1/emojis/2']);
  });
});

describe('threads', () => {
  it('creates a private thread, adds members, and the client resolves it', async () => {
    const w = await setup();
    const thread = await w.general.threads.create({
      name: 'abstrac-1',
      type: ChannelType.PrivateThread,
      invitable: false,
    });
    expect(thread.type).toBe(ChannelType.PrivateThread);
    await thread.members.add(w.alice.id);
    await thread.members.add(w.bob.id);
    const model = w.standIn.channel(thread.id);
    expect(model?.parentId).toBe(w.channelId);
    expect([...(model?.memberIds ?? [])].sort()).toEqual([w.standIn.bot.id, w.alice.id, w.bob.id].sort());
    expect(w.standIn.threads(w.channelId).map((t) => t.name)).toEqual(['abstrac-1']);
    w.client.channels.cache.delete(thread.id);
    const fetched = await w.client.channels.fetch(thread.id);
    expect(fetched?.isThread() && fetched.parentId).toBe(w.channelId);
    const me = w.client.guilds.cache.get(w.guild.id)?.members.me;
    expect(fetched?.isThread() && me && fetched.permissionsFor(me)?.has('SendMessagesInThreads')).toBe(true);
    await thread.send('your move');
    expect(w.standIn.messages(thread.id).map((m) => m.content)).toEqual(['your move']);
    await thread.setLocked(true);
    await thread.setArchived(true);
    expect(w.standIn.channel(thread.id)).toMatchObject({ archived: true, locked: true });
    await expect(thread.send('late')).rejects.toMatchObject({ code: 50083 });
    await expect(thread.members.add(w.alice.id)).rejects.toMatchObject({ code: 50083 });
  });

  it('lists active threads of a guild', async () => {
    const w = await setup();
    const open = await w.general.threads.create({ name: 'open', type: ChannelType.PrivateThread });
    const done = await w.general.threads.create({ name: 'done', type: ChannelType.PrivateThread });
    await done.setArchived(true);
    const active = await w.client.guilds.cache.get(w.guild.id)?.channels.fetchActiveThreads();
    expect(active?.threads.map((t) => t.id)).toEqual([open.id]);
  });

  it('starts a public thread from a message with the message id, and rejects unknown members', async () => {
    const w = await setup();
    const message = await w.general.send('lobby');
    const thread = await message.startThread({ name: 'game' });
    expect(thread.id).toBe(message.id);
    expect(thread.type).toBe(ChannelType.PublicThread);
    const stranger = w.standIn.createUser('stranger');
    await expect(thread.members.add(stranger.id)).rejects.toMatchObject({ code: 10007 });
  });
});

describe('permissions and faults', () => {
  it('answers 403 Missing Permissions when the bot lacks a permission', async () => {
    const w = await setup();
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~(Perm.AttachFiles | Perm.CreatePrivateThreads));
    await expect(w.general.send({ files: [new AttachmentBuilder(PNG, { name: 'x.png' })] })).rejects.toMatchObject({
      status: 403,
      code: 50013,
    });
    await expect(w.general.threads.create({ name: 't', type: ChannelType.PrivateThread })).rejects.toMatchObject({
      code: 50013,
    });
    await w.general.send('text still works');
    w.standIn.setChannelOverwrite(w.channelId, { id: w.standIn.bot.id, type: 1, allow: 0n, deny: Perm.ViewChannel });
    await expect(w.general.send('hidden')).rejects.toMatchObject({ status: 403, code: 50001 });
  });

  it('archiving or locking a thread, even its own, needs Manage Threads; unarchiving an unlocked one does not', async () => {
    const w = await setup();
    const thread = await w.general.threads.create({ name: 'game', type: ChannelType.PrivateThread });
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.ManageThreads);
    await expect(thread.edit({ locked: true, archived: true })).rejects.toMatchObject({ status: 403, code: 50013 });
    await expect(thread.setArchived(true)).rejects.toMatchObject({ status: 403, code: 50013 });
    await expect(thread.setName('renamed')).rejects.toMatchObject({ status: 403, code: 50013 });
    expect(w.standIn.channel(thread.id)).toMatchObject({ archived: false, locked: false, name: 'game' });
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT);
    await thread.setArchived(true);
    // An archived thread takes an edit only in the request that unarchives it.
    await expect(thread.setName('renamed')).rejects.toMatchObject({ status: 400, code: 50083 });
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.ManageThreads);
    await thread.setArchived(false);
    expect(w.standIn.channel(thread.id)).toMatchObject({ archived: false });
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT);
    await thread.edit({ locked: true, archived: true });
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.ManageThreads);
    // A locked thread is unarchived only with Manage Threads.
    await expect(thread.setArchived(false)).rejects.toMatchObject({ status: 403, code: 50013 });
  });

  it('a 429 with Retry-After is retried by discord.js: two requests, then success', async () => {
    const w = await setup();
    const fault = w.standIn.failRoute({
      method: 'POST',
      route: '/channels/:channelId/messages',
      status: 429,
      retryAfter: 0.2,
    });
    const started = Date.now();
    const sent = await w.general.send('after rate limit');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(fault.hits).toBe(1);
    const posts = w.standIn.requests.filter((r) => r.method === 'POST' && r.route === '/channels/:channelId/messages');
    expect(posts.map((r) => r.status)).toEqual([429, 200]);
    expect(w.standIn.message(sent.id)?.content).toBe('after rate limit');
  });

  it('a global 429 is waited out and retried too', async () => {
    const w = await setup();
    w.standIn.failRoute({ route: '/channels/:channelId', method: 'GET', status: 429, retryAfter: 0.1, global: true });
    const started = Date.now();
    const fetched = await w.client.rest.get(`/channels/${w.channelId}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(fetched).toMatchObject({ id: w.channelId, name: 'general' });
  });

  it('a persistent 5xx surfaces as an HTTPError after discord.js retries', async () => {
    const w = await setup();
    const fault = w.standIn.failRoute({ route: `/channels/${w.channelId}/messages`, status: 503, times: Infinity });
    const err = await w.general.send('nope').catch((e) => e);
    expect(err).toBeInstanceOf(HTTPError);
    expect(err.status).toBe(503);
    expect(fault.hits).toBe(4); // one try plus `retries: 3`
    fault.clear();
    await w.general.send('recovered');
    expect(w.standIn.messages(w.channelId).map((m) => m.content)).toEqual(['recovered']);
  });

  it('an injected 403 carries Missing Permissions (50013) and applies N times', async () => {
    const w = await setup();
    w.standIn.failRoute({ method: 'POST', route: /\/threads$/, status: 403, times: 1 });
    const err = await w.general.threads.create({ name: 't' }).catch((e) => e);
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect(err).toMatchObject({ status: 403, code: 50013 });
    const thread = await w.general.threads.create({ name: 't' });
    expect(w.standIn.channel(thread.id)?.name).toBe('t');
  });
});

describe('embeds without Embed Links', () => {
  it('are dropped from channel messages; an embed-only message is refused', async () => {
    const w = await setup();
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.EmbedLinks);
    const embeds = [{ title: 'Board' }];
    await expect(w.general.send({ embeds })).rejects.toMatchObject({ status: 403, code: 50013 });
    const sent = await w.general.send({ content: 'text', embeds });
    expect(w.standIn.message(sent.id)?.embeds).toEqual([]);
    await expect(sent.edit({ content: '', embeds })).rejects.toMatchObject({ status: 400, code: 50006 });
    expect(w.standIn.message(sent.id)?.content).toBe('text');
  });
});
