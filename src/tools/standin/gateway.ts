/**
 * The WebSocket gateway (JSON encoding, no compression): HELLO, IDENTIFY → READY + GUILD_CREATE per guild,
 * heartbeats, RESUME with replay, and dispatch filtered by the session's intents and shard (IDENTIFY's
 * `shard: [id, count]`; a guild belongs to shard `(guild_id >> 22) % count`, as on Discord).
 * A session closed with 1000/1001 is gone (as on Discord, e.g. `client.destroy()`); any other close keeps it
 * resumable, so a client that lost its socket resumes and receives what it missed.
 */

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Delivery } from './hub.ts';
import type { World } from './model.ts';
import { guildPayload, memberPayload, userPayload } from './payloads.ts';

/** Gateway intent bits the stand-in filters on. */
export const Intent = {
  Guilds: 1 << 0,
  GuildMembers: 1 << 1,
  GuildMessages: 1 << 9,
  DirectMessages: 1 << 12,
} as const;

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

interface Session {
  id: string;
  seq: number;
  intents: number;
  token: string;
  socket: WebSocket | null;
  /** Recent dispatches, replayed on RESUME. */
  log: { s: number; t: string; d: unknown }[];
  identifiedAt: number;
  /** `[shard id, shard count]` from IDENTIFY. */
  shard: [number, number];
}

