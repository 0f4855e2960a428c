/** Builds a bot's session service from its ports (see service.ts); the composition root calls it. */
import { ensureBoard } from './moves.ts';
import { type SessionPorts, SessionService } from './service.ts';

export function createSessionService(ports: SessionPorts): SessionService {
  // When another process's lease on a post ends, the game is brought up to date (posted if still missing).
  return new SessionService(ports, ensureBoard);
}
