/**
 * The contract between the game-neutral session layer (every other file of this folder) and one
 * game. The layer owns what every game shares: challenge and accept, the lobby, the thread, the
 * move pipeline (lock, version check, engine, save, answer, post, computer turns), pings, reminders
 * and forfeits, resign, status, private hands, recovery at start-up and counting each result once.
 * A game brings its pure engine, its pictures and one `GameModule`, made of four parts: its rules
 * (`GameRules`, pure), its face in Discord (`GameUI`), its records (`GameRecords`) and its operations
 * (`GameOps`). Every place a new game must be added to (the catalog, the record replayers, the
 * computer players, ...) is listed in docs/architecture.md, "Adding a game".
 *
 * Seats are numbered 0..n-1 in the order the module's engine uses; seat 0 is the challenged player
 * (or the lobby's host). A module never sees Discord interactions: it turns stored state into
 * messages and control ids into moves, and the layer does the rest.
 */
import type { ActionRowBuilder, AttachmentBuilder, MessageActionRowComponentBuilder } from 'discord.js';
import type { z } from 'zod';
import type { MoveResult } from '../engine/result.ts';
import type { Text } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import type { Theme } from '../render/theme.ts';
import type { Store } from '../store/index.ts';
import type { Clock } from './clock.ts';

export type Rows = ActionRowBuilder<MessageActionRowComponentBuilder>[];

/** One seat of a game: a person (their user id) or the computer (the bot's id, with its level). */
export interface SeatInfo {
  id: string;
  name: string;
  computer?: { level: string };
  /** Set once the seat has left a game that goes on without it (3+ seats). */
  out?: 'resigned' | 'forfeited';
}

/** A game in its thread, as the layer stores it; `state` is the engine's, `options` the module's. */
export interface Session<S = unknown, O = unknown> {
  game: string;
  guildId: string;
  parentChannelId: string;
  seats: SeatInfo[];
  options: O;
  state: S;
  createdAt: number;
  lastMoveAt: number;
  status: 'active' | 'finished';
  /** What a take-back by agreement would restore (see src/session/takeback.ts); absent when none may be asked. */
  undo?: Undo | null;
  /** The time control (src/session/clock.ts); absent: untimed. */
  clock?: Clock | undefined;
  /** The language of its public posts (src/session/language.ts); absent: English. */
  locale?: string | undefined;
}

/** One step of undo: the state before `seat`'s turn, kept until the opponent moves (two people only). */
export interface Undo {
  seat: number;
  /** The state before the turn; null when the turn cannot be taken back (it showed a hidden card). */
  state: unknown;
  /** The turn is not over yet (the same seat is still to move): nothing may be taken back until it is. */
  open: boolean;
}

/** How a finished game ended: a place per seat (1 = first; equal places are ties) and its points. */
export interface Outcome {
  places: number[];
  points: number[];
  how: 'played' | 'resigned' | 'forfeited';
}

/** A message of the game's thread, as the module draws it. */
export interface Picture {
  content: string;
  files: AttachmentBuilder[];
}

export interface Board extends Picture {
  components: Rows;
}

/** Makes a control's custom id for this game, thread and version: `<game>:<action>:<thread>:<version>[:args]`. */
export type ControlId = (action: string, args?: readonly (string | number)[]) => string;

/** What a module is given to draw for one viewer (the thread, or one seat's private view). */
export interface DrawContext<S, O> {
  session: Session<S, O>;
  /** The language to draw and write in: the game's for its board, the viewer's for a private hand. */
  locale: string;
  version: number;
  theme: Theme;
  id: ControlId;
}

export interface ComputerPlayer<S, M, O> {
  levels: readonly string[];
  defaultLevel: string;
  /** The computer's move for `seat`, from what that seat may know; never throws for a legal state. */
  choose(session: Session<S, O>, seat: number): Promise<M>;
}

