/**
 * The raw operations on SQLite and PostgreSQL, written once with `?` placeholders. Records stay in
 * @keyv's table `keyv(key, value TEXT)` (as keyv's adapters create it: backends.ts, sqlite.ts); every
 * write is one statement, so it is atomic without a transaction (none could be shared safely on
 * SQLite's single connection anyway):
 * - insert:  `INSERT … ON CONFLICT(key) DO NOTHING RETURNING key`, a row back means it was written;
 * - replace: `UPDATE … SET value = ? WHERE key = ? AND value = ? RETURNING key`. On PostgreSQL a
 *   concurrent UPDATE of the row makes this one wait, then re-check `value` on the committed row
 *   (READ COMMITTED), so of two racing replaces from one starting text exactly one returns a row.
 *
 * Indexes live in `cardbot_index(ns, name, part, member, score)`, primary key (ns, name, part,
 * member) plus a secondary index on (ns, name, part, score, member), so every query is a range of
 * one B-tree: score/set/remove O(log n), range O(log n + offset + k), rank and count a COUNT over
 * an index range. On PostgreSQL the primary key INCLUDEs score, so that looking a member up is an
 * index-only scan of it: without, on a table not yet analysed, the planner was seen to prefer an
 * index-only scan of the member's whole partition in the score index (tables created before this
 * still get the right plan once autovacuum has analysed them). Members compare bytewise (SQLite's
 * BINARY collation, PostgreSQL `COLLATE "C"`), the order Redis uses for equal scores, so every
 * backend pages identically.
 */
import { prefixEnd, type RawIndex, type RawStore, type Scored } from './raw.ts';

