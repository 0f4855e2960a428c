/**
 * What every function of the session layer is given: the session service (its ports and its
 * per-process state) and the shared services it is built with. A handler's BotContext is one (the
 * service is added to it at start-up); a test builds one with `service.context()`. A function that
 * acts on one game is given that game's handle instead (handle.ts: the thread with its context).
 */
import type { Clock } from '../bot/types.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/index.ts';
import type { SessionService } from './service.ts';
import type { AnyGame } from './types.ts';

export interface SessionContext {
  store: Store;
  logger: Logger;
  clock: Clock;
  games: ReadonlyMap<string, AnyGame>;
  sessions: SessionService;
}
