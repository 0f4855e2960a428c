/**
 * parseSession (src/session/catalog.ts) checks a stored state and its options once per object: the
 * steps of one move that see the same record again (saving, posting, the next turn) do not parse it
 * again, a state the engine made is not parsed at all, and a record that fails is refused every time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { parseSession } from '../../src/session/catalog.ts';
import type { SessionRecord } from '../../src/session/records.ts';
import { playMove } from '../../src/session/session.ts';
import { InvalidRecordError } from '../../src/store/index.ts';

function record(): SessionRecord {
  const options = abstrac.optionsSchema.parse({});
  // As read from the store: fresh objects, never seen by a schema.
  return JSON.parse(
    JSON.stringify({
      game: 'abstrac',
      guildId: 'g',
      parentChannelId: 'c',
      seats: [
        { id: 'a', name: 'ann' },
        { id: 'b', name: 'ben' },
      ],
      options,
      state: abstrac.setup(options, 2, 5),
      createdAt: 0,
      lastMoveAt: 0,
      status: 'active',
    }),
  ) as SessionRecord;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseSession', () => {
  it('parses a record read from the store once, however often its objects are looked at', () => {
    const states = vi.spyOn(abstrac.stateSchema, 'safeParse');
    const stored = record();
    const first = parseSession(abstrac, stored);
    expect(states).toHaveBeenCalledTimes(1);
    // The same record again, a copy of it holding the same objects, and the parsed session itself.
    expect(parseSession(abstrac, stored)).toEqual(first);
    expect(parseSession(abstrac, { ...stored } as SessionRecord).state).toBe(first.state);
    expect(parseSession(abstrac, first as SessionRecord).state).toBe(first.state);
    expect(states).toHaveBeenCalledTimes(1);
    // Another read of the same record is new objects: checked again.
    parseSession(abstrac, record());
    expect(states).toHaveBeenCalledTimes(2);
  });

  it('does not parse again the state a move made', () => {
    const before = parseSession(abstrac, record());
    const states = vi.spyOn(abstrac.stateSchema, 'safeParse');
    const played = playMove(abstrac, before, { seat: 0 }, { type: 'choose', first: 'nondealer' }, 1);
    const saved = { ...played.session } as SessionRecord; // what the store hands back after writing it
    expect(parseSession(abstrac, saved).state).toBe(played.session.state);
    expect(states).not.toHaveBeenCalled();
  });

  it('refuses a bad record every time it is given', () => {
    const bad = record();
    (bad.state as { current: { layout: string[] } }).current.layout[0] = 'not a card';
    const states = vi.spyOn(abstrac.stateSchema, 'safeParse');
    expect(() => parseSession(abstrac, bad)).toThrow(InvalidRecordError);
    expect(() => parseSession(abstrac, bad)).toThrow(InvalidRecordError);
    expect(states).toHaveBeenCalledTimes(2);
  });
});
