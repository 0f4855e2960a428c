/**
 * One object per interaction that answers it correctly whatever state it is in,
 * so handlers never juggle reply / deferReply / editReply / followUp themselves
 * and never hit "already acknowledged".
 *
 * - reply(msg): a new message answering the interaction (fills a deferred reply's placeholder).
 * - update(msg): for a component, edit the message it is on; for a command, edit the original reply.
 * - defer(kind?): acknowledge now, answer later ('update' = deferUpdate for components).
 * - followUp(msg): an extra message (the first answer if nothing was sent yet).
 * - post(msg): a public message in the channel as a follow-up of a component's answer, or null;
 *   editPost(id, msg) edits it the same way.
 * - error(text): the text, ephemerally wherever the interaction is (see error() for the one exception).
 * - rescue(): the router's last call; answers privately an interaction every answer of which was refused.
 *
 * A first answer that would update the clicked message (an update, a deferred update) is refused by
 * Discord with Unknown Message when that message is gone; the interaction is then still open, so it
 * is answered once more, privately, saying so (MESSAGE_GONE), and the message is not updated again.
 *
 * Calls are serialised, so the router's automatic defer (after ~2 s without an answer,
 * see `armAutoDefer`) can never race a handler's own reply. A handler that may wait (for a
 * game's lock, a slow store) defers itself sooner (see MOVE_DEFER_MS in
 * src/session/moves.ts): waiting must not eat into Discord's 3 seconds.
 */
import {
  type Attachment,
  type Client,
  DiscordAPIError,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type Message,
  MessageFlags,
  type ModalBuilder,
  type ModalComponentData,
  type RepliableInteraction,
  Routes,
} from 'discord.js';
import { t } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import { observeSecondAnswer } from '../ops/metrics.ts';
import { type CardLayout, cardComponents, messageCustomIds } from './card.ts';
import { capPayload } from './limits.ts';

export interface ReplyPayload {
  content?: string;
  embeds?: InteractionReplyOptions['embeds'];
  components?: InteractionReplyOptions['components'];
  /** Attachments (e.g. a PNG board). On an edit they replace the message's previous attachments. */
  files?: InteractionReplyOptions['files'];
  allowedMentions?: InteractionReplyOptions['allowedMentions'];
  /** Only for new messages (reply, followUp, error); an edit keeps the message's visibility. */
  ephemeral?: boolean;
  /** Laid out as one Components V2 card (card.ts): the content, pictures and controls inside it. */
  card?: CardLayout;
}
export type ReplyInput = string | ReplyPayload;

export type DeferKind = 'reply' | 'ephemeral' | 'update';

type AckState = 'none' | 'deferred-reply' | 'deferred-update' | 'replied' | 'updated' | 'elsewhere';

export interface Responder {
  readonly acknowledged: boolean;
  reply(msg: ReplyInput): Promise<void>;
  update(msg: ReplyInput): Promise<void>;
  defer(kind?: DeferKind): Promise<void>;
  followUp(msg: ReplyInput): Promise<void>;
  /**
   * A public message in the interaction's channel, sent as a follow-up once a component's message
   * has been answered (updated, or its update deferred; a component not answered yet is answered
   * with a deferred update first, and its update then comes as an edit): Discord counts follow-ups
   * apart from the bot's global limit. The clicked message may be ephemeral (a private hand): a
   * follow-up's visibility is set by its own flags, sent here without Ephemeral, except the first
   * follow-up after a deferred reply, which fills that reply's placeholder and keeps its
   * visibility; so never after a deferred reply. Null, with nothing sent, when this interaction
   * cannot carry one (not a component, answered another way, or Discord no longer knows it): the
   * caller then posts in the channel.
   */
  post(msg: ReplyPayload): Promise<Message | null>;
  /**
   * Edits a message `post` sent (as a follow-up, so the edit too stays outside the bot's global
   * limit). `attachments` lists the message's attachments to keep; new `files` are added to them.
   */
  editPost(messageId: string, msg: ReplyPayload & { attachments?: readonly Attachment[] }): Promise<void>;
  error(text: string): Promise<void>;
  /** Shows a modal: only as the first answer of a command or a button (call it before any slow work). */
  modal(modal: ModalComponentData | ModalBuilder): Promise<void>;
  /**
   * Leaves the answer to another process of this bot that received the same interaction (two
   * processes on one shard) and is answering it: nothing is sent from here, not even "Done.".
   */
  leaveToOther(): void;
}

