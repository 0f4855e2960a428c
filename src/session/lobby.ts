/**
 * Lobbies, for games of more than two seats: `/<game> new` posts a table in the channel with who has
 * joined (the host first) and **Join**, **Leave**, **Add computer** (host), **Start** (host, once
 * enough are seated). Starting opens the game's thread with every player in it. A lobby nobody
 * starts expires like a challenge; the host leaving closes it. Every change is a versioned update of
 * the lobby's record, so two clicks at once never seat one person twice or start twice.
 */
import { makeCustomId } from '../bot/customId.ts';
import { UserError } from '../bot/types.ts';
import { t, type Text } from '../i18n/index.ts';
import type { Doc } from '../store/index.ts';
import type { InviteClick } from './challenge.ts';
import type { SessionContext } from './context.ts';
import { buttonRow } from './controls.ts';
import { gameLocale, publicLocale } from './language.ts';
import type { Answer, Asker } from './ports.ts';
import type { InviteRecord, SessionRecord } from './records.ts';
import { getSettings, HOUR_MS } from './settings.ts';
import {
  checkCanStart,
  createBookedGame,
  openGameThread,
  openingFailure,
  paceFor,
  postInvite,
  startFromInvite,
} from './start.ts';
import { closeInvite, collections } from './store.ts';
import type { AnyGame, SeatInfo } from './types.ts';
import { computerName } from './vs-computer.ts';

const LOBBY = {
  closed: { key: 'session.lobby.closed' },
  full: { key: 'session.lobby.full' },
  seated: { key: 'session.lobby.seated' },
  notSeated: { key: 'session.lobby.notSeated' },
  hostOnlyStart: { key: 'session.lobby.hostOnlyStart' },
  hostOnlyComputer: { key: 'session.lobby.hostOnlyComputer' },
  tooFew: (count: number): Text => ({ key: 'session.lobby.tooFew', vars: { count } }),
  noComputer: (game: string): Text => ({ key: 'session.lobby.noComputer', vars: { game } }),
} as const satisfies Record<string, Text | ((...args: never[]) => Text)>;

const ts = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

/** "2 players", "2 or 3 players", "2 to 6 players". */
function seatsWanted(locale: string, min: number, max: number): string {
  if (max <= min) return t(locale, 'session.lobby.players', { count: min });
  return t(locale, max === min + 1 ? 'session.lobby.playersOr' : 'session.lobby.playersTo', { min, max });
}

function lobbyText(game: AnyGame, l: InviteRecord): string {
  const locale = gameLocale(l);
  const seated = l.seats.map((s, n) => `${n + 1}. ${s.computer ? s.name : `<@${s.id}>`}`).join('\n');
  const what = game.describe(l.options, locale);
  if (l.status === 'started')
    return `${t(locale, 'session.lobby.started', { what, threadId: l.threadId ?? '' })}\n${seated}`;
  if (l.status !== 'pending')
    return t(locale, l.status === 'expired' ? 'session.lobby.neverStarted' : 'session.lobby.closedText', { what });
  const invited = l.invited.filter((id) => !l.seats.some((s) => s.id === id));
  const call =
    invited.length > 0
      ? t(locale, 'session.lobby.invited', { mentions: invited.map((id) => `<@${id}>`).join(' ') })
      : '';
  const open = t(locale, 'session.lobby.open', {
    invited: call,
    host: l.names[l.hostId] ?? '?',
    what,
    players: seatsWanted(locale, game.seats.min, game.seats.max),
    when: ts(l.expiresAt),
  });
  return `${open}\n${seated}`;
}

export function lobbyButtons(game: AnyGame, id: string, l: InviteRecord) {
  if (l.status !== 'pending') return [];
  const locale = gameLocale(l);
  const cid = (action: string) => makeCustomId({ namespace: game.id, action, gameId: id, version: 0 });
  return [
    buttonRow([
      { customId: cid('join'), label: t(locale, 'session.lobby.joinLabel'), style: 'primary' },
      { customId: cid('leave'), label: t(locale, 'session.lobby.leaveLabel'), style: 'secondary' },
      ...(game.computer
        ? [{ customId: cid('addcpu'), label: t(locale, 'session.lobby.addComputerLabel'), style: 'secondary' as const }]
        : []),
      { customId: cid('start'), label: t(locale, 'session.lobby.startLabel'), style: 'success' },
    ]),
  ];
}

