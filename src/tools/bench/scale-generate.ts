/**
 * The bulk of the scale bench's rows generated inside the backend itself (a recursive CTE on
 * SQLite, generate_series on PostgreSQL; built here and pipelined on Redis), so filling 100,000 games and
 * players costs seconds of the server's time rather than shipping ~900,000 rows from here. The
 * records are the texts the store writes (JSON templates made by JS with tokens that each backend
 * replaces), and every derived value comes from the same integer formulas on each backend:
 * `h(k, salt) = (k·2654435761 + salt·40503) mod 1000003`, a fixed spread in [0, 1000003).
 *
 * Row k (from ≤ k < to): thread `9<k:17>`, players `8<2k mod size:17>` and `8<2k+1 mod size:17>`;
 * lastMoveAt = now − h(k,1)·12 h / 1000003; due = now + 10 min + h(k,2)·50 min / 1000003; player k
 * rated with games = 1 + 60·h(k,3)/1000003, wins = games·h(k,4)/1000003, μ = 15 + h(k,5)/50000,
 * σ = 1 + h(k,6)/142857, score μ − 3σ (openskill's ordinal).
 */
import type { IndexRow } from './scale-fill.ts';

export interface Templates {
  /** Tokens: @T@ thread, @PA@ @NA@ @PB@ @NB@ players and names, "@LM@" "@CA@" times. */
  session: string;
  /** Tokens: @M@ message id, "@LM@". */
  post: string;
  /** Tokens: @N@ name, "@G@" games, "@W@" wins, "@L@" losses, "@P@" points, "@MU@", "@SG@". */
  rating: string;
}

export interface GenerateSpec {
  ns: string;
  guildId: string;
  size: number;
  from: number;
  to: number;
  now: number;
  t: Templates;
}

/** SQLite statements (`?` placeholders) for one range; each an INSERT … SELECT over the CTE `v`. */
export function sqliteStatements(s: GenerateSpec): [string, unknown[]][] {
  const h = (salt: number) => `((k * 2654435761 + ${salt * 40503}) % 1000003)`;
  const pad = (x: string) => `printf('%017d', ${x})`;
  const cte = `WITH RECURSIVE c(k) AS (SELECT ${s.from} UNION ALL SELECT k + 1 FROM c WHERE k < ${s.to - 1}),
    v AS (SELECT k, '9' || ${pad('k')} AS t, '8' || ${pad(`(2 * k) % ${s.size}`)} AS pa,
      '8' || ${pad(`(2 * k + 1) % ${s.size}`)} AS pb, 'player' || ((2 * k) % ${s.size}) AS na,
      'player' || ((2 * k + 1) % ${s.size}) AS nb, '7' || ${pad('k')} AS m, '8' || ${pad('k')} AS p,
      ${s.now} - ${h(1)} * 43200000 / 1000003 AS lm, ${s.now} + 600000 + ${h(2)} * 3000000 / 1000003 AS due,
      1 + ${h(3)} * 60 / 1000003 AS g, ${h(5)} / 50000.0 + 15 AS mu, ${h(6)} / 142857.0 + 1 AS sg FROM c),
    w AS (SELECT *, g * ${h(4)} / 1000003 AS wn FROM v)`;
  const session = `replace(replace(replace(replace(replace(replace(replace(?, '@T@', t), '@PA@', pa), '@PB@', pb),
    '@NA@', na), '@NB@', nb), '"@LM@"', lm), '"@CA@"', lm - 3600000)`;
  const post = `replace(replace(?, '@M@', m), '"@LM@"', lm)`;
  const rating = `replace(replace(replace(replace(replace(replace(replace(?, '@N@', 'player' || k), '"@G@"', g),
    '"@W@"', wn), '"@L@"', g - wn), '"@P@"', g * 150), '"@MU@"', mu), '"@SG@"', sg)`;
  const ns = s.ns;
  const board = (v: string) => `${s.guildId}:abstrac:${v}`;
  const kv = (sql: string) => `${cte} INSERT OR REPLACE INTO keyv(key, value) ${sql}`;
  const idx = (sql: string) => `${cte} INSERT OR REPLACE INTO cardbot_index(ns, name, part, member, score) ${sql}`;
  return [
    [kv(`SELECT '${ns}:sessions:' || t, ${session} FROM w`), [s.t.session]],
    [kv(`SELECT '${ns}:posts:' || t, ${post} FROM w`), [s.t.post]],
    [idx(`SELECT '${ns}', 'due', 'all', 'g:${s.guildId}:' || t, due FROM w`), []],
    [idx(`SELECT '${ns}', 'user-games', pa, '${s.guildId}:' || t, lm - 3600000 FROM w`), []],
    [idx(`SELECT '${ns}', 'user-games', pb, '${s.guildId}:' || t, lm - 3600000 FROM w`), []],
    ...['all', 'classic'].flatMap((v): [string, unknown[]][] => [
      [kv(`SELECT '${ns}:ratings:${board(v)}:' || p, ${rating} FROM w`), [s.t.rating]],
      [idx(`SELECT '${ns}', 'leaderboard', '${board(v)}', p, mu - 3 * sg FROM w`), []],
    ]),
  ];
}

