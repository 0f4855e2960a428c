/**
 * The single `interactionCreate` handler. Slash commands are routed by name,
 * components and modals by their custom id (`<namespace>:<action>:...`, see
 * customId.ts) to handlers registered by command files: persistent handlers,
 * no collectors, so a button keeps working after a restart. Every interaction
 * is answered: the handler's own answer, an automatic defer after `autoDeferMs`,
 * an ephemeral error, or "no longer valid" for an unknown custom id; and if
 * Discord refused every answer (the clicked message deleted, say), once more,
 * privately (responder.ts `rescue`). Nothing thrown here reaches the process.
 * (Interactions discord.js drops without emitting them are answered in dropped.ts.)
 *
 * Before any handler runs, input is checked at the edge: a command's options
 * against its own definition (validate.ts), a custom id's shape (customId.ts),
 * that a component's id is one of its message's own components and that a
 * private message is the clicker's own, that a modal submit answers a modal a
 * handler shows, and the user's flood limits (flood.ts). A refusal is private and counted
 * against the user's error limit; over it, "slow down" once, then silence.
 *
 * The router's own answers are said in the interaction's `locale` (the user's Discord language,
 * src/i18n); so is a handler's UserError given as a catalog text or a function of the locale (one given
 * as a plain string is answered as written).
 */
import { randomBytes } from 'node:crypto';
import {
  type AutocompleteInteraction,
  DiscordAPIError,
  type Interaction,
  MessageFlags,
  type RepliableInteraction,
} from 'discord.js';
import { t } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import { type InteractionOutcome, interactionKind, observeFloodLimited, observeInteraction } from '../ops/metrics.ts';
import { InvalidRecordError, StaleVersionError, StoreError } from '../store/errors.ts';
import { parseCustomId } from './customId.ts';
import { FloodGuard, type FloodLimits, type LimitKind } from './flood.ts';
import { type DeferKind, InteractionResponder, isLostRace } from './responder.ts';
import { type BotContext, type HandlerContext, UserError } from './types.ts';
import { optionsRefusal } from './validate.ts';

/** The router's answers in English (what an en-US user gets; others get `t(i.locale, 'bot.…')`). */
const en = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t('en-US', key, vars);
export const MESSAGES = {
  noLongerValid: en('bot.noLongerValid'),
  notOnMessage: en('bot.notOnMessage'),
  noForm: en('bot.noForm'),
  notYours: en('bot.notYours'),
  unknownCommand: en('bot.unknownCommand'),
  unsupported: en('bot.unsupported'),
  restarting: en('bot.restarting'),
  tooFast: (seconds: number) => en('bot.tooFast', { count: seconds }),
  slowDown: en('bot.slowDown'),
  boardChanged: en('bot.boardChanged'),
  storeDown: en('bot.storeDown'),
  missingPermissions: en('bot.missingPermissions'),
  internal: (incident: string) => en('bot.internal', { incident }),
} as const;

/** The custom ids of a message's components, nested ones (rows, sections, containers) included. */
function componentIds(components: readonly { toJSON(): unknown }[]): Set<string> {
  const ids = new Set<string>();
  const walk = (c: unknown): void => {
    if (typeof c !== 'object' || c === null) return;
    const o = c as { custom_id?: unknown; components?: unknown; accessory?: unknown };
    if (typeof o.custom_id === 'string') ids.add(o.custom_id);
    if (Array.isArray(o.components)) for (const inner of o.components) walk(inner);
    walk(o.accessory);
  };
  for (const c of components) walk(c.toJSON());
  return ids;
}

interface Resolved {
  route?: Route;
  refusal: string;
  /** A refusal a player can come by innocently: answered, not counted against the error limit. */
  innocent?: boolean;
}

interface Route {
  /** `/command` or the custom id, for logs. */
  name: string;
  defer: DeferKind;
  limit: LimitKind;
  run: (ctx: HandlerContext) => Promise<void> | void;
}

export interface RouterOptions {
  /** Defer an unanswered interaction after this long (Discord allows 3 s). Default 2000. */
  autoDeferMs?: number;
  /** Per-user flood limits (default DEFAULT_FLOOD_LIMITS in flood.ts). */
  flood?: Partial<FloodLimits>;
}

export class InteractionRouter {
  readonly #inFlight = new Set<Promise<void>>();
  #accepting = true;
  readonly #autoDeferMs: number;
  readonly #flood: FloodGuard;

  constructor(
    private readonly ctx: BotContext,
    opts: RouterOptions = {},
  ) {
    this.#autoDeferMs = opts.autoDeferMs ?? 2000;
    this.#flood = new FloodGuard(opts.flood);
  }

  get inFlight(): number {
    return this.#inFlight.size;
  }