/** Someone invited to a table by name, as the command named them. */
export interface Invitee {
  id: string;
  name: string;
  bot: boolean;
}

/** `/<game> new`: the lobby message, the host seated. */
export async function openLobby(
  ctx: SessionContext,
  asker: Asker,
  answer: Answer,
  game: AnyGame,
  options: unknown,
  invitees: readonly Invitee[],
) {
  // A table gathers people over hours and opens a thread when it starts: it needs the bot in the server.
  if (asker.place === 'channel') throw new UserError({ key: 'place.noTable' });
  const { guildId, settings } = await checkCanStart(ctx, asker, game, [], () => LOBBY.closed);
  const invited = invitees.filter((u) => !u.bot && u.id !== asker.userId);
  const now = ctx.clock.now();
  const host = { id: asker.userId, name: asker.name };
  const record: InviteRecord = {
    game: game.id,
    kind: 'lobby',
    guildId,
    channelId: asker.channelId,
    hostId: host.id,
    invited: [...new Set(invited.map((u) => u.id))],
    seats: [host],
    names: Object.fromEntries([[host.id, host.name], ...invited.map((u) => [u.id, u.name])]),
    options,
    messageId: null,
    createdAt: now,
    expiresAt: now + settings.challengeExpiryHours * HOUR_MS,
    status: 'pending',
    threadId: null,
    pace: paceFor(asker.pace, settings),
    locale: publicLocale(settings, asker),
  };
  await postInvite(ctx, asker, answer, record, {
    content: lobbyText(game, record),
    components: lobbyButtons(game, asker.commandId, record),
    mentions: record.invited,
  });
}

type Change = (l: InviteRecord, i: InviteClick, ctx: SessionContext) => InviteRecord;

const join: Change = (l, i) => {
  if (l.seats.some((s) => s.id === i.userId)) throw new UserError(LOBBY.seated);
  return {
    ...l,
    seats: [...l.seats, { id: i.userId, name: i.name }],
    names: { ...l.names, [i.userId]: i.name },
  };
};

const leave: Change = (l, i) => {
  if (!l.seats.some((s) => s.id === i.userId)) throw new UserError(LOBBY.notSeated);
  if (i.userId === l.hostId) return { ...l, status: 'cancelled' };
  return { ...l, seats: l.seats.filter((s) => s.id !== i.userId) };
};

/** A lobby's button: its change saved under the lobby's version, then the message redrawn. */
async function changeLobby(
  ctx: SessionContext,
  i: InviteClick,
  answer: Answer,
  game: AnyGame,
  lobbyId: string,
  change: Change,
  opts: { seatsGrow?: boolean; hostOnly?: Text } = {},
): Promise<void> {
  await answer.deferUpdate();
  const doc = await collections(ctx.store).invites.update(lobbyId, (cur) => {
    const l = cur?.value;
    if (l?.kind !== 'lobby' || l.status !== 'pending' || ctx.clock.now() >= l.expiresAt)
      throw new UserError(LOBBY.closed);
    if (opts.hostOnly && i.userId !== l.hostId) throw new UserError(opts.hostOnly);
    if (opts.seatsGrow && l.seats.length >= game.seats.max) throw new UserError(LOBBY.full);
    return change(l, i, ctx);
  });
  if (doc.value.status !== 'pending') await closeInvite(ctx.store, doc.value.guildId, doc.value.hostId, lobbyId);
  await answer.update({
    content: lobbyText(game, doc.value),
    components: lobbyButtons(game, lobbyId, doc.value),
    allowedMentions: { users: [] },
  });
}

/** A seat's key in a rematch's `order`: a person's id; a computer seat's id and name (they share the bot's id). */
export const seatKey = (s: SeatInfo): string => (s.computer ? `${s.id}/${s.name}` : s.id);

