import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX, intArg, makeCustomId, parseCustomId } from '../../src/bot/customId.ts';

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
    const part = fc
      .stringMatching(/^[^:\s\p{C}]{1,8}$/u)
      .filter((p) => !Number.isFinite(Number(p)) || String(Number(p)) === p);
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
    'abstrac:take:123:1:a b',
    'abstrac:take:12\u00003:1',
  ])('parses %j as malformed', (id) => {
    expect(parseCustomId(id)).toBeUndefined();
  });

  it.each(['01', '00', '1.0', '0x1', '+1', ' 1', '1 ', '1e3', '-0', '9007199254740993', '99999999999999999'])(
    'refuses the non-canonical version %j',
    (version) => {
      expect(parseCustomId(`abstrac:take:123:${version}:2`)).toBeUndefined();
    },
  );

  it.each(['01', '1.0', '0x1', '+1', '1e0', '-0', '.5', '0b1'])('refuses the non-canonical number arg %j', (arg) => {
    expect(parseCustomId(`abstrac:take:123:4:${arg}`)).toBeUndefined();
    expect(() =>
      makeCustomId({ namespace: 'abstrac', action: 'take', gameId: '1', version: 4, args: [arg] }),
    ).toThrow();
  });

  it('keeps args that are canonical numbers or not numbers at all', () => {
    expect(parseCustomId('abstrac:take:123:4:3:-2:0.5:first:A♠:Infinity')?.args).toEqual([
      '3',
      '-2',
      '0.5',
      'first',
      'A♠',
      'Infinity',
    ]);
  });

  it('accepts canonical versions up to the largest safe integer', () => {
    expect(parseCustomId('abstrac:take:123:0')?.version).toBe(0);
    expect(parseCustomId('abstrac:take:123:10')?.version).toBe(10);
    expect(parseCustomId(`abstrac:take:123:${Number.MAX_SAFE_INTEGER}`)?.version).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('intArg reads canonical integers in range and nothing else', () => {
    const id = (arg: string) => ({ args: [arg] });
    expect(intArg(id('3'), 0, { min: 1, max: 5 })).toBe(3);
    expect(intArg(id('0'), 0)).toBe(0);
    expect(intArg(id('-4'), 0)).toBe(-4);
    for (const bad of ['01', '1.0', '0x1', '+1', ' 1', '1e3', '-0', '', 'NaN', 'Infinity', '9007199254740993'])
      expect(intArg(id(bad), 0), bad).toBeUndefined();
    expect(intArg(id('6'), 0, { min: 1, max: 5 })).toBeUndefined();
    expect(intArg(id('0'), 0, { min: 1, max: 5 })).toBeUndefined();
    expect(intArg({ args: [] }, 0)).toBeUndefined();
  });

  it('intArg agrees with String(n) on every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(intArg({ args: [String(n)] }, 0)).toBe(n);
      }),
    );
  });
});