/** A private hand: the seat's cards and controls, shown only to that player, a step at a time. */
export interface HandModule<S, M, O> {
  /** The seat's private picture and controls; `draft` is the step so far (control args), [] at first.
   *  Drafts are positions and choices, never card names: control ids appear in logs. */
  view(draw: DrawContext<S, O>, seat: number, draft: readonly string[]): Promise<Board>;
  /** A private control pressed: a further step (a new draft), a move to play, or a reason to refuse.
   *  A move with `next` keeps the private message open: once saved, it is redrawn with that draft
   *  at the new version (a game whose turn is several moves); without it, its controls are dropped. */
  step(
    session: Session<S, O>,
    seat: number,
    args: readonly string[],
    values: readonly string[],
  ): { draft: string[] } | { move: M; next?: string[] } | { refuse: string | Text };
  /** Every card no public message may show in this state (hands, a hidden stock): for the contract test. */
  secret(state: S): string[];
  /** A person's remembered choices (e.g. how they sort their cards): the first draft of their hand. */
  firstDraft?(store: Store, userId: string): Promise<string[]>;
  /** Called with each new draft of `userId`'s hand, to remember what should outlive it; never throws. */
  remember?(store: Store, userId: string, draft: readonly string[]): Promise<void>;
}

/**
 * A game's rules, pure and without Discord (its `src/games/<game>/rules.ts`, fenced in biome.json):
 * what a game is, played through its engine, and its computer player. Everything the layer asks of
 * the game about play itself (whose turn, is this move legal, who won, may this turn be taken back).
 */
export interface GameRules<S = unknown, M = unknown, O = unknown, E = unknown> {
  /** The custom_id namespace, the stored records' tag and the slash command's name. */
  id: string;
  name: string;
  seats: { min: number; max: number };
  /** Validates options from a command (and stored ones); its defaults are the game's. Its fields, with
   *  their descriptions, are also the slash command's options (src/session/options.ts). */
  optionsSchema: z.ZodType<O>;
  stateSchema: z.ZodType<S>;
  setup(options: O, seats: number, seed: number): S;
  /** The seat to act, or null when the game is over. */
  toMove(state: S): number | null;
  apply(state: S, seat: number, move: M): MoveResult<S, E>;
  /** A seat resigns or times out: the engine ends the game, or (3+ seats) goes on without it. */
  leave(state: S, seat: number, how: 'resigned' | 'forfeited'): MoveResult<S, E>;
  outcome(state: S): Outcome | null;
  /** How many rounds (deals, hands) have finished, for their summaries. */
  roundsFinished(state: S): number;
  /**
   * Whether a turn (`before` → `after`, `events` being all of its moves' events) may be taken back by
   * agreement (src/session/takeback.ts): false as soon as it made visible a card that was not before
   * to anyone (a card turned up, a stock draw its drawer saw). Called for two-person games only, never
   * for a turn that ended a round or the game (the layer refuses those itself). Without this hook,
   * nothing is taken back.
   */
  canTakeBack?(before: S, after: S, events: readonly E[]): boolean;
  /** The leaderboard board a game's result goes to, besides the game's overall one. */
  variantOf(options: O): string;
  variants: readonly { value: string; label: string }[];
  /** Options that only make sense against the computer, refused in an invitation between people. */
  computerOnly?(options: O): string | null;
  computer?: ComputerPlayer<S, M, O>;
  /** A turn without a choice: the single move the seat to move must make, when the game calls it forced,
   *  or null; played for a person by the layer when the server allows it (src/session/forced.ts), the
   *  thread told so with `note` ("the only take"). */
  forced?: { move(state: S): M | null; note(locale: string): string };
  /** What `seat` may know of the state (its own cards, not the others'), for a game with hidden
   *  cards: what its computer player and hint play from. Absent when everything is in plain view. */
  view?(state: S, seat: number): unknown;
}