/**
 * Follow-ups `post` sent with controls (boards), by message id, with the token of the interaction
 * that sent them: the next board takes their controls off through that token (Edit Followup
 * Message, a webhook request outside the bot's global limit) instead of through the channel,
 * which the global limit counts. A token lasts 15 minutes from its interaction: an entry is kept
 * 14, goes once used or once the board's own click updates it, and the oldest go first (the
 * map keeps insertion order), so it holds about the boards live in this process.
 */
const FOLLOW_UP_EDITABLE_MS = 14 * 60_000;
type Editable = Map<string, { appId: string; token: string; until: number }>;
/** Per client, so two bots in one process (as the tests run them) share nothing. */
const editable = new WeakMap<Client, Editable>();
function editableOf(client: Client): Editable {
  let map = editable.get(client);
  if (!map) {
    map = new Map();
    editable.set(client, map);
  }
  return map;
}

/** A bound on the entries whatever happens (a few MB of tokens at most). */
const MAX_EDITABLE_FOLLOW_UPS = 10_000;

function rememberFollowUp(client: Client, messageId: string, appId: string, token: string, createdAt: number): void {
  const editableFollowUps = editableOf(client);
  const now = Date.now();
  for (const [id, e] of editableFollowUps) {
    if (e.until > now && editableFollowUps.size < MAX_EDITABLE_FOLLOW_UPS) break;
    editableFollowUps.delete(id);
  }
  editableFollowUps.set(messageId, { appId, token, until: createdAt + FOLLOW_UP_EDITABLE_MS });
}

/** A new picture for an edit through a kept token: its bytes, file name and alt text. */
export interface FollowUpFile {
  name: string;
  data: Buffer;
  description?: string;
}

/**
 * Edits a board `post` sent from this process, through its interaction's token (Edit Followup
 * Message, outside the bot's global limit): new text, controls and, when `files` are given, new
 * pictures in place of the old. An edit that takes the controls off is the board's last, so the
 * token is then forgotten. False, with nothing sent, when this process does not know the board
 * (sent by another process, in the channel, or its token too old): the caller edits it through the
 * channel.
 */
export async function editFollowUp(
  client: Client,
  messageId: string,
  body: {
    content?: string;
    components?: unknown[];
    flags?: number;
    allowed_mentions?: { parse?: never[]; users?: string[] };
  },
  files?: readonly FollowUpFile[],
): Promise<boolean> {
  const editableFollowUps = editableOf(client);
  const e = editableFollowUps.get(messageId);
  if (!e) return false;
  // Controls taken off (a card keeps its container, with no control left in it).
  const last = body.components !== undefined && messageCustomIds(body.components).length === 0;
  if (last) editableFollowUps.delete(messageId);
  if (Date.now() > e.until) {
    editableFollowUps.delete(messageId);
    return false;
  }
  await client.rest.patch(Routes.webhookMessage(e.appId, e.token, messageId), {
    body: files
      ? {
          ...body,
          // The attachments listed are all the message keeps: the new pictures replace the old.
          attachments: files.map((f, n) => ({
            id: String(n),
            filename: f.name,
            ...(f.description ? { description: f.description } : {}),
          })),
        }
      : body,
    ...(files ? { files: files.map((f) => ({ name: f.name, data: f.data })) } : {}),
    auth: false,
  });
  return true;
}

/** Takes the controls off a board `post` sent from this process (see editFollowUp); false when it does not know it. */
export function dropFollowUpControls(
  client: Client,
  messageId: string,
  body: { content?: string; allowed_mentions?: { parse?: never[]; users?: string[] } } = {},
): Promise<boolean> {
  return editFollowUp(client, messageId, { ...body, components: [] });
}

