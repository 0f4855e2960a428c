/**
 * Boards and private hands as Components V2 cards, through the real client and the stand-in (which
 * refuses what Discord refuses for the flag): one container per message whose accent is the colour
 * of the seat to move, the text in a text display (its mention pings), the picture in a media
 * gallery with its alt text, the controls inside; an old board stays a card with its picture and
 * what was played, and no controls; a private hand is a card in its seat's colour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import { controlsOf, type StandInUser, type StoredMessage } from '../../src/tools/standin/index.ts';
import { playToEnd, seededPick, startGame } from './play.ts';

const V2 = 1 << 15;
const EPHEMERAL = 1 << 6;

let w: World;
let ann: StandInUser;
let ben: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben'] });
  [ann, ben] = w.users as [StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

interface Part {
  type: number;
  content?: string;
  accent_color?: number;
  components?: Part[];
  items?: { media: { url: string }; description?: string }[];
}

/** The one container a card is made of. */
function container(m: StoredMessage): Part {
  expect(m.flags & V2).toBe(V2);
  expect(m.content).toBe('');
  expect(m.components).toHaveLength(1);
  const [top] = m.components as Part[];
  expect(top?.type).toBe(17);
  return top as Part;
}

/** A card's parts in order: text display, media gallery, then action rows. */
function parts(m: StoredMessage) {
  const inner = container(m).components ?? [];
  const text = inner.find((p) => p.type === 10)?.content ?? '';
  const gallery = inner.find((p) => p.type === 12)?.items ?? [];
  return { inner, text, gallery, rows: inner.filter((p) => p.type === 1) };
}

const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;

describe('boards and hands as cards', () => {
  it("an Abstrac board is one card in the mover's colour; an old board keeps its picture and says what was played", async () => {
    const { threadId, board } = await startGame(w, ann, ben, { variant: 'classic', deals: 1 });
    const first = parts(board);
    expect(first.text).toBe(board.text);
    expect(first.text).toContain(`<@${ben.id}>`);
    expect((board.allowedMentions as { users?: string[] }).users).toEqual([ben.id]);
    // The picture is the message's attachment, named in the gallery with the same alt text.
    expect(first.gallery).toHaveLength(1);
    const [attachment] = board.attachments;
    expect(first.gallery[0]?.media.url).toBe(`attachment://${attachment?.filename}`);
    expect(first.gallery[0]?.description).toBe(attachment?.description);
    expect(attachment?.description?.length).toBeGreaterThan(20);
    // The order a reader meets them: the words, the picture, then the controls.
    expect(first.inner.map((p) => p.type)).toEqual([10, 12, ...first.rows.map(() => 1)]);
    expect(controlsOf(board).length).toBeGreaterThan(0);
    const benAccent = container(board).accent_color;
    expect(benAccent).toEqual(expect.any(Number));

    // ben chooses who starts; the clicked board becomes a past card: no controls, no accent, picture kept.
    await w.press(ben, board, button(board, 'Play first')).response();
    const next = await w.waitForNext(threadId, w.versionOf(board));
    const old = w.standIn.message(board.id) as StoredMessage;
    expect(controlsOf(old)).toEqual([]);
    expect(container(old).accent_color).toBeUndefined();
    expect(parts(old).text).toMatch(/\n→ ben /);
    expect(parts(old).gallery).toEqual(first.gallery);
    expect(old.attachments.map((a) => a.id)).toEqual(board.history[0]?.attachments.map((a) => a.id));
    // The next board: a card again, whose accent follows whoever is to move.
    const mover = w.moverOf(next);
    const accent = container(next).accent_color;
    if (mover?.id === ben.id) expect(accent).toBe(benAccent);
    else expect(accent).not.toBe(benAccent);

    // A whole deal: every board a card, each old one without controls, the result a plain message.
    await playToEnd(w, threadId, seededPick(7));
    const messages = w.standIn.messages(threadId).filter((m) => m.visibleTo === null);
    const cards = messages.filter((m) => (m.flags & V2) !== 0);
    expect(cards.length).toBeGreaterThan(5);
    for (const c of cards) {
      expect(controlsOf(c)).toEqual([]);
      expect(parts(c).gallery.length).toBe(c.attachments.length);
    }
    expect(messages.at(-1)?.text).toMatch(/wins the match/);
  });

  it('a private hand is a card in its seat colour, and each step keeps it one', async () => {
    const lobby = await w.slash(ann, 'rummy', { subcommand: 'new', hands: 1 }).response();
    await w.press(ben, lobby, button(lobby, 'Join')).response();
    await w.press(ann, lobby, button(lobby, 'Start')).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
    await w.settled(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    expect(w.moverOf(board)?.id).toBe(ann.id);
    const tableAccent = container(board).accent_color;

    let hand = await w.press(ann, board, button(board, 'Your hand')).response();
    expect(hand.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(container(hand).accent_color).toBe(tableAccent);
    expect(parts(hand).gallery[0]?.media.url).toBe('attachment://hand.png');
    expect(parts(hand).text).toMatch(/10 cards/);
    const drew = w.press(ann, hand, button(hand, 'Draw from the stock'));
    hand = await drew.response();
    expect(hand.flags & (V2 | EPHEMERAL)).toBe(V2 | EPHEMERAL);
    expect(parts(hand).text).toMatch(/11 cards/);
    // ben's hand, in his own colour, is not the table's while it is ann's turn.
    const bens = await w.press(ben, board, button(board, 'Your hand')).response();
    expect(container(bens).accent_color).not.toBe(tableAccent);
    expect(bens.visibleTo).toBe(ben.id);
  });
});
