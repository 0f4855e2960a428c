/**
 * Request bodies against Discord's OpenAPI description, and the documented limits the schema does not carry:
 * each refused body gets Discord's 400 / 50035 with an `errors` tree naming the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { channelRoutes } from '../../src/tools/standin/routes-channels.ts';
import { interactionRoutes } from '../../src/tools/standin/routes-interactions.ts';
import { miscRoutes } from '../../src/tools/standin/routes-misc.ts';
import { threadRoutes } from '../../src/tools/standin/routes-threads.ts';
import { dmRoutes } from '../../src/tools/standin/dms.ts';
import { hasSpecBody, specPathFor } from '../../src/tools/standin/openapi.ts';
import type { Hub } from '../../src/tools/standin/hub.ts';
import type { StandIn } from '../../src/tools/standin/index.ts';
import { connect, world } from './helpers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function api(standIn: StandIn, method: string, path: string, body?: unknown) {
  const res = await fetch(`${standIn.apiUrl}/v10${path}`, {
    method,
    headers: { authorization: 'Bot t', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function setup() {
  const w = await world();
  cleanups.push(() => w.standIn.close());
  const post = (body: unknown) => api(w.standIn, 'POST', `/channels/${w.channelId}/messages`, body);
  return { ...w, post };
}

const row = (...components: unknown[]) => ({ type: 1, components });
const button = (custom_id: string, label = 'Go') => ({ type: 2, style: 1, label, custom_id });

/** The `_errors` list at `path` of a 50035 answer. */
function errorsAt(res: { status: number; body: Record<string, unknown> }, path: string[]) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
  let node = res.body.errors as Record<string, unknown>;
  for (const key of path) node = node?.[key] as Record<string, unknown>;
  return (node?._errors ?? []) as { code: string; message: string }[];
}

describe('the spec', () => {
  it('is the copy beside the repository when there is one (CI: ../shared)', () => {
    const shared = new URL('../../../shared/discord-openapi.json', import.meta.url);
    const ours = readFileSync(new URL('../../src/tools/standin/spec/discord-openapi.json', import.meta.url));
    expect(JSON.parse(ours.toString('utf8')).openapi).toBe('3.1.0');
    if (existsSync(shared)) expect(ours.equals(readFileSync(shared))).toBe(true);
  });

  it('describes every route of the stand-in that takes a body', () => {
    const hub = {} as Hub;
    const routes = [
      ...channelRoutes(hub),
      ...threadRoutes(hub),
      ...interactionRoutes(hub),
      ...miscRoutes(hub, () => '', { shards: 1, maxConcurrency: 1 }),
      ...dmRoutes(hub),
    ];
    const unmapped = routes.filter((r) => !r.pattern.startsWith('/attachments/') && !specPathFor(r.pattern));
    expect(unmapped.map((r) => `${r.method} ${r.pattern}`)).toEqual([]);
    const withBody = routes.filter((r) => hasSpecBody(r.method, r.pattern)).map((r) => `${r.method} ${r.pattern}`);
    expect(withBody).toEqual(
      expect.arrayContaining([
        'POST /channels/:channelId/messages',
        'PATCH /channels/:channelId/messages/:messageId',
        'PATCH /channels/:channelId',
        'POST /channels/:channelId/threads',
        'POST /channels/:channelId/messages/:messageId/threads',
        'POST /interactions/:id/:token/callback',
        'POST /webhooks/:appId/:token',
        'PATCH /webhooks/:appId/:token/messages/:messageId',
        'PUT /applications/:appId/commands',
        'PUT /applications/:appId/guilds/:guildId/commands',
        'POST /users/@me/channels',
      ]),
    );
  });
});

