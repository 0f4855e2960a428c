/**
 * A Discord click as the move pipeline's Click port (ports.ts): who clicked where, and how to answer
 * it (the interaction's responder). The only place the pipeline meets a discord.js interaction.
 */
import { missingPermissionNames, requiredThreadPermissions } from '../bot/permissions.ts';
import type { HandlerContext, RoutedInteraction } from '../bot/types.ts';
import type { Click, MessageEdit, OutMessage, SentMessage } from './ports.ts';

const sent = (m: { id: string; content: string; attachments: { values(): Iterable<unknown> } }): SentMessage => ({
  id: m.id,
  content: m.content,
  attachments: [...m.attachments.values()],
});

export function clickOf(i: RoutedInteraction, ctx: HandlerContext): Click {
  const message = i.isMessageComponent() ? { id: i.message.id, content: i.message.content } : null;
  return {
    userId: i.user.id,
    guildId: i.guildId,
    channelId: i.channelId ?? '',
    message,
    defer: () => ctx.res.defer('update'),
    update: (m) => ctx.res.update({ ...m, components: m.components as never }),
    missingPermissions: () => missingPermissionNames(i.appPermissions, requiredThreadPermissions(true, 'public')),
    post: async (m: OutMessage) => {
      const out = await ctx.res.post({ ...m, components: m.components as never });
      return out ? sent(out) : null;
    },
    editPost: (messageId: string, edit: MessageEdit) =>
      ctx.res.editPost(messageId, {
        content: edit.content,
        ...(edit.files ? { files: edit.files } : {}),
        ...(edit.attachments ? { attachments: edit.attachments as never } : {}),
        ...(edit.components ? { components: edit.components as never } : {}),
        allowedMentions: edit.allowedMentions,
      }),
  };
}
