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
  guildId: string;
  channelId: string;
  /** 2 application command, 3 message component, 5 modal submit. */
  type: 2 | 3 | 5;
  /** The interaction's `data`, sent as given. */
  data: Json;
  /** For a component (required) or a modal submitted from a message: the message it is on. */
  message?: StoredMessage | string;
}

export function forgeInteraction(hub: Hub, input: ForgedInput): InteractionRecord {
  const messageId = typeof input.message === 'string' ? input.message : input.message?.id;
  const message = messageId ? hub.world.messages.get(messageId) : undefined;
  if (messageId && !message) throw new Error(`unknown message ${messageId}`);
  if (input.type === 3 && !message) throw new Error('a component interaction needs the message it is on');
  const customId = typeof input.data.custom_id === 'string' ? input.data.custom_id : null;
  const commandName = input.type === 2 && typeof input.data.name === 'string' ? input.data.name : null;
  const values = Array.isArray(input.data.values) ? input.data.values.map(String) : null;
  return dispatch(hub, input, input.type, input.data, { commandName, customId, values }, message);
}