/** The same for PostgreSQL (`$n` placeholders, bigint arithmetic). */
export function postgresStatements(s: GenerateSpec): [string, unknown[]][] {
  const h = (salt: number) => `((k * 2654435761 + ${salt * 40503}) % 1000003)`;
  const pad = (x: string) => `lpad((${x})::text, 17, '0')`;
  const cte = `WITH v AS (SELECT k, '9' || ${pad('k')} AS t, '8' || ${pad(`(2 * k) % ${s.size}`)} AS pa,
      '8' || ${pad(`(2 * k + 1) % ${s.size}`)} AS pb, 'player' || ((2 * k) % ${s.size}) AS na,
      'player' || ((2 * k + 1) % ${s.size}) AS nb, '7' || ${pad('k')} AS m, '8' || ${pad('k')} AS p,
      ${s.now}::bigint - ${h(1)} * 43200000 / 1000003 AS lm, ${s.now}::bigint + 600000 + ${h(2)} * 3000000 / 1000003 AS due,
      1 + ${h(3)} * 60 / 1000003 AS g, ${h(5)} / 50000.0::float8 + 15 AS mu, ${h(6)} / 142857.0::float8 + 1 AS sg
      FROM generate_series(${s.from}::bigint, ${s.to - 1}::bigint) AS k),
    w AS (SELECT *, g * ${h(4)} / 1000003 AS wn FROM v)`;
  const session = `replace(replace(replace(replace(replace(replace(replace($1::text, '@T@', t), '@PA@', pa), '@PB@', pb),
    '@NA@', na), '@NB@', nb), '"@LM@"', lm::text), '"@CA@"', (lm - 3600000)::text)`;
  const post = `replace(replace($1::text, '@M@', m), '"@LM@"', lm::text)`;
  const rating = `replace(replace(replace(replace(replace(replace(replace($1::text, '@N@', 'player' || k),
    '"@G@"', g::text), '"@W@"', wn::text), '"@L@"', (g - wn)::text), '"@P@"', (g * 150)::text), '"@MU@"', mu::text),
    '"@SG@"', sg::text)`;
  const ns = s.ns;
  const board = (v: string) => `${s.guildId}:abstrac:${v}`;
  const kv = (sql: string) =>
    `${cte} INSERT INTO public.keyv(key, value) ${sql} ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
  const idx = (sql: string) =>
    `${cte} INSERT INTO public.cardbot_index(ns, name, part, member, score) ${sql}
     ON CONFLICT (ns, name, part, member) DO UPDATE SET score = excluded.score`;
  return [
    [kv(`SELECT '${ns}:sessions:' || t, ${session} FROM w`), [s.t.session]],
    [kv(`SELECT '${ns}:posts:' || t, ${post} FROM w`), [s.t.post]],
    [idx(`SELECT '${ns}', 'due', 'all', 'g:${s.guildId}:' || t, due FROM w`), []],
    [idx(`SELECT '${ns}', 'user-games', pa, '${s.guildId}:' || t, lm - 3600000 FROM w`), []],
    [idx(`SELECT '${ns}', 'user-games', pb, '${s.guildId}:' || t, lm - 3600000 FROM w`), []],
    ...['all', 'classic'].flatMap((v): [string, unknown[]][] => [
      [kv(`SELECT '${ns}:ratings:${board(v)}:' || p, ${rating} FROM w`), [s.t.rating]],
      [idx(`SELECT '${ns}', 'leaderboard', '${board(v)}', p, mu - 3 * sg FROM w`), []],
    ]),
  ];
}

/**
 * The same rows built here, for Redis: a script generating them on the server would hold Redis
 * (single-threaded, shared) for seconds at a time; pipelined MSET / ZADD batches (scale-fill.ts)
 * leave it free between batches.
 */
export function rowsInJs(s: GenerateSpec): { records: [string, string][]; index: IndexRow[] } {
  const records: [string, string][] = [];
  const index: IndexRow[] = [];
  const h = (k: number, salt: number) => (k * 2654435761 + salt * 40503) % 1000003;
  const pad = (x: number) => String(x).padStart(17, '0');
  const sub = (text: string, pairs: [string, string | number][]) =>
    pairs.reduce((t, [token, v]) => t.replaceAll(token, String(v)), text);
  for (let k = s.from; k < s.to; k++) {
    const t = `9${pad(k)}`;
    const [a, b] = [(2 * k) % s.size, (2 * k + 1) % s.size];
    const lm = s.now - Math.floor((h(k, 1) * 43200000) / 1000003);
    const due = s.now + 600000 + Math.floor((h(k, 2) * 3000000) / 1000003);
    const session = sub(s.t.session, [
      ['@PA@', `8${pad(a)}`],
      ['@PB@', `8${pad(b)}`],
      ['@NA@', `player${a}`],
      ['@NB@', `player${b}`],
      ['"@LM@"', lm],
      ['"@CA@"', lm - 3600000],
    ]);
    records.push([`${s.ns}:sessions:${t}`, session]);
    records.push([
      `${s.ns}:posts:${t}`,
      sub(s.t.post, [
        ['@M@', `7${pad(k)}`],
        ['"@LM@"', lm],
      ]),
    ]);
    index.push({ name: 'due', part: 'all', member: `g:${s.guildId}:${t}`, score: due });
    for (const p of [a, b])
      index.push({ name: 'user-games', part: `8${pad(p)}`, member: `${s.guildId}:${t}`, score: lm - 3600000 });
    const g = 1 + Math.floor((h(k, 3) * 60) / 1000003);
    const wn = Math.floor((g * h(k, 4)) / 1000003);
    const mu = h(k, 5) / 50000 + 15;
    const sg = h(k, 6) / 142857 + 1;
    const rating = sub(s.t.rating, [
      ['@N@', `player${k}`],
      ['"@G@"', g],
      ['"@W@"', wn],
      ['"@L@"', g - wn],
      ['"@P@"', g * 150],
      ['"@MU@"', mu],
      ['"@SG@"', sg],
    ]);
    for (const v of ['all', 'classic']) {
      const board = `${s.guildId}:abstrac:${v}`;
      records.push([`${s.ns}:ratings:${board}:8${pad(k)}`, rating]);
      index.push({ name: 'leaderboard', part: board, member: `8${pad(k)}`, score: mu - 3 * sg });
    }
  }
  return { records, index };
}
