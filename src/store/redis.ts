/**
 * The raw operations on Redis, as plain commands on the store's own client. Records are string
 * keys holding keyv's JSON (what @keyv/redis wrote before, so existing data reads unchanged):
 * - insert:  `SET key value NX`;
 * - replace: a Lua script comparing the stored text and setting it in one step (Redis runs a
 *   script atomically, no other command interleaves).
 * Each index partition is a ZSET at `<namespace>:idx:<name>:<part>`: Redis orders equal scores by
 * member bytewise, the order the SQL backends use. A range with no score bounds goes by rank
 * (`ZRANGE start stop`, O(log n + k) even deep into the set); with bounds by score.
 */
import type { IndexPart, RawIndex, RawStore, Scored } from './raw.ts';

/** The slice of the node-redis client used here. */
export interface RedisCommands {
  sendCommand(args: string[]): Promise<unknown>;
}

const REPLACE = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2]) return 1 end return 0`;

export function redisStore(client: RedisCommands): RawStore {
  const cmd = (...args: string[]) => client.sendCommand(args);
  return {
    get: async (key) => {
      const v = await cmd('GET', key);
      return v === null ? undefined : String(v);
    },
    insert: async (key, value) => (await cmd('SET', key, value, 'NX')) !== null,
    replace: async (key, expected, value) => Number(await cmd('EVAL', REPLACE, '1', key, expected, value)) === 1,
    delete: async (key) => {
      await cmd('DEL', key);
    },
    scan: async (prefix, cursor, limit) => {
      // SCAN may return a key twice (when the keyspace is rehashed mid-iteration) and batches of
      // any size; TYPE string leaves out the index ZSETs.
      const [next, keys] = (await cmd(
        'SCAN',
        cursor ?? '0',
        'MATCH',
        `${prefix.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`,
        'COUNT',
        String(limit),
        'TYPE',
        'string',
      )) as [string, string[]];
      return { keys: keys.map(String), cursor: String(next) === '0' ? undefined : String(next) };
    },
    index: redisIndex(cmd),
  };
}

function redisIndex(cmd: (...args: string[]) => Promise<unknown>): RawIndex {
  const zkey = (p: IndexPart) => `${p.ns}:idx:${p.name}:${p.part}`;
  const bound = (x: number) =>
    x === Number.NEGATIVE_INFINITY ? '-inf' : x === Number.POSITIVE_INFINITY ? '+inf' : String(x);
  return {
    set: async (p, member, score) => {
      await cmd('ZADD', zkey(p), String(score), member);
    },
    remove: async (p, member) => {
      await cmd('ZREM', zkey(p), member);
    },
    score: async (p, member) => {
      const s = await cmd('ZSCORE', zkey(p), member);
      return s === null ? undefined : Number(s);
    },
    range: async (p, q) => {
      if (q.limit === 0) return [];
      const rev = q.desc ? ['REV'] : [];
      let reply: unknown;
      if (q.min === Number.NEGATIVE_INFINITY && q.max === Number.POSITIVE_INFINITY) {
        const stop = q.limit === undefined ? -1 : q.offset + q.limit - 1;
        reply = await cmd('ZRANGE', zkey(p), String(q.offset), String(stop), ...rev, 'WITHSCORES');
      } else {
        const [from, to] = q.desc ? [bound(q.max), bound(q.min)] : [bound(q.min), bound(q.max)];
        const count = String(q.limit ?? -1);
        reply = await cmd(
          'ZRANGE',
          zkey(p),
          from,
          to,
          'BYSCORE',
          ...rev,
          'LIMIT',
          String(q.offset),
          count,
          'WITHSCORES',
        );
      }
      const flat = reply as string[];
      const out: Scored[] = [];
      for (let i = 0; i + 1 < flat.length; i += 2) out.push({ member: String(flat[i]), score: Number(flat[i + 1]) });
      return out;
    },
    rank: async (p, member, desc) => {
      const r = await cmd(desc ? 'ZREVRANK' : 'ZRANK', zkey(p), member);
      return r === null ? undefined : Number(r);
    },
    count: async (p, min, max) => Number(await cmd('ZCOUNT', zkey(p), bound(min), bound(max))),
  };
}
