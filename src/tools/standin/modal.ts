/**
 * Submitting a modal the bot showed (callback type 9) as the user it was shown to: the submit mirrors
 * the modal's layout (action rows or labels around text inputs / selects) with the user's values, and
 * refuses fields the modal does not have or required fields left out.
 */
import { dispatch } from './actions.ts';
import type { Hub } from './hub.ts';
import type { InteractionRecord } from './model.ts';
import type { Json } from './payloads.ts';

export interface ModalInput {
  /** The interaction that was answered with the modal. */
  interaction: InteractionRecord;
  /** Values by custom_id: a string for text inputs, a list for selects. */
  fields: Record<string, string | string[]>;
}

function submitted(input: Json, fields: ModalInput['fields'], used: Set<string>): Json {
  const id = String(input.custom_id);
  const value = fields[id];
  if (value === undefined && input.required !== false && input.type === 4) {
    throw new Error(`modal field ${id} is required`);
  }
  if (value !== undefined) used.add(id);
  if (input.type === 4) return { type: 4, id: input.id, custom_id: id, value: String(value ?? '') };
  return { type: input.type, id: input.id, custom_id: id, values: value === undefined ? [] : [value].flat() };
}

export function submitModal(hub: Hub, input: ModalInput): InteractionRecord {
  const shown = input.interaction;
  const modal = shown.modal;
  if (!modal) throw new Error(`interaction ${shown.id} was not answered with a modal`);
  const user = hub.world.users.get(shown.userId);
  if (!user) throw new Error(`unknown user ${shown.userId}`);
  const used = new Set<string>();
  const components = ((modal.components ?? []) as Json[]).map((c): Json => {
    if (c.type === 1) {
      return {
        type: 1,
        id: c.id,
        components: ((c.components ?? []) as Json[]).map((x) => submitted(x, input.fields, used)),
      };
    }
    if (c.type === 18 && c.component)
      return { type: 18, id: c.id, component: submitted(c.component as Json, input.fields, used) };
    return { type: c.type, id: c.id };
  });
  const unknown = Object.keys(input.fields).filter((k) => !used.has(k));
  if (unknown.length > 0) throw new Error(`modal ${String(modal.custom_id)} has no field(s) ${unknown.join(', ')}`);
  const message = shown.messageId ? hub.world.messages.get(shown.messageId) : undefined;
  const data = { custom_id: modal.custom_id, components };
  const where = { user, guildId: shown.guildId || undefined, channelId: shown.channelId };
  // A modal's submit goes through the installations of the interaction that showed it.
  return dispatch(hub, where, 5, data, { customId: String(modal.custom_id) }, message, shown.owners);
}