/** Discord's "Interaction has already been acknowledged". */
const ALREADY_ACKNOWLEDGED = 40060;
/** Discord's "Unknown Message": the clicked message was deleted (or never existed) by the time of the answer. */
const UNKNOWN_MESSAGE = 10008;
/** Discord's "Unknown interaction": its 3 s ran out, so nothing can answer it any more. */
const UNKNOWN_INTERACTION = 10062;

/** The private answer to a click whose message is gone (the answer would have updated it), in English;
 *  a user gets it in their interaction's locale (`bot.messageGone`). */
export const MESSAGE_GONE = t('en-US', 'bot.messageGone');
/** The private answer to an interaction every earlier answer of which Discord refused, in English (`bot.notAnswered`). */
export const NOT_ANSWERED = t('en-US', 'bot.notAnswered');

/**
 * Whether `err` is Discord refusing an answer because the interaction was answered already: with
 * several processes receiving the same interaction (two on one shard during a deploy), the one that
 * answers second gets this. Expected, not a failure: counted and logged at debug, never at error.
 */
export const isLostRace = (err: unknown): boolean =>
  err instanceof DiscordAPIError && err.code === ALREADY_ACKNOWLEDGED;

/** Every payload goes through here: cut to Discord's limits (limits.ts) so no answer is refused for its size. */
const payload = (msg: ReplyInput): ReplyPayload => capPayload(typeof msg === 'string' ? { content: msg } : msg);

/** An error text may echo what a user typed: it never pings anyone. */
const errorMessage = (text: string): ReplyPayload => ({ content: text, allowedMentions: { parse: [] } });

/** A payload's body: a card's content, pictures and controls moved into its container (card.ts). */
function laidOut(msg: ReplyInput): { body: Omit<ReplyPayload, 'card' | 'ephemeral'>; ephemeral: boolean; v2: boolean } {
  const { ephemeral, card, ...rest } = payload(msg);
  if (!card) return { body: rest, ephemeral: ephemeral === true, v2: false };
  const { content, components, ...others } = rest;
  const laid = cardComponents(content ?? '', rest.files, components, card);
  return { body: { ...others, components: laid.components as never }, ephemeral: ephemeral === true, v2: true };
}

function newMessage(msg: ReplyInput, forceEphemeral = false): InteractionReplyOptions {
  const { body, ephemeral, v2 } = laidOut(msg);
  const flags = (ephemeral || forceEphemeral ? MessageFlags.Ephemeral : 0) | (v2 ? MessageFlags.IsComponentsV2 : 0);
  return { ...body, flags: flags || undefined } as InteractionReplyOptions;
}

/** An edit; a card's sets the flag (Discord allows turning it on, never off, and only on a reply's placeholder or a card). */
function edit(msg: ReplyInput): InteractionEditReplyOptions {
  const { body, v2 } = laidOut(msg);
  return v2 ? { ...body, flags: MessageFlags.IsComponentsV2 } : body;
}

export class InteractionResponder implements Responder {
  #state: AckState = 'none';
  /** After a deferred reply: whether its "thinking…" placeholder has been replaced. */
  #placeholderFilled = false;
  #chain: Promise<unknown> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  /** For the acknowledgement-latency metric (src/ops/metrics.ts): when this was created and first answered. */
  readonly #createdAt = performance.now();
  #ackedAt: number | undefined;
  #lostRace = false;
  /** Discord said the clicked message is gone: it is not updated any more (there is nothing to update). */
  #messageGone = false;
  /** Discord said the interaction expired: nothing can answer it any more. */
  #expired = false;

  constructor(
    private readonly interaction: RepliableInteraction,
    private readonly defaultDefer: DeferKind,
    private readonly log: Logger,
  ) {}

  get acknowledged(): boolean {
    this.#sync();
    return this.#state !== 'none';
  }

  /** Whether an answer was refused because another process answered this interaction first (isLostRace). */
  get lostRace(): boolean {
    return this.#lostRace;
  }

