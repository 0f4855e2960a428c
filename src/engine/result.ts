/**
 * The shape every engine's move function returns. A rejected move leaves the
 * state untouched and carries a stable code (for tests and logs) and a reason a
 * player can read (shown as-is in Discord and the CLI). Engines throw only for
 * bugs, never for a bad move.
 */
export type MoveResult<S, E = never> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; code: string; reason: string };

export function reject(code: string, reason: string): { ok: false; code: string; reason: string } {
  return { ok: false, code, reason };
}