  /** Routes one interaction; never rejects. */
  handle(interaction: Interaction): Promise<void> {
    const task = this.#handle(interaction).catch((err) =>
      this.ctx.logger.error({ err, interaction: interaction.id }, 'interaction handling failed'),
    );
    this.#inFlight.add(task);
    void task.finally(() => this.#inFlight.delete(task));
    return task;
  }

  /** From now on, interactions are answered "restarting" instead of being handled. */
  stopAccepting(): void {
    this.#accepting = false;
  }

  /** Waits for in-flight interactions, at most `timeoutMs`; true when all finished. */
  async drain(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const all = (async () => {
      while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
      return true as const;
    })();
    const done = await Promise.race([all, timeout]);
    clearTimeout(timer);
    return done;
  }

  async #handle(i: Interaction): Promise<void> {
    const started = this.ctx.clock.now();
    const log = this.ctx.logger.child({
      interaction: i.id,
      user: i.user.id,
      guild: i.guildId ?? undefined,
    });
    if (i.isAutocomplete()) return this.#autocomplete(i, log);
    if (!i.isRepliable()) return;
    if (!this.#accepting) {
      log.info('interaction refused: shutting down');
      await new InteractionResponder(i, 'ephemeral', log).error(t(i.locale, 'bot.restarting'));
      observeInteraction(interactionKind(i), 'restarting');
      return;
    }

    let { route, refusal, innocent } = this.#resolveSafely(i, log);
    const wait = route ? await this.#flood.take(route.limit, i.user.id) : 0;
    let limited = false;
    if (route && wait > 0) {
      route = undefined;
      refusal = t(i.locale, 'bot.tooFast', { count: wait });
      limited = true;
      observeFloodLimited('too-fast');
    }
    const routeLog = log.child({ route: route?.name ?? ('customId' in i ? i.customId : `type ${i.type}`) });
    const res = new InteractionResponder(i, route?.defer ?? 'ephemeral', routeLog);
    res.armAutoDefer(this.#autoDeferMs);
    let outcome: InteractionOutcome = route ? 'ok' : 'refused';
    try {
      if (!route) {
        routeLog.info({ refusal }, 'interaction refused');
        if (innocent) await res.error(refusal);
        else await this.#refuse(res, i, refusal, limited);
        return;
      }
      try {
        await route.run({ ...this.ctx, res, log: routeLog });
      } finally {
        this.#flood.done(i.user.id);
      }
      await res.finish();
      routeLog.info({ ms: this.ctx.clock.now() - started }, 'interaction handled');
    } catch (err) {
      outcome = await this.#answerError(res, routeLog, err, i);
    } finally {
      await res.settle();
      // Every answer so far refused (a clicked message gone, say) and the interaction still open: one more, privately.
      await res.rescue().catch((err) => routeLog.warn({ err }, 'could not answer the interaction at all'));
      // Answered by another process that got it too: counted apart (see isLostRace).
      if (res.lostRace) outcome = 'elsewhere';
      observeInteraction(interactionKind(i), outcome, res.ackMs);
    }
  }