  /** Milliseconds from creation to the first answer or defer; undefined while unanswered. */
  get ackMs(): number | undefined {
    this.#noteAck();
    return this.#ackedAt === undefined ? undefined : this.#ackedAt - this.#createdAt;
  }

  #noteAck(): void {
    if (this.#ackedAt === undefined && this.acknowledged) this.#ackedAt = performance.now();
  }

  /** Defers with the default kind if nothing has answered within `ms`. */
  armAutoDefer(ms: number): void {
    this.#timer = setTimeout(() => {
      this.#run(async () => {
        this.#sync();
        if (this.#state !== 'none') return;
        this.log.debug({ afterMs: ms }, 'auto-defer');
        await this.#defer(this.defaultDefer);
      }).catch((err) =>
        isLostRace(err)
          ? this.log.debug({ err }, 'auto-defer: another process answered first')
          : this.log.warn({ err }, 'auto-defer failed'),
      );
    }, ms);
  }

  /** Stops the auto-defer and waits for queued answers. */
  async settle(): Promise<void> {
    clearTimeout(this.#timer);
    await this.#chain;
  }

  reply(msg: ReplyInput): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      if (this.#state === 'none') {
        await this.interaction.reply(newMessage(msg));
        this.#state = 'replied';
      } else if (this.#state === 'deferred-reply' && !this.#placeholderFilled) {
        await this.interaction.editReply(edit(msg));
        this.#placeholderFilled = true;
      } else {
        await this.interaction.followUp(newMessage(msg));
      }
    });
  }

  update(msg: ReplyInput): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      const i = this.interaction;
      const fromMessage = i.isMessageComponent() || (i.isModalSubmit() && i.isFromMessage());
      // A board this click updates itself needs no token kept for taking its controls off later.
      if (i.isMessageComponent()) editableOf(i.client).delete(i.message.id);
      if (!fromMessage) {
        if (this.#state === 'none') {
          await i.reply(newMessage(msg));
          this.#state = 'replied';
        } else {
          await i.editReply(edit(msg));
          this.#placeholderFilled = true;
        }
      } else if (this.#messageGone) {
        // Nothing to update: the player was told so when the first answer was refused.
        this.log.debug('update skipped: the clicked message is gone');
      } else if (this.#state === 'none') {
        try {
          await this.#onMessage(() => i.update(edit(msg)), 'updated');
        } catch (err) {
          if (!isLostRace(err)) throw err;
          this.#lostRace = true;
          // Another process of this bot that got the same interaction answered it first (two
          // processes on one shard): the clicked message still has to show this process's change.
          this.#state = 'elsewhere';
          if (i.message.flags.has(MessageFlags.Ephemeral)) throw err;
          await i.message.edit(edit(msg));
        }
      } else if (this.#state === 'deferred-update' || this.#state === 'updated') {
        await i.editReply(edit(msg));
      } else {
        // The interaction's own answer is a separate message: edit the clicked one directly (a
        // channel edit; an ephemeral clicked message cannot be reached this way, so handlers on
        // ephemeral messages should defer with 'update', the default).
        await i.message.edit(edit(msg));
      }
    });
  }

  defer(kind: DeferKind = this.defaultDefer): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      if (this.#state === 'none') await this.#defer(kind);
    });
  }

  /** The same as `reply`: after a deferred reply, Discord turns the first follow-up into an edit of the placeholder anyway. */
  followUp(msg: ReplyInput): Promise<void> {
    return this.reply(msg);
  }

  post(msg: ReplyPayload): Promise<Message | null> {
    return this.#run(async () => {
      this.#sync();
      const i = this.interaction;
      if (!i.isMessageComponent()) {
        // A command (a game started in a DM or group DM, its status there): once its own answer is
        // out, a follow-up is a message of its own; before, it would take the answer's place.
        const answered = this.#state === 'replied' || (this.#state === 'deferred-reply' && this.#placeholderFilled);
        if (!answered) return null;
      } else if (this.#state === 'none' && !this.#messageGone) {
        // The update of the clicked message may still be on its way (a private hand being redrawn):
        // acknowledged now, so that the follow-up need not wait for it nor go to the channel.
        try {
          await this.#defer('update');
        } catch (err) {
          // Refused (the click's 3 s ran out on a loaded host, another process answered it): the
          // board still goes out, in the channel.
          if (isLostRace(err)) this.#lostRace = true;
          if (err instanceof DiscordAPIError && err.code === UNKNOWN_INTERACTION) this.#expired = true;
          this.log.warn({ err }, 'could not acknowledge the click before its follow-up; posting in the channel');
          return null;
        }
      }
      // A click's: only after an update or a deferred update. After a deferred reply (the only answer
      // whose first follow-up takes the answer's visibility, not its own) or a new message, the channel.
      if (i.isMessageComponent() && this.#state !== 'updated' && this.#state !== 'deferred-update') return null;
      try {
        const sent = await i.followUp(newMessage({ ...msg, ephemeral: false }));
        if (msg.components && msg.components.length > 0)
          rememberFollowUp(i.client, sent.id, i.applicationId, i.token, i.createdTimestamp);
        return sent;
      } catch (err) {
        // A 4xx (the interaction expired or is unknown, say) means nothing was posted.
        const status = err instanceof DiscordAPIError ? err.status : 0;
        if (status >= 400 && status < 500 && status !== 429) {
          this.log.warn({ err }, 'could not post as a follow-up; posting in the channel');
          return null;
        }
        throw err;
      }
    });
  }

  editPost(messageId: string, msg: ReplyPayload & { attachments?: readonly Attachment[] }): Promise<void> {
    return this.#run(async () => {
      const { attachments, ...rest } = msg;
      await this.interaction.webhook.editMessage(messageId, {
        ...edit(rest),
        ...(attachments ? { attachments: [...attachments] } : {}),
      });
    });
  }

  modal(modal: ModalComponentData | ModalBuilder): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      const i = this.interaction;
      if (i.isModalSubmit()) throw new Error('A modal cannot answer a modal submit');
      if (this.#state !== 'none') throw new Error('A modal must be the first answer to an interaction');
      await i.showModal(modal);
      this.#state = 'replied';
    });
  }

  /**
   * Ephemeral whenever Discord allows it. After a public deferred reply it cannot be: Discord
   * makes the first follow-up replace the public "thinking…" placeholder, so the text goes there.
   */
  error(text: string): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      const i = this.interaction;
      if (this.#state === 'none') {
        await i.reply(newMessage(errorMessage(text), true));
        this.#state = 'replied';
      } else if (this.#state === 'deferred-reply' && !this.#placeholderFilled) {
        await i.editReply({ ...edit(errorMessage(text)), embeds: [], components: [], files: [] });
        this.#placeholderFilled = true;
      } else {
        await i.followUp(newMessage(errorMessage(text), true));
      }
    });
  }

  /**
   * The least an interaction can be answered with, for a user over their error limit (flood.ts): one
   * callback when nothing was sent yet, a silent deferred update on a message that can be updated,
   * else `text` as a private reply (a deferred reply would show "thinking…" for good, and costs the
   * same one callback); a deferred reply's placeholder is still filled with `text`; anything else
   * needs nothing more.
   */
  quiet(text: string): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      if (this.#state === 'none' && this.#canUpdate()) await this.#defer('update');
      else if (this.#state === 'none') {
        await this.interaction.reply(newMessage(errorMessage(text), true));
        this.#state = 'replied';
      } else if (this.#state === 'deferred-reply' && !this.#placeholderFilled) {
        await this.interaction.editReply({ ...edit(errorMessage(text)), embeds: [], components: [], files: [] });
        this.#placeholderFilled = true;
      }
    });
  }

  leaveToOther(): void {
    this.#sync();
    if (this.#state === 'none') this.#state = 'elsewhere';
  }

  /** Called by the router once the handler returned: an interaction must never be left unanswered. */
  finish(): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      if (this.#state === 'none') {
        this.log.warn('handler returned without answering');
        if (this.defaultDefer === 'update' && this.#canUpdate()) await this.#defer('update');
        else await this.interaction.reply(newMessage(t(this.interaction.locale, 'commands.done'), true));
      } else if (this.#state === 'deferred-reply' && !this.#placeholderFilled) {
        this.log.warn('handler deferred a reply and never filled it');
        await this.interaction.editReply({ content: t(this.interaction.locale, 'commands.done') });
        this.#placeholderFilled = true;
      }
    });
  }

  /**
   * 'update' on an interaction with no message to update (a command, a modal not opened from a
   * message) defers privately: a public "thinking…" nobody fills would stay in the channel.
   */
  async #defer(kind: DeferKind): Promise<void> {
    const i = this.interaction;
    if (kind === 'update' && (i.isMessageComponent() || (i.isModalSubmit() && i.isFromMessage()))) {
      await this.#onMessage(() => i.deferUpdate(), 'deferred-update');
    } else {
      await i.deferReply(kind === 'reply' ? {} : { flags: MessageFlags.Ephemeral });
      this.#state = 'deferred-reply';
    }
  }

  /**
   * Sends a first answer that acts on the clicked message (an update, or a deferred update) and
   * moves to `state`. Discord refuses it with Unknown Message when that message is gone (deleted,
   * archived, or never there), and a refused callback acknowledges nothing: the interaction is then
   * answered once more, privately, within its 3 s, and the message is not updated any more.
   */
  async #onMessage(send: () => Promise<unknown>, state: AckState): Promise<void> {
    try {
      await send();
      this.#state = state;
    } catch (err) {
      if (!(err instanceof DiscordAPIError && err.code === UNKNOWN_MESSAGE) || this.#acknowledgedByDiscordJs())
        throw err;
      this.#messageGone = true;
      await this.#secondAnswer('message-gone', t(this.interaction.locale, 'bot.messageGone'), err);
    }
  }

  /** discord.js's own flags: set only once Discord accepted a callback. */
  #acknowledgedByDiscordJs(): boolean {
    return this.interaction.replied || this.interaction.deferred;
  }

  /** A private reply to an interaction Discord refused the first answer of; counted, and logged without any content. */
  async #secondAnswer(reason: 'message-gone' | 'unacknowledged', text: string, err?: unknown): Promise<void> {
    const refused = err instanceof DiscordAPIError ? { code: err.code, status: err.status } : {};
    await this.interaction.reply(newMessage(errorMessage(text), true));
    this.#state = 'replied';
    observeSecondAnswer(reason);
    this.log.info({ reason, ...refused }, 'first answer refused: answered privately instead');
  }

  /**
   * The last resort, once the handler and any error answer are done: an interaction still
   * unacknowledged (every answer refused, for whatever reason) gets one private answer, unless it
   * expired (nothing can answer it then) or another process of this bot answered it.
   */
  rescue(): Promise<void> {
    return this.#run(async () => {
      this.#sync();
      if (this.#state !== 'none' || this.#expired || this.#lostRace) return;
      await this.#secondAnswer(
        this.#messageGone ? 'message-gone' : 'unacknowledged',
        t(this.interaction.locale, this.#messageGone ? 'bot.messageGone' : 'bot.notAnswered'),
      );
    });
  }

  /** Whether the interaction is on a message it can update (a component, or a modal opened from one). */
  #canUpdate(): boolean {
    const i = this.interaction;
    return i.isMessageComponent() || (i.isModalSubmit() && i.isFromMessage());
  }

  /** Picks up answers a handler made on the interaction directly. */
  #sync(): void {
    if (this.#state !== 'none') return;
    const i = this.interaction;
    if (i.replied) this.#state = 'replied';
    else if (i.deferred) {
      // discord.js sets `ephemeral` on deferReply only; it stays null after deferUpdate.
      this.#state = i.ephemeral === null ? 'deferred-update' : 'deferred-reply';
    }
  }

  #run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#chain
      .then(fn)
      .catch((err: unknown) => {
        if (isLostRace(err)) this.#lostRace = true;
        if (err instanceof DiscordAPIError && err.code === UNKNOWN_INTERACTION) this.#expired = true;
        throw err;
      })
      .finally(() => this.#noteAck());
    this.#chain = next.catch(() => undefined);
    return next;
  }
}
