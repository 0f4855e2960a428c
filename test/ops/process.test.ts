/**
 * The real `npm start` (node --import tsx src/main.ts) as a supervisor sees it: it names the invite
 * URL while the bot is in no server, serves /healthz and /readyz on HEALTH_PORT, and SIGTERM sent to
 * its whole process group twice in quick succession (as npm passing it on does) still ends in a
 * clean stop, the store closed; a signal more than 5 s after the first forces the exit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inviteUrl } from '../../src/bot/permissions.ts';
import { startStandIn } from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';
import { until } from '../bot/process.ts';

/** `npm start` itself, in its own process group as a supervisor runs it; stdout collected as JSON lines. */
function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start', '--silent'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const p of parts) if (p.startsWith('{')) lines.push(JSON.parse(p));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves when every process holding the output pipe (npm, sh, node) has exited. */
  const outputClosed = new Promise<void>((resolve) => child.stdout.on('close', () => resolve()));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  return { child, lines, exited, outputClosed, stderr: () => stderr, group };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

describe('npm start under a supervisor', () => {
  it('logs the invite URL, serves health, and survives a doubled group SIGTERM to stop cleanly', async () => {
    const standIn = await startStandIn({ settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS } });
    cleanups.push(() => standIn.close());
    const dir = mkdtempSync(join(tmpdir(), 'bot-'));
    const bot = npmStart({
      DISCORD_TOKEN: 'stand-in-token',
      DISCORD_CLIENT_ID: standIn.applicationId,
      DISCORD_API_URL: standIn.apiUrl,
      STORE_URL: `sqlite://${dir}/bot.sqlite`,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'info',
    });
    cleanups.push(async () => bot.group('SIGKILL'));
    const listening = await until(
      () => bot.lines.find((l) => l.msg === 'health and metrics server listening'),
      90_000,
      `health server (stderr: ${bot.stderr()})`,
    );
    const invite = bot.lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('the bot is in no server yet'));
    expect(invite).toMatchObject({ invite: inviteUrl(standIn.applicationId) });
    expect(invite?.msg).toContain(inviteUrl(standIn.applicationId));

    const base = `http://127.0.0.1:${listening.port}`;
    expect(await (await fetch(`${base}/healthz`)).text()).toBe('ok\n');
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { gateway: 'ok', store: 'ok' } });
    expect(await (await fetch(`${base}/metrics`)).text()).toContain('cardbot_process_cpu_seconds_total');

    // What a supervisor stopping `npm start` does: SIGTERM to the process group; and again the moment
    // the bot says it is stopping, as a second signal passed on by another process would arrive.
    bot.child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"msg":"shutting down"')) bot.group('SIGTERM');
    });
    bot.group('SIGTERM');
    await bot.exited;
    // npm exits at once on SIGTERM; the bot's own exit is what its log says.
    await bot.outputClosed;
    expect(bot.lines.find((l) => l.msg === 'store closed; bye')).toBeDefined();
    expect(bot.lines.some((l) => l.msg === 'already stopping: repeated signal ignored')).toBe(true);
    expect(bot.lines.some((l) => l.msg === 'signal while stopping: exiting now')).toBe(false);
  }, 150_000);

  it('a signal more than 5 s after the first forces the exit while a stop is stuck waiting', async () => {
    const standIn = await startStandIn({ settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS } });
    cleanups.push(() => standIn.close());
    const guild = standIn.createGuild({ name: 'Card Club' });
    const alice = standIn.createUser('alice');
    standIn.addMember(guild.id, alice);
    const dir = mkdtempSync(join(tmpdir(), 'bot-'));
    const bot = npmStart({
      DISCORD_TOKEN: 'stand-in-token',
      DISCORD_CLIENT_ID: standIn.applicationId,
      DISCORD_API_URL: standIn.apiUrl,
      STORE_URL: `sqlite://${dir}/bot.sqlite`,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'info',
    });
    cleanups.push(async () => bot.group('SIGKILL'));
    const health = await until(
      () => bot.lines.find((l) => l.msg === 'health and metrics server listening'),
      90_000,
      `bot ready (stderr: ${bot.stderr()})`,
    );
    // Every answer to an interaction is refused with a 429 asking for 30 s: /help stays in flight,
    // so the stop waits for it (up to 10 s).
    standIn.failRoute({ route: /^\/interactions\//, status: 429, retryAfter: 30, times: Number.POSITIVE_INFINITY });
    void standIn.runSlashCommand({ user: alice, guildId: guild.id, channelId: guild.defaultChannelId, name: 'help' });
    await until(() => bot.lines.find((l) => l.msg === 'rate limited (429), retrying'), 20_000, 'the 429');
    const metrics = await (await fetch(`http://127.0.0.1:${health.port}/metrics`)).text();
    expect(metrics).toMatch(/^cardbot_rest_rate_limit_waits_total\{scope="route",cause="429"\} [1-9]/m);
    const t0 = Date.now();
    bot.group('SIGTERM');
    await until(() => bot.lines.find((l) => l.msg === 'shutting down'), 10_000, 'shutting down');
    bot.group('SIGTERM');
    await until(() => bot.lines.find((l) => l.msg === 'already stopping: repeated signal ignored'), 10_000, 'ignored');
    await new Promise((resolve) => setTimeout(resolve, 5500 - (Date.now() - t0)));
    bot.group('SIGTERM');
    await bot.outputClosed;
    expect(bot.lines.some((l) => l.msg === 'signal while stopping: exiting now')).toBe(true);
    expect(bot.lines.some((l) => l.msg === 'store closed; bye')).toBe(false);
    // It exited well before the 10 s the drain would have waited.
    expect(Date.now() - t0).toBeLessThan(9000);
  }, 150_000);
});