export type Dialect = 'sqlite' | 'postgres';
/** Runs one statement with `?` placeholders and returns its rows. */
export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const DDL: Record<Dialect, string[]> = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS cardbot_index(ns TEXT NOT NULL, name TEXT NOT NULL, part TEXT NOT NULL,
      member TEXT NOT NULL, score REAL NOT NULL, PRIMARY KEY (ns, name, part, member)) WITHOUT ROWID`,
    'CREATE INDEX IF NOT EXISTS cardbot_index_by_score ON cardbot_index(ns, name, part, score, member)',
  ],
  postgres: [
    `CREATE TABLE IF NOT EXISTS public.cardbot_index(ns TEXT COLLATE "C" NOT NULL, name TEXT COLLATE "C" NOT NULL,
      part TEXT COLLATE "C" NOT NULL, member TEXT COLLATE "C" NOT NULL, score DOUBLE PRECISION NOT NULL,
      PRIMARY KEY (ns, name, part, member) INCLUDE (score))`,
    'CREATE INDEX IF NOT EXISTS cardbot_index_by_score ON public.cardbot_index(ns, name, part, score, member)',
  ],
};

/** Creates the index table if missing. Two processes doing it at once on PostgreSQL can collide in
 *  the catalog (unique_violation / duplicate_table) although both said IF NOT EXISTS: the loser
 *  runs the statement again, which then finds the table. */
export async function createIndexTable(dialect: Dialect, query: Query): Promise<void> {
  for (const ddl of DDL[dialect]) {
    try {
      await query(ddl, []);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code !== '23505' && code !== '42P07') throw err;
      await query(ddl, []);
    }
  }
}

export function sqlStore(dialect: Dialect, query: Query): RawStore {
  const pg = dialect === 'postgres';
  const kv = pg ? 'public.keyv' : 'keyv';
  const run: Query = pg ? (sql, params) => query(numbered(sql), params) : query;
  return {
    get: async (key) => {
      const rows = await run(`SELECT value FROM ${kv} WHERE key = ?`, [key]);
      return rows[0] === undefined ? undefined : String(rows[0].value);
    },
    insert: async (key, value) => {
      const sql = `INSERT INTO ${kv}(key, value) VALUES(?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`;
      return (await run(sql, [key, value])).length === 1;
    },
    replace: async (key, expected, value) => {
      const sql = `UPDATE ${kv} SET value = ? WHERE key = ? AND value = ? RETURNING key`;
      return (await run(sql, [value, key, expected])).length === 1;
    },
    delete: async (key) => {
      await run(`DELETE FROM ${kv} WHERE key = ?`, [key]);
    },
    scan: async (prefix, cursor, limit) => {
      // Keyset pagination on the primary key. SQLite: a bytewise range of the key index (its LIKE
      // ignores case). PostgreSQL: the key index walked in order from the prefix (a string sorts
      // after its prefix in every collation), keeping the keys that match LIKE, which stays correct
      // whatever the database's collation; the last batch walks on to the end of the index.
      let rows: Record<string, unknown>[];
      if (pg) {
        const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const sql = `SELECT key FROM ${kv} WHERE key LIKE ? ESCAPE '\\' AND key > ? ORDER BY key LIMIT ?`;
        rows = await run(sql, [like, cursor ?? prefix, limit]);
      } else {
        const end = prefixEnd(prefix);
        const sql = `SELECT key FROM ${kv} WHERE key >= ? AND key > ?${end === undefined ? '' : ' AND key < ?'} ORDER BY key LIMIT ?`;
        rows = await run(sql, end === undefined ? [prefix, cursor ?? '', limit] : [prefix, cursor ?? '', end, limit]);
      }
      const keys = rows.map((r) => String(r.key));
      return { keys, cursor: keys.length === limit ? keys.at(-1) : undefined };
    },
    index: sqlIndex(pg, run),
  };
}

function sqlIndex(pg: boolean, run: Query): RawIndex {
  const t = pg ? 'public.cardbot_index' : 'cardbot_index';
  const where = 'ns = ? AND name = ? AND part = ?';
  /** Score bounds as SQL and parameters; an infinite bound is simply left out. */
  const bounds = (min: number, max: number): [string, number[]] => {
    let sql = '';
    const params: number[] = [];
    if (min !== Number.NEGATIVE_INFINITY) {
      sql += ' AND score >= ?';
      params.push(min);
    }
    if (max !== Number.POSITIVE_INFINITY) {
      sql += ' AND score <= ?';
      params.push(max);
    }
    return [sql, params];
  };
  return {
    set: async (p, member, score) => {
      const sql = `INSERT INTO ${t}(ns, name, part, member, score) VALUES(?, ?, ?, ?, ?)
        ON CONFLICT(ns, name, part, member) DO UPDATE SET score = excluded.score`;
      await run(sql, [p.ns, p.name, p.part, member, score]);
    },
    remove: async (p, member) => {
      await run(`DELETE FROM ${t} WHERE ${where} AND member = ?`, [p.ns, p.name, p.part, member]);
    },
    score: async (p, member) => {
      const rows = await run(`SELECT score FROM ${t} WHERE ${where} AND member = ?`, [p.ns, p.name, p.part, member]);
      return rows[0] === undefined ? undefined : Number(rows[0].score);
    },
    range: async (p, q) => {
      const [cond, params] = bounds(q.min, q.max);
      const dir = q.desc ? 'DESC' : 'ASC';
      const sql = `SELECT member, score FROM ${t} WHERE ${where}${cond}
        ORDER BY score ${dir}, member ${dir} LIMIT ? OFFSET ?`;
      // No limit: PostgreSQL takes LIMIT NULL, SQLite LIMIT -1.
      const limit = q.limit ?? (pg ? null : -1);
      const rows = await run(sql, [p.ns, p.name, p.part, ...params, limit, q.offset]);
      return rows.map((r): Scored => ({ member: String(r.member), score: Number(r.score) }));
    },
    rank: async (p, member, desc) => {
      // One round trip: the member's own row, and the COUNT of the index range before it.
      const before = desc ? '>' : '<';
      const same = 'i.ns = s.ns AND i.name = s.name AND i.part = s.part';
      // SQLite counts a row-value range (score, member) > (…) about 4x slower than two plain ranges
      // (measured on 100,000 entries, `npm run bench -- --only scale`); PostgreSQL walks the row
      // comparison as one index range, faster than two.
      const count = pg
        ? `(SELECT COUNT(*) FROM ${t} i WHERE ${same} AND (i.score, i.member) ${before} (s.score, s.member))`
        : `(SELECT COUNT(*) FROM ${t} i WHERE ${same} AND i.score ${before} s.score)
          + (SELECT COUNT(*) FROM ${t} i WHERE ${same} AND i.score = s.score AND i.member ${before} s.member)`;
      const sql = `SELECT ${count} AS r FROM ${t} s WHERE s.ns = ? AND s.name = ? AND s.part = ? AND s.member = ?`;
      const rows = await run(sql, [p.ns, p.name, p.part, member]);
      return rows[0] === undefined ? undefined : Number(rows[0].r);
    },
    count: async (p, min, max) => {
      const [cond, params] = bounds(min, max);
      const rows = await run(`SELECT COUNT(*) AS n FROM ${t} WHERE ${where}${cond}`, [p.ns, p.name, p.part, ...params]);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** `?` → `$1, $2, …` for PostgreSQL (the statements above hold no `?` inside literals). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
