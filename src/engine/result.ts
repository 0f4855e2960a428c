/**
 * The shape every engine's move function returns. A rejected move leaves the
 * state untouched and carries a stable code (for tests and logs) and a reason a
 * player can read (shown as-is in Discord and the CLI). Engines throw only for
 * bugs, never for a bad move.
 */
export type MoveResult<S, E = never> = { ok: true; state: S; events: E[] } | Rejection;

/**
 * A refused move: `reason` in English (the CLI's, the logs'); `code` also names the reason's text in
 * the bot's message catalog (`<game>.refuse.<code>`, src/i18n), filled from `vars`, so a player reads
 * it in their language while the engine stays free of any.
 */
export interface Rejection {
  ok: false;
  code: string;
  reason: string;
  vars?: Readonly<Record<string, string | number>>;
}

export function reject(code: string, reason: string, vars?: Rejection['vars']): Rejection {
  return vars ? { ok: false, code, reason, vars } : { ok: false, code, reason };
}
