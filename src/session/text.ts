/**
 * The session layer's common refusals and notices, as catalog texts (`session.*` in src/i18n/catalog):
 * a refusal is thrown as a Text and said in the language of whoever it answers; a public post is said
 * in the game's language (language.ts). Each flow keeps its own texts beside it (REMATCH, TAKEBACK…).
 */
import type { Text } from '../i18n/index.ts';

export const TEXT = {
  notYourGame: { key: 'session.notYourGame' },
  gameOver: { key: 'session.gameOver' },
  boardChanged: { key: 'session.boardChanged' },
  turnOf: (name: string): Text => ({ key: 'session.turnOf', vars: { name } }),
  noGame: { key: 'session.noGame' },
  storeDown: { key: 'session.storeDown' },
  storeUnsure: (game: string): Text => ({ key: 'session.storeUnsure', vars: { game } }),
  postFailed: (game: string): Text => ({ key: 'session.postFailed', vars: { game } }),
  postForbidden: (missing: string, game: string, count: number): Text => ({
    key: 'session.postForbidden',
    vars: { missing, game, count },
  }),
  openForbidden: (askAdmin: boolean): Text => ({
    key: askAdmin ? 'session.openForbiddenAdmin' : 'session.openForbidden',
  }),
  noThreads: { key: 'session.noThreads' },
  serverOnly: { key: 'session.serverOnly' },
  notInThread: { key: 'session.notInThread' },
  notHere: (game: string): Text => ({ key: 'session.notHere', vars: { game } }),
  resignCancelled: { key: 'session.resignCancelled' },
  resigned: { key: 'session.resigned' },
  handNotYours: { key: 'session.handNotYours' },
  noHand: { key: 'session.noHand' },
  notOnHand: { key: 'session.notOnHand' },
  notOnBoard: { key: 'session.notOnBoard' },
  notSeated: { key: 'session.notSeated' },
  staleHand: { key: 'session.staleHand' },
  tooManyInvites: (count: number): Text => ({ key: 'session.tooManyInvites', vars: { count } }),
} as const satisfies Record<string, Text | ((...args: never[]) => Text)>;

/** A Discord timestamp (`R` relative, `f` date and time), shown in each reader's own time zone. */
export const stamp = (ms: number, style: 'R' | 'f' = 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** A link to a game's thread that works from any server or a DM. */
export const jumpLink = (guildId: string, threadId: string) => `https://discord.com/channels/${guildId}/${threadId}`;
