/**
 * Settings from the environment (and `.env`, loaded with Node's built-in
 * `process.loadEnvFile`, which never overrides variables already set). Every
 * problem becomes one `ConfigError` whose message is a single line telling the
 * host what to set; `main` prints it and exits 1.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOG_LEVELS } from '../log.ts';

export interface Config {
  token: string;
  clientId: string;
  /** Always set: an empty STORE_URL and relative SQLite paths are resolved against PROJECT_DIR. */
  storeUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Base of Discord's REST API (e.g. `http://127.0.0.1:8080/api`); undefined → discord.com. */
  apiUrl: string | undefined;
  /** Deploy only: register commands in this guild instead of globally. */
  guildId: string | undefined;
  /** HEALTH_PORT: serve /healthz, /readyz and /metrics on this port; undefined → no server. */
  healthPort: number | undefined;
  /** HEALTH_HOST: the address it listens on, default 127.0.0.1 (0.0.0.0 in the container). */
  healthHost: string;
  /** REST_THREAD: send a click's answer and its follow-ups from a thread of their own (default on). */
  restThread: boolean;
}

/** The project's root (where package.json is), whatever the working directory. */
export const PROJECT_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The store URL with SQLite paths made absolute against PROJECT_DIR: empty → `<project>/data/bot.sqlite`,
 * `sqlite://data/x.sqlite` → `sqlite://<project>/data/x.sqlite`. A bot started from another directory
 * (a supervisor, cron) so opens the same database instead of quietly starting a fresh one.
 */
export function resolveStoreUrl(url: string | undefined, base = PROJECT_DIR): string {
  const u = url?.trim() || 'sqlite://data/bot.sqlite';
  const path = /^sqlite:(?:\/\/)?(.*)$/i.exec(u)?.[1];
  if (!path || path === ':memory:' || isAbsolute(path)) return u;
  return `sqlite://${resolve(base, path)}`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const snowflake = /^\d{1,20}$/;
const STORE_SCHEMES = ['sqlite:', 'redis:', 'rediss:', 'postgres:', 'postgresql:', 'memory:'];

/** What each variable is and where to find it: the text of the error line. */
const HINTS: Record<string, string> = {
  DISCORD_TOKEN: "set it to the bot's token, from Developer Portal → your application → Bot → Reset Token",
  DISCORD_CLIENT_ID:
    'set it to the Application ID, a number, from Developer Portal → your application → General Information',
  STORE_URL:
    'use sqlite://path (relative paths are inside the project), redis://host:port, postgres://user@host/db or memory://, or leave it empty for data/bot.sqlite',
  LOG_LEVEL: `use one of ${LOG_LEVELS.join(', ')}`,
  DISCORD_API_URL: 'use an http(s) URL such as http://127.0.0.1:8080/api, or leave it unset',
  GUILD_ID: 'use a server id, a number: enable Developer Mode, then right-click the server → Copy Server ID',
  HEALTH_PORT: 'use a port number (0-65535), or leave it unset for no health/metrics server',
  HEALTH_HOST: 'use an address to listen on, such as 127.0.0.1 or 0.0.0.0',
  REST_THREAD: 'use on or off, or leave it unset (on)',
};

/** Empty strings count as unset: `.env.example` ships `KEY=` lines. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const schema = z.object({
  DISCORD_TOKEN: z.string().trim().min(1).regex(/^\S+$/),
  DISCORD_CLIENT_ID: z.string().trim().regex(snowflake),
  STORE_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => STORE_SCHEMES.some((s) => v.startsWith(s))),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  DISCORD_API_URL: optional(z.url({ protocol: /^https?$/ })),
  GUILD_ID: optional(z.string().trim().regex(snowflake)),
  HEALTH_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HEALTH_HOST: optional(
    z
      .string()
      .trim()
      .regex(/^[\w.:-]+$/),
  ),
  REST_THREAD: optional(z.enum(['on', 'off'])),
});

export interface LoadConfigOptions {
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** `.env` path to load into process.env first when it exists; null to skip. Default `.env` (cwd). */
  envFile?: string | null;
}

export function loadConfig(opts: LoadConfigOptions = {}): Config {
  const envFile = opts.envFile === undefined ? '.env' : opts.envFile;
  if (envFile && existsSync(envFile)) {
    try {
      process.loadEnvFile(envFile);
    } catch (err) {
      throw new ConfigError(`Could not read ${envFile}: ${(err as Error).message}`);
    }
  }
  const env = opts.env ?? process.env;
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    const parts = keys.map(
      (k) => `${k} ${env[k]?.trim() ? 'is invalid' : 'is not set'}: ${HINTS[k] ?? 'see .env.example'}`,
    );
    const where = !envFile
      ? ''
      : existsSync(envFile)
        ? ` in ${envFile}`
        : ` (no ${envFile} file: copy .env.example to .env)`;
    throw new ConfigError(`Configuration problem${where}: ${parts.join('; ')}`);
  }
  const v = parsed.data;
  return {
    token: v.DISCORD_TOKEN,
    clientId: v.DISCORD_CLIENT_ID,
    storeUrl: resolveStoreUrl(v.STORE_URL),
    logLevel: v.LOG_LEVEL ?? 'info',
    apiUrl: v.DISCORD_API_URL?.replace(/\/+$/, ''),
    guildId: v.GUILD_ID,
    healthPort: v.HEALTH_PORT,
    healthHost: v.HEALTH_HOST ?? '127.0.0.1',
    restThread: v.REST_THREAD !== 'off',
  };
}

/**
 * For entry points (`npm start`, deploy-commands, start:sharded): reads settings
 * with `read`; a ConfigError is printed as its one line on stderr and gives
 * undefined (the caller exits 1); any other error is a bug and propagates.
 */
export function readSettingsOrReport<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return undefined;
  }
}
