/**
 * The contracts between the bot runtime and command files. A command file in
 * `commands/` exports `command: SlashCommand`; adding a game means adding its
 * engine, its images and one such file, nothing else.
 */
import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  Client,
  MessageComponentInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { SOURCE_LOCALE, say, type Text } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/index.ts';
import type { ParsedCustomId } from './customId.ts';
import type { CommandRegistry } from './registry.ts';
import type { Responder } from './responder.ts';

export type Disposer = () => void | Promise<void>;

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What the transport itself provides every handler. */
export interface BotCore {
  store: Store;
  logger: Logger;
  clock: Clock;
  client: Client;
  registry: CommandRegistry;
}

/**
 * Services shared by every handler, built once at startup. The layers above the transport add
 * fields by declaration merging (the session layer adds `games` and `sessions`, src/session/service.ts):
 *   declare module '../bot/types.ts' { interface BotContext { sessions: SessionService } }
 * and supply them through `startDiscord({ extendContext })` (the composition root, src/app.ts).
 */
export interface BotContext extends BotCore {}

/** What a handler gets for one interaction: the shared services plus its responder and a child logger. */
export type HandlerContext = BotContext & {
  /** Answers the interaction whatever state it is in (see responder.ts). Prefer it to interaction.reply. */
  res: Responder;
  /** Logger bound to this interaction (id, user, command / custom id). */
  log: Logger;
};

/** The component (or modal) interactions routed by custom id. */
export type RoutedInteraction = MessageComponentInteraction | ModalSubmitInteraction;

export interface ComponentHandler {
  /**
   * How to acknowledge if the handler has not answered within ~2 s: 'update' (deferUpdate: the
   * clicked message will be edited; the default for components), 'reply' (a public "thinking…"
   * reply) or 'ephemeral' (a private one).
   */
  defer?: 'update' | 'reply' | 'ephemeral';
  /** 'create' when a click creates things (a thread, a public message): a stricter per-user limit (flood.ts). */
  limit?: 'create';
  /**
   * True when this handler also takes the submits of a modal the bot showed with its custom id. Other
   * handlers never see a modal submit: the router refuses one (it can only be forged).
   */
  modal?: boolean;
  run(interaction: RoutedInteraction, ctx: HandlerContext, id: ParsedCustomId): Promise<void> | void;
}

export type CommandData =
  | RESTPostAPIChatInputApplicationCommandsJSONBody
  | { toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };

export interface SlashCommand {
  /** A SlashCommandBuilder or its JSON; the command's name routes it. */
  data: CommandData;
  /**
   * Where the message catalog keeps this command's translations: prefixes under `cmd.`, searched in
   * order (default: the command's name). The games' commands add the texts they share (src/i18n/commands.ts).
   */
  i18n?: readonly string[];
  /** custom_id namespace of this command's components; defaults to the command name. */
  namespace?: string;
  /** How to acknowledge when execute is slow (default 'reply'; 'ephemeral' for private answers). */
  defer?: 'reply' | 'ephemeral';
  /** 'create' when the command creates things (a thread, a public message): a stricter per-user limit
   *  (flood.ts); a function when only some of its subcommands do. */
  limit?: 'create' | ((interaction: ChatInputCommandInteraction) => 'create' | undefined);
  execute(interaction: ChatInputCommandInteraction, ctx: HandlerContext): Promise<void> | void;
  /** Handlers of this command's buttons, menus and modals, by custom_id action. */
  components?: Record<string, ComponentHandler>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext & { log: Logger }): Promise<void> | void;
  /**
   * Called once at startup, before login (e.g. to open the game's store collection or start a
   * timer). May return a disposer, called by stop() after in-flight interactions finished and
   * before the client is destroyed.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: lets a plain or async init return nothing.
  init?(ctx: BotContext): Disposer | undefined | void | Promise<Disposer | undefined | void>;
}

/** A text said in a given locale (any Discord locale string). */
export type Said = (locale: string | null | undefined) => string;

/**
 * An error meant for the player: answered ephemerally, and not logged as a failure. Given a catalog
 * `Text`, it is said in the language of whoever it answers (the router knows the interaction's
 * locale; the code that refuses need not); its `message` is the English, for the log.
 */
export class UserError extends Error {
  override name = 'UserError';
  /** A click on a board that has just changed (a double click, a race): innocent, so it is answered
   *  without counting against the user's error limit (flood.ts). */
  readonly stale: boolean;
  /** The refusal as a catalog text, when it was given as one. */
  readonly text: Text | undefined;
  readonly #said: Said | undefined;
  /**
   * `message`: English as written, a catalog `Text`, or a function saying it in a given locale (for a
   * refusal whose values must be said in the reader's language too, e.g. permission names).
   */
  constructor(message: string | Text | Said, opts: { stale?: boolean } = {}) {
    super(
      typeof message === 'string'
        ? message
        : typeof message === 'function'
          ? message(SOURCE_LOCALE)
          : say(SOURCE_LOCALE, message),
    );
    this.text = typeof message === 'object' ? message : undefined;
    this.#said = typeof message === 'function' ? message : undefined;
    this.stale = opts.stale === true;
  }
  /** The refusal in `locale` (a plain-string refusal stays as written). */
  in(locale: string | null | undefined): string {
    if (this.#said) return this.#said(locale);
    return this.text ? say(locale, this.text) : this.message;
  }
}
