/**
 * The health and metrics port, for real: the bot logged in to the stand-in, the server on port 0,
 * and /healthz, /readyz and /metrics fetched over HTTP while the bot answers, after the store
 * closes and after the gateway disconnects.
 */
import { SlashCommandBuilder } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlashCommand } from '../../src/bot/types.ts';
import { botReadinessChecks } from '../../src/ops/checks.ts';
import { type HealthServer, readiness, startHealthServer } from '../../src/ops/health.ts';
import {
  observeMove,
  observeRateLimit,
  observeRender,
  observeStore,
  registry,
  setGamesInPlay,
  setSolverQueueDepth,
} from '../../src/ops/metrics.ts';
import { botWorld } from '../bot/harness.ts';

const commands: SlashCommand[] = [
  {
    data: new SlashCommandBuilder().setName('ping').setDescription('Ping'),
    async execute(_i, { res }) {
      await res.reply('pong');
    },
  },
];

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

const get = async (server: HealthServer, path: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};

/** The value of one sample line of the exposition text, e.g. `cardbot_x_total{a="b"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('health and metrics server', () => {
  it('serves liveness, readiness (gateway and store) and the metrics of real interactions', async () => {
    const w = await botWorld(commands);
    cleanups.push(() => w.close());
    const server = await startHealthServer({ port: 0, checks: botReadinessChecks(w.bot.client, w.store), registry });
    cleanups.push(() => server.close());
    expect(server.port).toBeGreaterThan(0);

    const live = await get(server, '/healthz');
    expect(live).toMatchObject({ status: 200, body: 'ok\n' });

    const ready = await get(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ready: true, checks: { gateway: 'ok', store: 'ok' } });

    const before =
      sample((await get(server, '/metrics')).body, 'cardbot_interactions_total{kind="command",outcome="ok"}') ?? 0;
    const reply = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'ping' })
      .response();
    expect(reply.content).toBe('pong');
    const refused = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'gone' })
      .response();
    expect(refused.content).toMatch(/not available/);
    observeMove('abstrac', 12);
    observeRender('board', 8);
    observeStore({ op: 'update', collection: 'abstrac', ms: 3, ok: true });
    observeStore({ op: 'get', collection: 'abstrac', ms: 5000, ok: false });
    observeRateLimit('route', 'bucket', 250);
    setGamesInPlay('abstrac', 7);
    setSolverQueueDepth(2);

    // An interaction is counted once discord.js has the stand-in's answer to its reply, which may
    // come a moment after the stand-in recorded the reply.
    const metrics = await vi.waitFor(async () => {
      const got = await get(server, '/metrics');
      expect(sample(got.body, 'cardbot_interactions_total{kind="command",outcome="ok"}')).toBe(before + 1);
      expect(sample(got.body, 'cardbot_interactions_total{kind="command",outcome="refused"}')).toBeGreaterThanOrEqual(
        1,
      );
      return got;
    });
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(sample(text, 'cardbot_interactions_total{kind="command",outcome="ok"}')).toBe(before + 1);
    expect(sample(text, 'cardbot_interactions_total{kind="command",outcome="refused"}')).toBeGreaterThanOrEqual(1);
    // Both interactions were answered, so both have an acknowledgement time, each well within 3 s.
    expect(sample(text, 'cardbot_interaction_ack_seconds_count{kind="command"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'cardbot_interaction_ack_seconds_bucket{le="3",kind="command"}')).toBe(
      sample(text, 'cardbot_interaction_ack_seconds_count{kind="command"}'),
    );
    expect(sample(text, 'cardbot_move_seconds_sum{game="abstrac"}')).toBeCloseTo(0.012);
    expect(sample(text, 'cardbot_render_seconds_count{kind="board"}')).toBe(1);
    expect(sample(text, 'cardbot_store_op_seconds_count{op="update",collection="abstrac"}')).toBe(1);
    expect(sample(text, 'cardbot_store_errors_total{op="get",collection="abstrac"}')).toBe(1);
    expect(sample(text, 'cardbot_rest_rate_limit_waits_total{scope="route",cause="bucket"}')).toBe(1);
    expect(sample(text, 'cardbot_rest_rate_limit_wait_seconds_total')).toBeCloseTo(0.25);
    expect(sample(text, 'cardbot_games_in_play{game="abstrac"}')).toBe(7);
    expect(sample(text, 'cardbot_solver_queue_depth')).toBe(2);
    for (const name of ['cardbot_interactions_total', 'cardbot_move_seconds', 'cardbot_store_op_seconds']) {
      expect(text).toContain(`# HELP ${name} `);
    }

    expect((await get(server, '/nothing')).status).toBe(404);

    // The store closes: not ready, and the reason is named.
    await w.store.close();
    const storeDown = await get(server, '/readyz');
    expect(storeDown.status).toBe(503);
    expect(JSON.parse(storeDown.body)).toMatchObject({ ready: false, checks: { gateway: 'ok', store: /closed/ } });

    // The gateway disconnects: not ready either, while liveness still answers.
    await w.bot.stop();
    const down = JSON.parse((await get(server, '/readyz')).body);
    expect(down.checks.gateway).toMatch(/not connected/);
    expect((await get(server, '/healthz')).status).toBe(200);
  });

  it('fails a check that does not answer in time, and reports a taken port in one line', async () => {
    const r = await readiness({ slow: () => new Promise(() => undefined), fine: () => true }, 50);
    expect(r).toEqual({ ready: false, checks: { slow: 'no answer within 50 ms', fine: 'ok' } });
    const first = await startHealthServer({ port: 0, checks: {}, registry });
    cleanups.push(() => first.close());
    await expect(startHealthServer({ port: first.port, checks: {}, registry })).rejects.toThrow(
      new RegExp(`^HEALTH_PORT ${first.port}: .*EADDRINUSE`),
    );
  });
});
