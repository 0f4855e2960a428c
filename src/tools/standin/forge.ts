/**
 * Forged interactions: what a modified client, a stale command cache or a replayed payload can make
 * Discord deliver. Unlike `runSlashCommand`, `clickButton` and `submitModal`, nothing in `data` is
 * checked against the registered commands or the message's components: options of any type and value,
 * unknown commands, custom ids of any shape, component types that do not match. The envelope stays what
 * Discord builds (the user must be able to see the channel, a component interaction carries its message),
 * so a bot sees exactly what it could receive from Discord.
 */
import { dispatch } from './actions.ts';
import type { Hub } from './hub.ts';
import type { InteractionRecord, StandInUser, StoredMessage } from './model.ts';
import type { Json } from './payloads.ts';

export interface ForgedInput {
  user: StandInUser;
  /** Omitted for a DM or group DM channel. */
  guildId?: string;
  channelId: string;
  /**
   * 2 application command, 3 message component, 4 autocomplete, 5 modal submit; any other number
   * (a type Discord may add, or a forged one) is dispatched as given.
   */
  type: number;
  /** The interaction's `data`, sent as given. */
  data: Json;
  /**
   * For a component (required) or a modal submitted from a message: the message it is on. A stored
   * message's id must be known; a message object is sent as given even when the server does not have
   * it (forged, or deleted since), and then an update of it gets 404 / 10008 Unknown Message.
   */
  message?: StoredMessage | string;
}

export function forgeInteraction(hub: Hub, input: ForgedInput): InteractionRecord {
  const message = typeof input.message === 'string' ? hub.world.messages.get(input.message) : input.message;
  if (typeof input.message === 'string' && !message) throw new Error(`unknown message ${input.message}`);
  if (input.type === 3 && !message) throw new Error('a component interaction needs the message it is on');
  const customId = typeof input.data.custom_id === 'string' ? input.data.custom_id : null;
  const commandName = input.type === 2 && typeof input.data.name === 'string' ? input.data.name : null;
  const values = Array.isArray(input.data.values) ? input.data.values.map(String) : null;
  return dispatch(hub, input, input.type, input.data, { commandName, customId, values }, message);
}