  /** `#resolve`, with an interaction it cannot make sense of refused rather than left unanswered. */
  #resolveSafely(i: RepliableInteraction, log: Logger): Resolved {
    try {
      return this.#resolve(i);
    } catch (err) {
      log.warn({ err }, 'interaction not understood');
      return { refusal: t(i.locale, 'bot.unsupported') };
    }
  }

  /** The handler for an interaction, or the reason it has none (in the user's language). */
  #resolve(i: RepliableInteraction): Resolved {
    const say = (key: Parameters<typeof t>[1]) => t(i.locale, key);
    if (i.isChatInputCommand()) {
      const command = this.ctx.registry.command(i.commandName);
      const body = this.ctx.registry.body(i.commandName);
      if (!command || !body) return { refusal: say('bot.unknownCommand') };
      // Before any handler: the options must fit the command's own definition (validate.ts).
      const invalid = optionsRefusal(body, i.options.data, i.locale);
      if (invalid) return { refusal: invalid };
      const run = (c: HandlerContext) => command.execute(i, c);
      const declared = typeof command.limit === 'function' ? command.limit(i) : command.limit;
      const limit = declared === 'create' ? 'create' : 'command';
      return { route: { name: `/${i.commandName}`, defer: command.defer ?? 'reply', limit, run }, refusal: '' };
    }
    if (i.isMessageComponent() || i.isModalSubmit()) {
      const id = parseCustomId(i.customId);
      const handler = id && this.ctx.registry.component(id.namespace, id.action);
      if (!id || !handler) return { refusal: say('bot.noLongerValid') };
      // A control acts only on the message that carries it: Discord sends that message (ephemeral ones
      // included) with the interaction, so an id not among its components (forged, or from a client
      // still showing an earlier version) is refused before any handler could act on the wrong message:
      // a private hand's control on the public board, a board's control on a private hand.
      // Not counted against the error limit: a stale client does this innocently.
      if (i.isMessageComponent() && !componentIds(i.message.components).has(i.customId))
        return { refusal: say('bot.notOnMessage'), innocent: true };
      // A private message is its reader's alone: no one else's click may act on it (Discord shows it to
      // no one else, so only a forged interaction can try).
      if (i.isMessageComponent() && i.message.flags.has(MessageFlags.Ephemeral)) {
        const reader = i.message.interactionMetadata?.user.id;
        if (reader !== undefined && reader !== i.user.id) return { refusal: say('bot.notYours') };
      }
      // A modal submit answers a form the bot showed: only a handler that shows one takes its submits.
      if (i.isModalSubmit() && !handler.modal) return { refusal: say('bot.noForm') };
      const run = (c: HandlerContext) => handler.run(i, c, id);
      const limit = handler.limit === 'create' ? 'create' : 'component';
      return { route: { name: i.customId, defer: handler.defer ?? 'update', limit, run }, refusal: '' };
    }
    return { refusal: say('bot.unsupported') };
  }

  /** Answers a handler's error; gives the outcome for the metrics. */
  async #answerError(
    res: InteractionResponder,
    log: Logger,
    err: unknown,
    i: RepliableInteraction,
  ): Promise<InteractionOutcome> {
    let text: string;
    let outcome: InteractionOutcome = 'refused';
    if (isLostRace(err)) {
      // Another process of this bot received the same interaction and answered it first: nothing
      // more can be sent for it from here, and nothing is wrong.
      log.debug({ err }, 'another process answered this interaction first');
      return 'elsewhere';
    }
    if (err instanceof DiscordAPIError && err.code === 10062) {
      // Unknown interaction: its 3 s (or 15 min token) ran out, so no answer can be delivered any more.
      log.warn({ err: err.message, method: err.method, url: err.url }, 'interaction expired before it was answered');
      return 'expired';
    }
    if (err instanceof StaleVersionError || (err instanceof UserError && err.stale)) {
      // A board that changed under a click (a double click, a race): innocent, answered, not counted.
      log.info('stale version');
      await res
        .error(err instanceof UserError ? err.in(i.locale) : t(i.locale, 'bot.boardChanged'))
        .catch((e) => replyFailed(log, e));
      return outcome;
    }
    if (err instanceof UserError) {
      // The user's doing (a refusal): counted against their error limit.
      log.info({ reason: err.message }, 'interaction refused by handler');
      await this.#refuse(res, i, err.in(i.locale)).catch((e) => replyFailed(log, e));
      return outcome;
    } else if (err instanceof StoreError && !(err instanceof InvalidRecordError)) {
      // The backend failed: nothing was written (see src/store); the host needs the log line.
      text = t(i.locale, 'bot.storeDown');
      outcome = 'error';
      log.error({ err }, 'store failed during an interaction');
    } else if (err instanceof DiscordAPIError && (err.code === 50013 || err.code === 50001)) {
      // The server's settings, not a bug: say so to the player, warn the host.
      text = t(i.locale, 'bot.missingPermissions');
      log.warn({ err: err.message, method: err.method, url: err.url }, 'missing permissions');
    } else {
      const incident = randomBytes(4).toString('hex');
      text = t(i.locale, 'bot.internal', { incident });
      outcome = 'error';
      log.error({ err, incident }, 'interaction handler failed');
    }
    await res.error(text).catch((e) => replyFailed(log, e));
    return outcome;
  }

  /**
   * Answers a refusal: its reason while the user is within the error limit, "slow down" once when they
   * go over it, then only a silent acknowledgement until the window ends (flood.ts).
   */
  async #refuse(res: InteractionResponder, i: RepliableInteraction, reason: string, counted = false): Promise<void> {
    const verdict = await this.#flood.error(i.user.id);
    // Counted once: an interaction refused as too fast is already the limiter's answer.
    if (verdict !== 'answer' && !counted) observeFloodLimited(verdict);
    if (verdict === 'answer') await res.error(reason);
    else if (verdict === 'slow-down') await res.error(t(i.locale, 'bot.slowDown'));
    else await res.quiet(reason);
  }

  async #autocomplete(i: AutocompleteInteraction, log: Logger): Promise<void> {
    const command = this.ctx.registry.command(i.commandName);
    try {
      if (!this.#accepting || !command?.autocomplete) await i.respond([]);
      else await command.autocomplete(i, { ...this.ctx, log });
      observeInteraction('autocomplete', 'ok');
    } catch (err) {
      observeInteraction('autocomplete', 'error');
      log.error({ err }, 'autocomplete failed');
      if (!i.responded) await i.respond([]).catch(() => undefined);
    }
  }
}

/** An error reply that could not be sent: expected when another process answered first (isLostRace). */
function replyFailed(log: Logger, err: unknown): void {
  if (isLostRace(err)) log.debug({ err }, 'error reply not sent: another process answered first');
  else log.warn({ err }, 'could not send the error reply');
}
