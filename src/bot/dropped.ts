/**
 * Interactions discord.js drops without emitting them (it only logs a debug line): an interaction
 * type it does not know, an application command of an unknown kind, a component of an unknown type
 * (a modified client can make Discord deliver any of these). The router never sees them, so they are
 * answered here from the raw gateway packet: one private refusal, inside Discord's 3 seconds.
 */
import { type Client, Events, InteractionResponseType, MessageFlags, Routes } from 'discord.js';
import { t } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import { observeInteraction } from '../ops/metrics.ts';

/** The refusal in English; a user gets it in their interaction's locale (`bot.unsupported`). */
export const DROPPED_REFUSAL = t('en-US', 'bot.unsupported');

/** What discord.js 14 builds an Interaction for (client/actions/InteractionCreate.js). */
const COMMAND_TYPES = new Set([1, 2, 3, 4]);
const COMPONENT_TYPES = new Set([2, 3, 5, 6, 7, 8]);
const TYPES = new Set([2, 3, 4, 5]);

interface RawInteraction {
  id?: unknown;
  token?: unknown;
  type?: unknown;
  data?: { type?: unknown; component_type?: unknown };
  locale?: unknown;
}

/** Whether discord.js will drop this INTERACTION_CREATE payload instead of emitting it. */
export function droppedByDiscordJs(d: RawInteraction): boolean {
  if (d.type === 1) return false; // PING: only sent to HTTP endpoints, and answered by Discord's own check.
  if (!TYPES.has(Number(d.type))) return true;
  if (d.type === 2) return !COMMAND_TYPES.has(Number(d.data?.type));
  if (d.type === 3) return !COMPONENT_TYPES.has(Number(d.data?.component_type));
  return false;
}

/** Answers, with a private refusal, every interaction discord.js would drop. */
export function answerDropped(client: Client, logger: Logger): void {
  client.on(Events.Raw, (packet: { t?: unknown; d?: RawInteraction }) => {
    if (packet.t !== 'INTERACTION_CREATE' || !packet.d || !droppedByDiscordJs(packet.d)) return;
    const { id, token, type, locale } = packet.d;
    if (typeof id !== 'string' || typeof token !== 'string') return;
    const log = logger.child({ interaction: id, type });
    log.info('interaction refused: a kind discord.js does not handle');
    client.rest
      .post(Routes.interactionCallback(id, token), {
        auth: false,
        body: {
          type: InteractionResponseType.ChannelMessageWithSource,
          data: {
            content: t(typeof locale === 'string' ? locale : undefined, 'bot.unsupported'),
            flags: MessageFlags.Ephemeral,
            allowed_mentions: { parse: [] },
          },
        },
      })
      .then(
        () => observeInteraction('other', 'refused'),
        (err: unknown) => log.warn({ err }, 'could not refuse the interaction'),
      );
  });
}
