/**
 * Crashes at an exact place, for the tests that kill the bot between saving a move and posting its
 * board: with CARDBOT_CRASH_AT=<point> in its environment, the process SIGKILLs itself when it
 * reaches that point, as a power cut or an OOM kill would stop it there (no handler runs, nothing is
 * flushed). Never set in production: reaching the point ends the bot.
 */
export const CRASH_POINTS = ['move:saved', 'move:answered', 'post:claimed', 'post:drawn', 'post:sent'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

const chosen = process.env.CARDBOT_CRASH_AT;

/** Kills the process here if CARDBOT_CRASH_AT names this point. */
export function crashPoint(point: CrashPoint): void {
  if (chosen === point) process.kill(process.pid, 'SIGKILL');
}
