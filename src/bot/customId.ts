/**
 * Component custom ids: `<namespace>:<action>:<gameId>:<version>[:args...]`.
 * The namespace picks the command that owns the component, the action its
 * handler; gameId and version let the handler load the game and reject a click
 * made on an older board. Discord caps custom ids at 100 characters, so
 * `makeCustomId` throws rather than letting Discord reject the whole message.
 *
 * A custom id comes back from the user's client and can be forged, so parsing
 * accepts exactly what `makeCustomId` produces: the version in canonical form
 * only (`0|[1-9]\d*`, a safe integer; never `01`, `1.0`, `0x1`, `+1` or ` 1`),
 * no whitespace or control characters anywhere, and no arg that reads as a
 * finite number unless written as `String(n)` writes it (so a handler's
 * `Number(arg)` never turns `01`, `1.0`, `0x1` or `1e0` into a move). Handlers
 * read integer args with `intArg`, which also checks a range.
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
/** Any characters but the separator, whitespace and control/format/unassigned code points. */
const PART = /^[^:\s\p{C}]+$/u;
/** False for an arg that `Number` reads as a finite number written otherwise than `String(n)`. */
const canonicalIfNumeric = (arg: string): boolean => {
  const n = Number(arg);
  return !Number.isFinite(n) || String(n) === arg;
};
/** A non-negative integer as `String(n)` writes it. */
const VERSION = /^(?:0|[1-9]\d{0,15})$/;
/** An integer as `String(n)` writes it (no sign for positives, no leading zeros, no `-0`). */
const INTEGER = /^(?:0|-?[1-9]\d{0,15})$/;

export function makeCustomId(parts: CustomIdParts): string {
  const { namespace, action, gameId, version, args = [] } = parts;
  if (!NAME.test(namespace)) throw new Error(`custom_id namespace ${JSON.stringify(namespace)} must match ${NAME}`);
  if (!NAME.test(action)) throw new Error(`custom_id action ${JSON.stringify(action)} must match ${NAME}`);
  if (!PART.test(gameId))
    throw new Error(`custom_id gameId ${JSON.stringify(gameId)} must be non-empty without ':' or spaces`);
  if (!Number.isSafeInteger(version) || version < 0)
    throw new Error(`custom_id version ${version} is not an integer ≥ 0`);
  for (const arg of args) {
    if (!PART.test(String(arg)))
      throw new Error(`custom_id arg ${JSON.stringify(arg)} must be non-empty without ':' or spaces`);
    if (!canonicalIfNumeric(String(arg)))
      throw new Error(`custom_id arg ${JSON.stringify(arg)} reads as a number: write it as String(n) does`);
  }
  const id = [namespace, action, gameId, String(version), ...args.map(String)].join(':');
  if (id.length > CUSTOM_ID_MAX) throw new Error(`custom_id is ${id.length} characters, over ${CUSTOM_ID_MAX}: ${id}`);
  return id;
}

/** The parts of a well-formed id, or undefined (the router answers "no longer valid"). */
export function parseCustomId(id: string): ParsedCustomId | undefined {
  if (typeof id !== 'string' || id.length > CUSTOM_ID_MAX) return undefined;
  const [namespace, action, gameId, version, ...args] = id.split(':');
  if (namespace === undefined || action === undefined || gameId === undefined || version === undefined)
    return undefined;
  if (!NAME.test(namespace) || !NAME.test(action) || !PART.test(gameId) || !VERSION.test(version)) return undefined;
  const v = Number(version);
  if (!Number.isSafeInteger(v)) return undefined;
  if (!args.every((a) => PART.test(a) && canonicalIfNumeric(a))) return undefined;
  return { namespace, action, gameId, version: v, args };
}

export interface IntRange {
  /** Smallest accepted value (default Number.MIN_SAFE_INTEGER). */
  min?: number;
  /** Largest accepted value (default Number.MAX_SAFE_INTEGER). */
  max?: number;
}

/**
 * The `n`-th arg as an integer within [min, max], or undefined when it is missing, not written
 * canonically (`01`, `1.0`, `0x1`, `+1`, ` 1`, `1e3`, `-0`), not a safe integer or out of range.
 * A handler refuses the click on undefined instead of acting on `Number(arg)`.
 */
export function intArg(id: Pick<ParsedCustomId, 'args'>, n: number, range: IntRange = {}): number | undefined {
  const raw = id.args[n];
  if (raw === undefined || !INTEGER.test(raw)) return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) return undefined;
  if (value < (range.min ?? Number.MIN_SAFE_INTEGER) || value > (range.max ?? Number.MAX_SAFE_INTEGER))
    return undefined;
  return value;
}