/** The seats in a rematch's order (the last game's, rotated); seats it does not name go last, in join order. */
function inOrder(seats: SeatInfo[], order: readonly string[] | undefined): SeatInfo[] {
  if (!order) return seats;
  const rank = (s: SeatInfo) => {
    const n = order.indexOf(seatKey(s));
    return n < 0 ? order.length : n;
  };
  return [...seats].sort((a, b) => rank(a) - rank(b));
}

/** Start: the host, with enough seated; opens the thread with everyone and posts the first board. */
async function startLobby(ctx: SessionContext, i: InviteClick, answer: Answer, game: AnyGame, lobbyId: string) {
  await answer.deferUpdate();
  const now = ctx.clock.now();
  let session: Doc<SessionRecord> | undefined;
  let doc: Doc<InviteRecord>;
  try {
    doc = await collections(ctx.store).invites.update(lobbyId, async (cur) => {
      const l = cur?.value;
      if (l?.kind !== 'lobby' || l.status !== 'pending') throw new UserError(LOBBY.closed);
      if (i.userId !== l.hostId) throw new UserError(LOBBY.hostOnlyStart);
      if (l.seats.length < game.seats.min) throw new UserError(LOBBY.tooFew(game.seats.min));
      const settings = await getSettings(ctx.store, l.guildId);
      const people = l.seats.filter((s) => !s.computer).map((s) => s.id);
      const name = `${game.name}: ${l.seats.map((s) => s.name).join(', ')}`;
      const thread = await openGameThread(ctx, i.message, settings.threads, name, people, l.threadId);
      session = await createBookedGame(ctx.sessions.at(thread.id), game, {
        guildId: l.guildId,
        parentChannelId: l.channelId,
        seats: inOrder(l.seats, l.order),
        options: l.options,
        now,
        pace: l.pace ?? null,
        locale: l.locale,
      });
      return { ...l, status: 'started' as const, threadId: thread.id };
    });
  } catch (err) {
    throw openingFailure(err, true);
  }
  const l = doc.value;
  if (!session || !l.threadId) throw new Error('a started lobby without its game');
  await startFromInvite(ctx, game, answer, { ...l, threadId: l.threadId }, lobbyId, session, lobbyText(game, l));
}

/** A lobby's buttons: what each does, given who clicked, the lobby's id and how to answer. */
export type LobbyAction = (ctx: SessionContext, i: InviteClick, answer: Answer, lobbyId: string) => Promise<void>;

/** The lobby's buttons of `game` by action (none for a game of two seats): Join, Leave, Add computer, Start. */
export function lobbyActions(game: AnyGame): Record<string, LobbyAction> {
  if (game.seats.max <= 2) return {};
  const addComputer: Change = (l, _i, ctx) => {
    if (!game.computer) throw new UserError(LOBBY.noComputer(game.name));
    const n = l.seats.filter((s) => s.computer).length + 1;
    const level = game.computer.defaultLevel;
    // "Computer 2 (strong)": the number names the seat, the level stays last as on every name.
    const name = n === 1 ? computerName(level, undefined, gameLocale(l)) : computerName(level, n, gameLocale(l));
    const id = ctx.sessions.outbox.selfId() ?? 'computer';
    return { ...l, seats: [...l.seats, { id, name, computer: { level } }] };
  };
  return {
    join: (ctx, i, answer, id) => changeLobby(ctx, i, answer, game, id, join, { seatsGrow: true }),
    leave: (ctx, i, answer, id) => changeLobby(ctx, i, answer, game, id, leave),
    addcpu: (ctx, i, answer, id) =>
      changeLobby(ctx, i, answer, game, id, addComputer, { seatsGrow: true, hostOnly: LOBBY.hostOnlyComputer }),
    start: (ctx, i, answer, id) => startLobby(ctx, i, answer, game, id),
  };
}

/** The lobby or challenge text of an invite in another state (the scheduler's expiry uses it). */
export { lobbyText };
