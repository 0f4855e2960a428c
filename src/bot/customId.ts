/**
 * Component custom ids: `<namespace>:<action>:<gameId>:<version>[:args...]`.
 * The namespace picks the command that owns the component, the action its
 * handler; gameId and version let the handler load the game and reject a click
 * made on an older board. Discord caps custom ids at 100 characters,
 * so `makeCustomId` throws rather than letting Discord reject the whole message.
 */
export const CUSTOM_ID_MAX = 100;

export interface CustomIdParts {
  namespace: string;
  action: string;
  /** The game's key (usually its thread id); use '-' for components not tied to a game. */
  gameId: string;
  /** The game state version the component was rendered from (a non-negative integer). */
  version: number;
  args?: readonly (string | number)[];
}

export interface ParsedCustomId extends CustomIdParts {
  args: string[];
}

/** No ':' inside a part (it is the separator); names are short lowercase words. */
const NAME = /^[a-z][a-z0-9_-]{0,31}$/;
const PART = /^[^:]+$/;

export function makeCustomId(parts: CustomIdParts): string {
  const { namespace, action, gameId, version, args = [] } = parts;
  if (!NAME.test(namespace)) throw new Error(`custom_id namespace ${JSON.stringify(namespace)} must match ${NAME}`);
  if (!NAME.test(action)) throw new Error(`custom_id action ${JSON.stringify(action)} must match ${NAME}`);
  if (!PART.test(gameId)) throw new Error(`custom_id gameId ${JSON.stringify(gameId)} must be non-empty without ':'`);
  if (!Number.isSafeInteger(version) || version < 0)
    throw new Error(`custom_id version ${version} is not an integer ≥ 0`);
  for (const arg of args) {
    if (!PART.test(String(arg))) throw new Error(`custom_id arg ${JSON.stringify(arg)} must be non-empty without ':'`);
  }
  const id = [namespace, action, gameId, String(version), ...args.map(String)].join(':');
  if (id.length > CUSTOM_ID_MAX) throw new Error(`custom_id is ${id.length} characters, over ${CUSTOM_ID_MAX}: ${id}`);
  return id;
}

/** The parts of a well-formed id, or undefined (the router answers "no longer valid"). */
export function parseCustomId(id: string): ParsedCustomId | undefined {
  if (id.length > CUSTOM_ID_MAX) return undefined;
  const [namespace, action, gameId, version, ...args] = id.split(':');
  if (namespace === undefined || action === undefined || gameId === undefined || version === undefined)
    return undefined;
  if (!NAME.test(namespace) || !NAME.test(action) || !PART.test(gameId) || !/^\d{1,15}$/.test(version))
    return undefined;
  if (args.some((a) => a === '')) return undefined;
  return { namespace, action, gameId, version: Number(version), args };
}