/** Discord's shard formula: the shard of a guild among `count` shards. */
export function shardOf(guildId: string, count: number): number {
  return count <= 1 ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** The guild a dispatch concerns (GUILD_CREATE carries it as `id`), or null for none. */
function guildIdOf(t: string, d: unknown): string | null {
  const data = d as { id?: unknown; guild_id?: unknown } | null;
  const id = t === 'GUILD_CREATE' ? data?.id : data?.guild_id;
  return typeof id === 'string' ? id : null;
}

export interface GatewayEvent {
  kind: 'identify' | 'resume' | 'close' | 'heartbeat';
  sessionId: string | null;
  code?: number;
}

const LOG_LIMIT = 2000;

interface MembersRequest {
  guild_id: string;
  query?: string;
  limit?: number;
  user_ids?: string | string[];
  nonce?: string;
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  /** Frames every client sent, in order (for tests inspecting IDENTIFY etc.). */
  readonly received: { at: number; op: number; d: unknown }[] = [];

  constructor(
    private readonly world: World,
    private readonly url: () => string,
    private readonly heartbeatIntervalMs: number,
    private readonly notify: (event: GatewayEvent) => void,
    private readonly requiredToken: () => string | null,
  ) {}

  /** Route HTTP upgrades on `server` to this gateway. */
  attach(server: Server): void {
    server.on('upgrade', (req: IncomingMessage, socket, head) => {
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws));
    });
  }

  /** Ids of sessions with an open socket, most recently identified last. */
  get connectedSessionIds(): string[] {
    return [...this.sessions.values()]
      .filter((s) => s.socket !== null)
      .sort((a, b) => a.identifiedAt - b.identifiedAt)
      .map((s) => s.id);
  }

  /**
   * Send a dispatch to every session whose intents include `intent` (0 = always) and, for a guild's event,
   * whose shard serves that guild.
   */
  dispatch(t: string, d: unknown, intent = 0): void {
    const guildId = guildIdOf(t, d);
    // A guild where the app is only user-installed sends the bot nothing.
    if (guildId && this.world.guild(guildId) && !this.world.botIn(guildId)) return;
    for (const session of this.sessions.values()) {
      if (intent !== 0 && (session.intents & intent) === 0) continue;
      if (guildId && !this.serves(session, guildId)) continue;
      this.send(session, t, d);
    }
  }

  /** Whether a session's shard carries the guild's events. */
  private serves(session: Session, guildId: string): boolean {
    return shardOf(guildId, session.shard[1]) === session.shard[0];
  }

  /**
   * Send an INTERACTION_CREATE (see `Delivery`). `'newest'`, as Discord delivers an interaction once:
   * the newest connected session serving the guild's shard, else the newest resumable one (delivered
   * on resume). `'all'`: every connected session serving the shard (else as `'newest'`).
   * `{ session }`: that session, which must serve the shard. Returns the ids sent to (empty: none).
   */
  dispatchInteraction(d: unknown, to: Delivery = 'newest'): string[] {
    const guildId = guildIdOf('INTERACTION_CREATE', d);
    // Discord sends what happens outside guilds (DMs, group DMs) to shard 0.
    const all = [...this.sessions.values()]
      .filter((s) => (guildId ? this.serves(s, guildId) : s.shard[0] === 0))
      .sort((a, b) => b.identifiedAt - a.identifiedAt);
    let targets: Session[];
    if (typeof to === 'object') targets = all.filter((s) => s.id === to.session);
    else if (to === 'all' && all.some((s) => s.socket !== null)) targets = all.filter((s) => s.socket !== null);
    else targets = [all.find((s) => s.socket !== null) ?? all[0]].filter((s) => s !== undefined);
    for (const target of targets) this.send(target, 'INTERACTION_CREATE', d);
    return targets.map((s) => s.id);
  }

  /** Ask every connected client to reconnect and resume (opcode 7). */
  requestReconnect(): void {
    for (const s of this.sessions.values()) s.socket?.send(JSON.stringify({ op: Op.Reconnect, d: null }));
  }

  /** Drop every socket with a resumable close code (simulates a network blip). */
  dropConnections(code = 4000): void {
    for (const s of this.sessions.values()) s.socket?.close(code, 'stand-in dropped the connection');
  }

  async close(): Promise<void> {
    for (const ws of this.wss.clients) ws.terminate();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private send(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    session.log.push({ s: session.seq, t, d });
    if (session.log.length > LOG_LIMIT) session.log.shift();
    session.socket?.send(JSON.stringify({ op: Op.Dispatch, t, s: session.seq, d }));
  }

  private onConnection(ws: WebSocket): void {
    let session: Session | null = null;
    ws.send(
      JSON.stringify({
        op: Op.Hello,
        d: { heartbeat_interval: this.heartbeatIntervalMs },
      }),
    );
    ws.on('message', (raw) => {
      let frame: { op?: number; d?: unknown };
      try {
        frame = JSON.parse(raw.toString());
      } catch {
        ws.close(4002, 'Decode error');
        return;
      }
      this.received.push({ at: Date.now(), op: frame.op ?? -1, d: frame.d });
      switch (frame.op) {
        case Op.Heartbeat:
          ws.send(JSON.stringify({ op: Op.HeartbeatAck }));
          this.notify({ kind: 'heartbeat', sessionId: session?.id ?? null });
          break;
        case Op.Identify: {
          const d = frame.d as { token: string; intents: number; shard?: [number, number] };
          if (session) {
            ws.close(4005, 'Already authenticated.');
            return;
          }
          const token = this.requiredToken();
          if (token !== null && d.token !== token) {
            ws.close(4004, 'Authentication failed.');
            return;
          }
          session = this.identify(ws, d);
          break;
        }
        case Op.Resume:
          session = this.resume(ws, frame.d as { token: string; session_id: string; seq: number });
          break;
        case Op.RequestGuildMembers:
          if (session) this.membersChunk(session, frame.d as MembersRequest);
          break;
        default:
          // Presence updates, voice: accepted and ignored.
          break;
      }
    });
    ws.on('close', (code) => {
      if (!session || session.socket !== ws) return;
      session.socket = null;
      if (code === 1000 || code === 1001) this.sessions.delete(session.id);
      this.notify({ kind: 'close', sessionId: session.id, code });
    });
  }

  private identify(ws: WebSocket, d: { token: string; intents: number; shard?: [number, number] }): Session | null {
    const [shardId, shardCount] = Array.isArray(d.shard) ? d.shard : [0, 1];
    if (!(shardCount >= 1 && shardId >= 0 && shardId < shardCount)) {
      ws.close(4010, 'Invalid shard.');
      return null;
    }
    const session: Session = {
      shard: [shardId, shardCount],
      id: randomUUID().replaceAll('-', ''),
      seq: 0,
      intents: d.intents ?? 0,
      token: d.token,
      socket: ws,
      log: [],
      identifiedAt: performance.now(),
    };
    this.sessions.set(session.id, session);
    const guilds = [...this.world.guilds.values()].filter((g) => this.serves(session, g.id) && this.world.botIn(g.id));
    this.send(session, 'READY', {
      v: 10,
      user: userPayload(this.world.bot),
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url(),
      shard: session.shard,
      application: { id: this.world.applicationId, flags: 0 },
    });
    for (const g of guilds) this.send(session, 'GUILD_CREATE', guildPayload(this.world, g));
    this.notify({ kind: 'identify', sessionId: session.id });
    return session;
  }

  /** Answer opcode 8 with one GUILD_MEMBERS_CHUNK (by user ids, or by username prefix). */
  private membersChunk(session: Session, d: MembersRequest): void {
    const guild = this.world.guild(d.guild_id);
    if (!guild) return;
    const ids = d.user_ids === undefined ? null : [d.user_ids].flat();
    const query = (d.query ?? '').toLowerCase();
    let members = [...guild.members.values()].filter((m) =>
      ids ? ids.includes(m.userId) : (this.world.users.get(m.userId)?.username ?? '').toLowerCase().startsWith(query),
    );
    if (d.limit) members = members.slice(0, d.limit);
    const found = new Set(members.map((m) => m.userId));
    this.send(session, 'GUILD_MEMBERS_CHUNK', {
      guild_id: guild.id,
      members: members.map((m) => memberPayload(this.world, m)),
      chunk_index: 0,
      chunk_count: 1,
      not_found: ids ? ids.filter((id) => !found.has(id)) : [],
      ...(d.nonce ? { nonce: d.nonce } : {}),
    });
  }

  private resume(ws: WebSocket, d: { session_id: string; seq: number }): Session | null {
    const session = this.sessions.get(d.session_id);
    if (!session) {
      ws.send(JSON.stringify({ op: Op.InvalidSession, d: false }));
      return null;
    }
    session.socket?.terminate();
    session.socket = ws;
    for (const e of session.log) {
      if (e.s > d.seq) ws.send(JSON.stringify({ op: Op.Dispatch, t: e.t, s: e.s, d: e.d }));
    }
    this.send(session, 'RESUMED', {});
    this.notify({ kind: 'resume', sessionId: session.id });
    return session;
  }
}