/** How a game looks and is played in Discord: its pictures, words and controls (`ui.ts`). */
export interface GameUI<S = unknown, M = unknown, O = unknown, E = unknown> {
  /** The slash command's description. */
  description: string;
  /** The game and its options in a few words, in `locale`: "**Game · Variant** (to 500)". */
  describe(options: O, locale: string): string;
  /** A sentence the invitation adds about these options (what accepting agrees to), or ''. */
  inviteNote?(options: O, locale: string): string;
  /** Command options for a short game (a few minutes of play), used by the contract test and demos; a
   *  game to its default target can take far longer than a test should. */
  shortGame?: Readonly<Record<string, unknown>>;
  /** The board for the seat to move (its picture, its text, its public controls). */
  board(draw: DrawContext<S, O>): Promise<Board>;
  roundSummary(session: Session<S, O>, round: number, theme: Theme): Promise<Picture>;
  /** An extra added to a round's summary once ready (e.g. an analysis of the deal), or null. Never awaited before posting. */
  roundExtra?(session: Session<S, O>, round: number): Promise<Picture | null>;
  /** What a move did, in words everyone may read (a card drawn from a hidden stock is not named). */
  narrate(session: Session<S, O>, events: readonly E[]): string;
  /**
   * What a board a move was played on says once its controls go (a move made in a private hand or
   * by the computer, which never answers the board itself): "→ " and the turn in the boards' own
   * words, replacing the board's "your turn" line; '' when nothing was played. Without it, the layer
   * uses "→ " and `narrate`.
   */
  played?(session: Session<S, O>, events: readonly E[]): string;
  /**
   * Whether a step of a turn changed nothing the live board need show before the turn ends (a
   * Rummy draw: the stock's count, the discard's top): the board stays as it is, not redrawn, and
   * the turn's next post tells it. Without it, every further step of a turn redraws the board.
   */
  quiet?(session: Session<S, O>, events: readonly E[]): boolean;
  /** The closing line of a finished game. */
  resultLine(session: Session<S, O>): string;
  /** One line for `status`, from `seat`'s side, in `locale` (the reader's): "Classic vs bob · 120–80". */
  statusLine(session: Session<S, O>, seat: number, locale: string): string;
  /** A public control pressed on the board, as a move; undefined when the ids are not a move. */
  parseMove(action: string, args: readonly string[], values: readonly string[]): M | undefined;
  /** The public actions parseMove reads (the layer routes them to the move pipeline). */
  moveActions: readonly string[];
  hand?: HandModule<S, M, O>;
  /** Buttons of the game's own beyond moves (e.g. a hint), by action. */
  extras?: Record<string, ExtraHandler<S, O>>;
}

/** Records out (/export, src/session/export.ts; cli render). */
export interface GameRecords<S = unknown, M = unknown, O = unknown> {
  /** The rounds (deals, hands) of the game so far as a game record lists them (docs/records.md, "Game
   *  records"): each a round record without its `game`, plus `seats` (the game seat of each role of the
   *  round) where roles are not seats. With `public`, nothing a player or spectator may not see: no
   *  hand, no deck or stock order; a round whose record needs one gives its `moves` and, once over,
   *  its `points` by role instead. null when the game has no record (begun before its moves were kept). */
  record?(session: Session<S, O>, opts: { public: boolean }): Record<string, unknown>[] | null;
  /** How `cli render` plays a record back through `apply` (src/session/record-frames.ts): a round
   *  record's cards dealt in place of the engine's own deal, and its moves as the engine's. */
  replay?: RecordReplay<S, M>;
}

/** What the running bot does with a game besides play: store upgrades, and its workers' lifetime. */
export interface GameOps {
  /** Carries the game's records of an older store layout (`from`, see src/session/upgrade.ts) over; idempotent. */
  upgrade?(store: Store, from: number, logger?: Logger): Promise<void>;
  /** Started once the bot is ready (e.g. a worker pool) and stopped with it. */
  warmUp?(): Promise<void>;
  close?(): Promise<void>;
}

/** A game as the layer runs it: its four parts in one flat object (`src/games/<game>/module.ts`). */
export type GameModule<S = unknown, M = unknown, O = unknown, E = unknown> = GameRules<S, M, O, E> &
  GameUI<S, M, O, E> &
  GameRecords<S, M, O> &
  GameOps;

/** Plays one round record (with its `game`) back: see GameRecords.replay. Reasons name the record's field. */
export interface RecordReplay<S, M> {
  /** `state` with round `index` of the record dealt as its round in play (a reason when it does not fit). */
  deal(state: S, round: Record<string, unknown>, index: number): { ok: true; state: S } | { ok: false; reason: string };
  /** The round's moves, in order, as `apply` takes them. */
  moves(round: Record<string, unknown>): { ok: true; moves: M[] } | { ok: false; reason: string };
}

/** A game's own control: it gets the stored session and version, and answers the player privately. */
export interface ExtraHandler<S, O> {
  run(x: {
    session: Session<S, O>;
    version: number;
    clickedVersion: number;
    userId: string;
    /** The clicker's language (what `reply` says); `announce` speaks the game's (session.locale). */
    locale: string;
    reply: (content: string) => Promise<void>;
    announce: (content: string) => Promise<void>;
  }): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a catalog holds modules of every state and move type.
export type AnyGame = GameModule<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: the rules of any game, for what needs no more of it.
export type AnyRules = GameRules<any, any, any, any>;
