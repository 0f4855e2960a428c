/**
 * Structured logging: JSON lines on stdout (pino). Writes are synchronous so the
 * last line before `process.exit` (shutdown, fatal config error) is never lost;
 * the bot logs a few lines per interaction, far below where that costs anything.
 */
import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

export function createLogger(opts: { level?: LevelWithSilent; destination?: DestinationStream } = {}): Logger {
  return pino(
    { level: opts.level ?? 'info', base: { app: 'cardbot' } },
    opts.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that drops everything (tests that do not look at logs). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