describe('bodies the schema refuses', () => {
  it('a field of the wrong type', async () => {
    const { post } = await setup();
    const res = await post({ content: 5 });
    expect(errorsAt(res, ['content'])[0]?.code).toBe('BASE_TYPE_BAD_TYPE');
  });

  it('a button label over 80 characters, named by its path', async () => {
    const { post } = await setup();
    const res = await post({ components: [row(button('a', 'x'.repeat(81)))] });
    expect(errorsAt(res, ['components', '0', 'components', '0', 'label'])).toEqual([
      { code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 80 or fewer in length.' },
    ]);
    expect((await post({ components: [row(button('a', 'x'.repeat(80)))] })).status).toBe(200);
  });

  it('a custom_id over 100 characters', async () => {
    const { post } = await setup();
    const res = await post({ components: [row(button('c'.repeat(101)))] });
    // Only the field: not the other component types' refusals of the same object.
    expect(res.body.errors).toEqual({
      components: {
        0: {
          components: {
            0: {
              custom_id: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' }] },
            },
          },
        },
      },
    });
  });

  it('a select menu of more than 25 options, or of none', async () => {
    const { post } = await setup();
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `o${i}`, value: `v${i}` }));
    const menu = (n: number) => row({ type: 3, custom_id: 'm', options: options(n) });
    expect(errorsAt(await post({ components: [menu(26)] }), ['components', '0', 'components', '0', 'options'])).toEqual(
      [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' }],
    );
    expect(
      errorsAt(await post({ components: [menu(0)] }), ['components', '0', 'components', '0', 'options'])[0]?.code,
    ).toBe('BASE_TYPE_MIN_LENGTH');
    expect((await post({ components: [menu(25)] })).status).toBe(200);
  });

  it('an attachment description (alt text) over 1,024 characters', async () => {
    const { post } = await setup();
    const res = await post({ content: 'x', attachments: [{ id: '0', description: 'd'.repeat(1025) }] });
    expect(errorsAt(res, ['attachments', '0', 'description'])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
  });

  it('embed fields past their limits: title 256, description 4,096, 25 fields, field value 1,024, footer 2,048', async () => {
    const { post } = await setup();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ title: 't'.repeat(257) }, ['title']],
      [{ description: 'd'.repeat(4097) }, ['description']],
      [{ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }, ['fields']],
      [{ fields: [{ name: 'n', value: 'v'.repeat(1025) }] }, ['fields', '0', 'value']],
      [{ footer: { text: 'f'.repeat(2049) } }, ['footer', 'text']],
      [{ author: { name: 'a'.repeat(257) } }, ['author', 'name']],
    ];
    for (const [embed, path] of cases) {
      expect(errorsAt(await post({ embeds: [embed] }), ['embeds', '0', ...path])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
    }
  });

  it('an unknown component type', async () => {
    const { post } = await setup();
    const res = await post({ components: [row({ type: 99, custom_id: 'x' })] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(50035);
  });

  it('an interaction callback of an unknown type, and a reply whose data breaks the schema', async () => {
    const w = await setup();
    const client = await connect(w.standIn);
    cleanups.push(() => client.destroy());
    const h = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'x' });
    const path = `/interactions/${h.record.id}/${h.record.token}/callback`;
    const unknown = await api(w.standIn, 'POST', path, { type: 42 });
    expect(errorsAt(unknown, ['type'])[0]?.code).toBe('BASE_TYPE_CHOICES');
    expect(Object.keys(unknown.body.errors)).toEqual(['type']);
    const long = await api(w.standIn, 'POST', path, { type: 4, data: { content: 'x'.repeat(2001) } });
    expect(errorsAt(long, ['data', 'content'])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
    expect(h.record.ack).toBeNull();
    expect((await api(w.standIn, 'POST', path, { type: 4, data: { content: 'ok' } })).status).toBe(204);
  });

  it('a thread name over 100 characters', async () => {
    const w = await setup();
    const res = await api(w.standIn, 'POST', `/channels/${w.channelId}/threads`, { name: 'n'.repeat(101), type: 12 });
    expect(errorsAt(res, ['name'])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
    expect(Object.keys(res.body.errors)).toEqual(['name']);
  });

  it('accepts default_member_permissions as the docs type it (a string), where the spec says integer', async () => {
    const w = await setup();
    const cmd = { name: 'settings', description: 'd', type: 1, default_member_permissions: '32' };
    const res = await api(w.standIn, 'PUT', `/applications/${w.standIn.applicationId}/commands`, [cmd]);
    expect(res.status).toBe(200);
    const bad = await api(w.standIn, 'PUT', `/applications/${w.standIn.applicationId}/commands`, [
      { ...cmd, description: 'd'.repeat(101) },
    ]);
    expect(errorsAt(bad, ['0', 'description'])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
  });
});

describe('documented limits the schema does not carry', () => {
  it('content of 2,000 characters (the spec allows 4,000)', async () => {
    const { post } = await setup();
    expect(errorsAt(await post({ content: 'x'.repeat(2001) }), ['content'])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
    expect((await post({ content: 'x'.repeat(2000) })).status).toBe(200);
  });

  it('5 action rows without Components V2', async () => {
    const { post } = await setup();
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(button(`b${i}`)));
    expect(errorsAt(await post({ components: rows(6) }), ['components'])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
    expect((await post({ components: rows(5) })).status).toBe(200);
  });

  it('only action rows at the top without Components V2', async () => {
    const { post } = await setup();
    const res = await post({ components: [{ type: 10, content: 'hello' }] });
    expect(errorsAt(res, ['components', '0'])[0]?.message).toMatch(/IS_COMPONENTS_V2/);
    expect((await post({ flags: 1 << 15, components: [{ type: 10, content: 'hello' }] })).status).toBe(200);
  });

  it('Components V2: no content or embeds', async () => {
    const { post } = await setup();
    const text = { type: 10, content: 'hello' };
    const withContent = await post({ flags: 1 << 15, content: 'hi', components: [text] });
    expect(errorsAt(withContent, ['content'])[0]?.code).toBe('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
    const withEmbed = await post({ flags: 1 << 15, embeds: [{ title: 't' }], components: [text] });
    expect(errorsAt(withEmbed, ['embeds'])[0]?.code).toBe('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
  });

  it('Components V2: 40 components in all, nested ones counted', async () => {
    const { post } = await setup();
    // 8 rows of 5 buttons = 8 + 40 components.
    const rows = Array.from({ length: 8 }, (_, r) => row(...Array.from({ length: 5 }, (_, i) => button(`b${r}-${i}`))));
    expect(errorsAt(await post({ flags: 1 << 15, components: rows }), ['components'])[0]?.code).toBe(
      'BASE_TYPE_MAX_LENGTH',
    );
    // 6 rows of 5 = 36 components.
    expect((await post({ flags: 1 << 15, components: rows.slice(0, 6) })).status).toBe(200);
  });

  it('Components V2: 4,000 characters of text in all', async () => {
    const { post } = await setup();
    const texts = (n: number) => [
      { type: 10, content: 'a'.repeat(2000) },
      { type: 10, content: 'b'.repeat(n) },
    ];
    const res = await post({ flags: 1 << 15, components: texts(2001) });
    expect(errorsAt(res, ['components', '1', 'content'])[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
    expect((await post({ flags: 1 << 15, components: texts(2000) })).status).toBe(200);
  });

  it('an edit of a Components V2 message keeps its limits without repeating the flag', async () => {
    const { standIn, channelId, post } = await setup();
    const sent = await post({ flags: 1 << 15, components: [{ type: 10, content: 'hello' }] });
    const res = await api(standIn, 'PATCH', `/channels/${channelId}/messages/${sent.body.id}`, { content: 'hi' });
    expect(errorsAt(res, ['content'])[0]?.code).toBe('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
  });

  it('Components V2: the flag is never taken off, and an edit turns it on only for a deferred answer', async () => {
    const { standIn, channelId, post } = await setup();
    const card = { flags: 1 << 15, components: [{ type: 10, content: 'hello' }] };
    const v2 = await post(card);
    const off = await api(standIn, 'PATCH', `/channels/${channelId}/messages/${v2.body.id}`, {
      flags: 0,
      components: [{ type: 10, content: 'bye' }],
    });
    expect(errorsAt(off, ['flags'])[0]?.code).toBe('MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG');
    const classic = await post({ content: 'a board' });
    const on = await api(standIn, 'PATCH', `/channels/${channelId}/messages/${classic.body.id}`, {
      ...card,
      content: '',
    });
    expect(errorsAt(on, ['flags'])[0]?.code).toBe('MESSAGE_CANNOT_CONVERT_TO_COMPONENTS_V2');
    // The card's own edits keep it a card.
    const again = await api(standIn, 'PATCH', `/channels/${channelId}/messages/${v2.body.id}`, card);
    expect(again.status).toBe(200);
    expect(standIn.message(v2.body.id)?.text).toBe('hello');
  });

  it('Components V2: a picture is shown only where a component names one of the attachments', async () => {
    const { post } = await setup();
    const gallery = { type: 12, items: [{ media: { url: 'attachment://board.png' }, description: 'the board' }] };
    const res = await post({ flags: 1 << 15, components: [{ type: 17, components: [gallery] }] });
    expect(errorsAt(res, ['components'])[0]?.code).toBe('UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND');
  });

  it("6,000 characters across a message's embeds", async () => {
    const { post } = await setup();
    const embeds = (n: number) => [{ description: 'd'.repeat(4000) }, { description: 'e'.repeat(n) }];
    expect(errorsAt(await post({ embeds: embeds(2001) }), ['embeds'])[0]?.code).toBe('MAX_EMBED_SIZE_EXCEEDED');
    expect((await post({ embeds: embeds(2000) })).status).toBe(200);
  });

  it('custom ids unique within a message', async () => {
    const { post } = await setup();
    const res = await post({ components: [row(button('same'), button('same'))] });
    expect(errorsAt(res, ['components', '0', 'components', '1', 'custom_id'])[0]?.code).toBe(
      'COMPONENT_CUSTOM_ID_DUPLICATED',
    );
  });
});
