/**
 * No card reaches a log line: an error carrying a private hand's request body (a DiscordAPIError
 * from an answer Discord refused) is logged with its code, method and route only, wherever it sits
 * in the logged object; an unexpected error naming a card has it replaced; LOG_PRIVATE_BODIES lets
 * the body through.
 */
import { Writable } from 'node:stream';
import { DiscordAPIError, HTTPError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.ts';

const HAND = {
  type: 4,
  data: {
    content: 'Your cards: 7♠ Q♦ K♥',
    flags: 64,
    attachments: [{ id: 0, description: 'Your hand: 7♠, Q♦ and K♥' }],
    components: [{ type: 1, components: [{ type: 3, custom_id: 'x', options: [{ label: '7♠', value: '0' }] }] }],
  },
};
const URL = 'https://discord.com/api/v10/interactions/1234/aW50ZXJhY3Rpb246c2VjcmV0LXRva2Vu/callback';

const refused = () =>
  new DiscordAPIError({ code: 40060, message: 'Interaction has already been acknowledged.' }, 40060, 400, 'POST', URL, {
    body: HAND,
    files: [{ name: 'hand.png', data: Buffer.from('png') }],
  });

function capture(privateBodies = false) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'trace', destination: sink, privateBodies }) };
}

const PRIVATE = ['7♠', 'Q♦', 'K♥', 'Your cards', 'Your hand', 'components', 'attachments', 'hand.png'];

describe('log lines', () => {
  it('carry a Discord error’s code, method and route, never its request body or token', () => {
    const { lines, logger } = capture();
    logger.error({ err: refused() }, 'interaction handler failed');
    logger.warn({ err: new HTTPError(500, 'Internal', 'POST', URL, { body: HAND }) }, 'http');
    logger.info({ nested: { reason: refused(), list: [refused()] } }, 'nested');
    logger.debug(refused());
    expect(lines).toHaveLength(4);
    const text = lines.join('\n');
    for (const word of PRIVATE) expect(text).not.toContain(word);
    expect(text).not.toContain('aW50ZXJhY3Rpb246c2VjcmV0LXRva2Vu');
    const first = JSON.parse(lines[0] ?? '{}');
    expect(first.err).toMatchObject({
      type: 'DiscordAPIError[40060]',
      code: 40060,
      status: 400,
      method: 'POST',
      route: 'https://discord.com/api/v10/interactions/1234/:token/callback',
      discord: { code: 40060 },
    });
    expect(JSON.parse(lines[2] ?? '{}').nested.list[0].code).toBe(40060);
  });

  it('replace a card an unexpected error names, in its message, stack and cause', () => {
    const { lines, logger } = capture();
    const err = new Error('no 10♦ in the hand', { cause: new Error('drew J♣ and Joker') });
    logger.error(err);
    logger.error({ err }, 'handler failed');
    logger.warn({ detail: { said: 'Your cards: A♠ 2♥' } }, 'a card in a plain field');
    const text = lines.join('\n');
    for (const card of ['10♦', 'J♣', 'Joker', 'A♠', '2♥']) expect(text).not.toContain(card);
    expect(JSON.parse(lines[0] ?? '{}').msg).toBe('no [card] in the hand');
  });

  it('let the body through only with LOG_PRIVATE_BODIES', () => {
    const { lines, logger } = capture(true);
    logger.error({ err: refused() }, 'interaction handler failed');
    expect(lines[0]).toMatch(/LOG_PRIVATE_BODIES=1/);
    expect(JSON.parse(lines[1] ?? '{}').err.requestBody.json.data.content).toBe('Your cards: 7♠ Q♦ K♥');
  });
});
