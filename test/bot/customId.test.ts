import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX, makeCustomId, parseCustomId } from '../../src/bot/customId.ts';

describe('custom ids', () => {
  it('builds and parses <namespace>:<action>:<gameId>:<version>[:args]', () => {
    const id = makeCustomId({
      namespace: 'abstrac',
      action: 'take',
      gameId: '1234567890123456789',
      version: 7,
      args: ['A♠', 3],
    });
    expect(id).toBe('abstrac:take:1234567890123456789:7:A♠:3');
    expect(parseCustomId(id)).toEqual({
      namespace: 'abstrac',
      action: 'take',
      gameId: '1234567890123456789',
      version: 7,
      args: ['A♠', '3'],
    });
  });

  it('round-trips any valid parts', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9_-]{0,10}$/);
    const part = fc.stringMatching(/^[^:]{1,8}$/);
    fc.assert(
      fc.property(
        word,
        word,
        part,
        fc.nat(1e9),
        fc.array(part, { maxLength: 4 }),
        (namespace, action, gameId, version, args) => {
          const id = makeCustomId({ namespace, action, gameId, version, args });
          expect(parseCustomId(id)).toEqual({ namespace, action, gameId, version, args });
        },
      ),
    );
  });

  it('throws when the id would exceed 100 characters', () => {
    const parts = { namespace: 'rummy', action: 'meld', gameId: '1234567890123456789', version: 12 };
    const fits = makeCustomId({
      ...parts,
      args: ['x'.repeat(CUSTOM_ID_MAX - 'rummy:meld:1234567890123456789:12:'.length)],
    });
    expect(fits).toHaveLength(CUSTOM_ID_MAX);
    expect(() => makeCustomId({ ...parts, args: ['x'.repeat(100)] })).toThrow(/over 100/);
  });

  it.each([
    ['a part containing the separator', { namespace: 'a', action: 'b', gameId: 'c:d', version: 1 }],
    ['an empty arg', { namespace: 'a', action: 'b', gameId: 'c', version: 1, args: [''] }],
    ['a negative version', { namespace: 'a', action: 'b', gameId: 'c', version: -1 }],
    ['a fractional version', { namespace: 'a', action: 'b', gameId: 'c', version: 1.5 }],
    ['an uppercase namespace', { namespace: 'Abstrac', action: 'b', gameId: 'c', version: 1 }],
  ])('refuses %s', (_label, parts) => {
    expect(() => makeCustomId(parts)).toThrow();
  });

  it.each([
    '',
    'abstrac',
    'abstrac:take',
    'abstrac:take:123',
    'abstrac:take:123:v2',
    'abstrac:take:123:-1',
    'abstrac:take::1',
    'abstrac:take:123:1::x',
    'Abstrac:take:123:1',
    `abstrac:take:123:1:${'x'.repeat(100)}`,
    'collector-1234',
  ])('parses %j as malformed', (id) => {
    expect(parseCustomId(id)).toBeUndefined();
  });
});
