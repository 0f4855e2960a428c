/**
 * Seeded malformed interactions for the fuzz run (fuzz.ts): forged slash commands that break their
 * command's own definition in exactly one declared way (so none is valid), unknown commands, custom
 * ids of every malformed shape, clicks on a live board by people who are not playing, wrong component
 * types, modal submits and context-menu commands. A player only ever sends ids that cannot be a move
 * (a wrong or non-canonical version, a non-canonical arg), so a correct bot changes no game.
 */
import type { APIApplicationCommandOption, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { deriveSeed } from '../../cards/random.ts';
import type { ForgedInput, StandInUser, StoredMessage } from '../standin/index.ts';
import { userPayload } from '../standin/payloads.ts';

type Json = Record<string, unknown>;
type Body = RESTPostAPIChatInputApplicationCommandsJSONBody;

export class Rand {
  #n = 0;
  constructor(private readonly seed: number) {}
  /** A uint32. */
  next(): number {
    return deriveSeed(this.seed, this.#n++) >>> 0;
  }
  int(max: number): number {
    return this.next() % max;
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() / 2 ** 32 < p;
  }
  /** Random code points: separators, controls, spaces, emoji, right-to-left, lone surrogates. */
  text(maxLength: number): string {
    const ranges: [number, number][] = [
      [0x20, 0x7e],
      [0x00, 0x1f],
      [0x3a, 0x3a],
      [0x300, 0x36f],
      [0x5d0, 0x5ea],
      [0x1f300, 0x1f64f],
      [0xd800, 0xdfff],
      [0x2000, 0x206f],
    ];
    let s = '';
    const length = this.int(maxLength + 1);
    while (s.length < length) {
      const [lo, hi] = this.pick(ranges);
      s += String.fromCodePoint(lo + this.int(hi - lo + 1));
    }
    return s;
  }
}

/** A control as a player sees it: a button, or one option of a select menu. */
export interface FuzzControl {
  customId: string;
  /** 2 a button, 3 a string select. */
  componentType: 2 | 3;
  /** For a select: the option's value. */
  value?: string;
}

/** One live game the fuzz runs beside. */
export interface FuzzGame {
  game: string;
  threadId: string;
  /** The game's live board. */
  board: StoredMessage;
  /**
   * The game's store version: the one its live controls carry (a quiet step, a Rummy draw, leaves
   * the board's own buttons a version behind, while the hand's carry this one).
   */
  version: number;
  boardIds: string[];
  players: [StandInUser, StandInUser];
  /** The player whose turn it is. */
  mover: StandInUser;
  /** For a game with private hands: the mover's hand, open in the middle of a turn. */
  hand?: StoredMessage;
  handControls: FuzzControl[];
  /** Hand controls that only take the turn a step further (a draft), never play a move. */
  draftControls: FuzzControl[];
}

export interface FuzzTarget {
  guildId: string;
  channelId: string;
  games: FuzzGame[];
  /** Members who play none of the games (a fuzz user is drawn from them for most cases). */
  others: StandInUser[];
  commands: Body[];
}

export interface FuzzCase {
  kind: string;
  input: ForgedInput;
}

const NON_CANONICAL = ['01', '1.0', '0x1', '+1', ' 1', '1e0', '-0', '.5', '00', '1 ', '１'];
const NAMES = ['abstrac', 'help', 'rules', 'x', 'take', 'accept', 'nope', 'A', '-', '__proto__', 'constructor'];
const OPTION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** A value of the declared type that the definition accepts (users resolve to `user`). */
function validValue(def: APIApplicationCommandOption, user: StandInUser): unknown {
  const d = def as unknown as Json & { choices?: { value: unknown }[] };
  if (d.choices?.length) return d.choices[0]?.value;
  switch (def.type) {
    case 3:
      return 'y'.repeat(Math.max(1, Number(d.min_length ?? 1)));
    case 4:
    case 10:
      return Number(d.min_value ?? 1);
    case 5:
      return true;
    default:
      return user.id;
  }
}

/** A value the definition refuses, by construction. */
function badValue(r: Rand, def: APIApplicationCommandOption): unknown {
  const d = def as unknown as Json & { choices?: unknown[] };
  if (d.choices?.length) return r.pick([`not-a-choice-${r.int(1000)}`, 123456, false]);
  switch (def.type) {
    case 3:
      return r.pick(['z'.repeat(Number(d.max_length ?? 6000) + 1), 42, null]);
    case 4:
      return r.pick([
        Number(d.max_value ?? 2 ** 60) + 1,
        Number(d.min_value ?? -(2 ** 60)) - 1,
        1.5,
        '7',
        2 ** 60,
        true,
      ]);
    case 10:
      return r.pick([Number(d.max_value ?? 2 ** 60) * 2 + 1, 'NaN', null, -(2 ** 61)]);
    case 5:
      return r.pick(['true', 1, null]);
    default:
      // An id with nothing resolved for it, or not an id at all.
      return r.pick([`1${String(r.next()).padStart(18, '7')}`, 'not-an-id', 7, r.text(30)]);
  }
}

/** `/command` with its (sub)options valid, then broken in one way. */
function slashCase(r: Rand, t: FuzzTarget, user: StandInUser): FuzzCase {
  const body = r.pick(t.commands);
  const top = body.options ?? [];
  const subs = top.filter((o) => o.type === 1 || o.type === 2);
  let path: Json[] = [];
  let defs: readonly APIApplicationCommandOption[] = top;
  if (subs.length > 0) {
    let sub = r.pick(subs) as unknown as Json & { options?: APIApplicationCommandOption[] };
    path = [{ name: sub.name, type: sub.type }];
    if (sub.type === 2 && sub.options?.length) {
      sub = r.pick(sub.options) as unknown as typeof sub;
      path.push({ name: sub.name, type: sub.type });
    }
    defs = sub.options ?? [];
  }
  const target = r.pick(t.games).players[1];
  let leaf: Json[] = defs.map((d) => ({ name: d.name, type: d.type, value: validValue(d, target) }));
  const defect = r.pick(['unknown', 'type', 'value', 'value', 'missing', 'sub', 'twice', 'many']);
  const some = defs.length > 0 ? r.int(defs.length) : -1;
  const required = defs.findIndex((d) => 'required' in d && d.required);
  if (defect === 'type' && some >= 0) {
    const d = defs[some] as APIApplicationCommandOption;
    const type = r.pick(OPTION_TYPES.filter((x) => x !== d.type && x > 2));
    leaf[some] = { name: d.name, type, value: r.pick([r.text(20), 3, false]) };
  } else if (defect === 'value' && some >= 0) {
    const d = defs[some] as APIApplicationCommandOption;
    leaf[some] = { name: d.name, type: d.type, value: badValue(r, d) };
  } else if (defect === 'missing' && required >= 0) {
    leaf.splice(required, 1);
  } else if (defect === 'twice' && leaf.length > 0) {
    leaf.push({ ...(leaf[0] as Json) });
  } else if (defect === 'many') {
    leaf = Array.from({ length: 30 }, (_, k) => ({ name: `o${k}`, type: 3, value: 'x' }));
  } else if (defect === 'sub') {
    path = [{ name: r.pick([r.text(8), 'nope', 'start']), type: r.pick([1, 2]) }];
  } else {
    leaf.push({ name: r.pick([r.text(40), 'evil', '<@everyone>', `o${r.int(99)}`]), type: 3, value: r.text(50) });
  }
  let options: Json[] = leaf;
  for (const level of [...path].reverse()) options = [{ ...level, options }];
  const data: Json = { id: '1', name: body.name, type: 1, options };
  data.resolved = { users: { [target.id]: userPayload(target) } };
  return { kind: `slash:${defect}`, input: { user, guildId: t.guildId, channelId: t.channelId, type: 2, data } };
}

/** A custom id of one malformed shape, or (`real`) one of the live board's own. */
function customId(r: Rand, t: FuzzGame): { kind: string; id: string } {
  const v = t.version;
  const real = r.pick(t.boardIds);
  const [ns, action] = real.split(':');
  switch (r.int(9)) {
    case 0:
      return { kind: 'id:bytes', id: r.text(120) };
    case 1:
      return { kind: 'id:long', id: `${real}:${'x'.repeat(101 + r.int(200))}` };
    case 2:
      return {
        kind: 'id:version',
        id: `${ns}:${action}:${t.threadId}:${r.pick(NON_CANONICAL)}${r.chance(0.5) ? v : ''}:1`,
      };
    case 3:
      return { kind: 'id:arg', id: `${ns}:${action}:${t.threadId}:${v}:${r.pick(NON_CANONICAL)}` };
    case 4:
      return { kind: 'id:unknown', id: `${r.pick(NAMES)}:${r.pick(NAMES)}:${t.threadId}:${v}` };
    case 5:
      return { kind: 'id:empty', id: r.pick(['', ':', ':::', `${ns}::${t.threadId}:${v}`, `${ns}:${action}::${v}`]) };
    case 6:
      return {
        kind: 'id:stale',
        id: `${ns}:${action}:${t.threadId}:${r.pick([v + 1 + r.int(5), Math.max(0, v - 1 - r.int(5))])}:1`,
      };
    case 7:
      return { kind: 'id:game', id: `${ns}:${action}:${r.pick(['0', '-', t.board.id, r.text(10)])}:${v}:1` };
    default:
      return { kind: 'id:real', id: real };
  }
}

/** A snowflake the stand-in never issued: the id of a message the server does not have. */
const forgedMessageId = (r: Rand) => `9${String(r.next()).padStart(10, '0')}${String(r.next()).padStart(8, '0')}`;

/** A control as the interaction's `data`. */
function controlData(r: Rand, c: FuzzControl): Json {
  const data: Json = { custom_id: c.customId, component_type: c.componentType };
  if (c.componentType === 3) data.values = r.chance(0.8) && c.value !== undefined ? [c.value] : [r.text(10)];
  return data;
}

/** Cases on a game with private hands: controls on the wrong message, and messages the server does not have. */
function handCase(r: Rand, t: FuzzTarget, g: FuzzGame & { hand: StoredMessage }): FuzzCase {
  const where = { guildId: t.guildId, channelId: g.threadId };
  const hand = g.hand;
  const onBoard = (): FuzzControl => ({ customId: r.pick(g.boardIds), componentType: 2 });
  switch (r.int(6)) {
    case 0: {
      // A private hand's control forged onto the public board, by the player it belongs to.
      const c = r.pick(g.handControls);
      return {
        kind: 'hand:on-board',
        input: { user: g.mover, ...where, type: 3, data: controlData(r, c), message: g.board },
      };
    }
    case 1:
      // The board's control forged onto the private hand.
      return {
        kind: 'hand:board-on-hand',
        input: { user: g.mover, ...where, type: 3, data: controlData(r, onBoard()), message: hand },
      };
    case 2: {
      // The mover's next step on a copy of their hand the server does not have (deleted, dismissed, forged).
      const c = g.draftControls.length ? r.pick(g.draftControls) : r.pick(g.handControls);
      const message = { ...hand, id: forgedMessageId(r) };
      const user = g.draftControls.length ? g.mover : r.pick(t.others);
      return { kind: 'gone:hand', input: { user, ...where, type: 3, data: controlData(r, c), message } };
    }
    case 3: {
      // Someone else pressing the hand's controls on a copy of it.
      const c = r.pick(g.handControls);
      const message = { ...hand, id: forgedMessageId(r) };
      return {
        kind: 'gone:hand-other',
        input: { user: r.pick(t.others), ...where, type: 3, data: controlData(r, c), message },
      };
    }
    case 4: {
      // The hand's own controls with a version that is not the game's, on the hand itself.
      const c = r.pick(g.handControls);
      const [ns, action, thread, , ...args] = c.customId.split(':');
      const id = [ns, action, thread, g.version + 1 + r.int(3), ...args].join(':');
      return {
        kind: 'hand:stale',
        input: { user: g.mover, ...where, type: 3, data: { ...controlData(r, c), custom_id: id }, message: hand },
      };
    }
    default: {
      // Not the mover: their own turn is not on, whatever they press on the hand.
      const other = g.players.find((p) => p.id !== g.mover.id) ?? g.mover;
      const c = r.pick(g.handControls);
      return {
        kind: 'hand:not-theirs',
        input: { user: other, ...where, type: 3, data: controlData(r, c), message: hand },
      };
    }
  }
}

/**
 * One malformed interaction on one of the games, from a stranger (most kinds; spread over many
 * users) or a player (ids that cannot be a move, controls on the wrong message, messages the
 * server does not have).
 */
export function fuzzCase(r: Rand, t: FuzzTarget): FuzzCase {
  const g = r.pick(t.games);
  const stranger = r.pick(t.others);
  const roll = r.int(100);
  const where = { guildId: t.guildId, channelId: g.threadId };
  if (roll < 25) return slashCase(r, t, stranger);
  if (roll < 28) {
    const name = r.pick([r.text(32), 'abstrac2', 'admin', '']);
    const data = { id: '1', name, type: 1, options: [{ name: 'x', type: 3, value: r.text(10) }] };
    return {
      kind: 'slash:unknown-command',
      input: { user: stranger, ...where, channelId: t.channelId, type: 2, data },
    };
  }
  if (roll < 30) {
    const users = { [stranger.id]: userPayload(stranger) };
    const data = {
      id: '1',
      name: r.pick(['Profile', 'abstrac']),
      type: 2,
      target_id: stranger.id,
      resolved: { users },
    };
    return { kind: 'context-menu', input: { user: stranger, ...where, type: 2, data } };
  }
  if (roll < 32) {
    const body = r.pick(t.commands);
    const data = {
      id: '1',
      name: r.pick([body.name, r.text(10)]),
      type: 1,
      options: [{ name: r.text(8), type: 3, value: r.text(20), focused: true }],
    };
    return { kind: 'autocomplete', input: { user: stranger, ...where, type: 4, data } };
  }
  if (roll < 34) {
    // What discord.js drops unseen: an interaction, component or command type it does not know.
    const variant = r.int(3);
    if (variant === 0)
      return {
        kind: 'unknown:type',
        input: { user: stranger, ...where, type: r.pick([6, 9, 42]), data: { custom_id: r.text(20) } },
      };
    if (variant === 1) {
      const data = { custom_id: r.pick(g.boardIds), component_type: r.pick([1, 4, 9, 99]) };
      return { kind: 'unknown:component', input: { user: stranger, ...where, type: 3, data, message: g.board } };
    }
    return {
      kind: 'unknown:command',
      input: { user: stranger, ...where, type: 2, data: { id: '1', name: g.game, type: r.pick([5, 7, 99]) } },
    };
  }
  if (roll < 40) {
    // A player's own forged click: never a move, since its version is wrong, non-canonical or unreadable.
    // (Other shapes can be a legal move: the choose handler reads any arg but 'first' as the other choice.)
    const player = r.pick(g.players);
    let { kind, id } = customId(r, g);
    if (!['id:version', 'id:stale', 'id:bytes', 'id:long', 'id:empty'].includes(kind)) {
      const [ns, action] = (r.pick(g.boardIds) as string).split(':');
      ({ kind, id } = { kind: 'id:stale', id: `${ns}:${action}:${g.threadId}:${g.version + 1 + r.int(3)}:first` });
    }
    return {
      kind: `player:${kind}`,
      input: { user: player, ...where, type: 3, data: { custom_id: id, component_type: 2 }, message: g.board },
    };
  }
  if (roll < 50) {
    if (g.hand && r.chance(0.7)) return handCase(r, t, { ...g, hand: g.hand });
    // The board's own controls on a copy of the board the server does not have, by anyone.
    const message = { ...g.board, id: forgedMessageId(r) };
    const user = r.chance(0.2) ? r.pick(g.players) : stranger;
    const data = { custom_id: r.pick(g.boardIds), component_type: 2 };
    // A player's press of a live move control on it would be a move: only strangers press those.
    const safe = user === stranger || g.hand !== undefined;
    return { kind: 'gone:board', input: { user: safe ? user : stranger, ...where, type: 3, data, message } };
  }
  const { kind, id } = customId(r, g);
  const message = g.hand && r.chance(0.25) ? g.hand : g.board;
  if (roll < 85) {
    const type = r.pick([2, 2, 2, 3]);
    const data: Json = { custom_id: id, component_type: type };
    if (type === 3) data.values = r.pick([[], [r.text(10)], ['1'], ['1', '2', '3']]);
    return {
      kind: `click:${kind}${type === 3 ? ':select' : ''}`,
      input: { user: stranger, ...where, type: 3, data, message },
    };
  }
  const field = { type: 4, custom_id: r.pick(['title', r.text(20), 'x']), value: r.text(200) };
  const data = { custom_id: id, components: [{ type: 1, components: [field] }] };
  const user = r.chance(0.3) ? r.pick(g.players) : stranger;
  const from = r.chance(0.5) ? message : undefined;
  return { kind: `modal:${kind}`, input: { user, ...where, type: 5, data, ...(from ? { message: from } : {}) } };
}
