/**
 * A Discord interaction as the session layer's ports (ports.ts): a click as the move pipeline's
 * Click, any command or click as the Answer of the other flows, a command that starts something as
 * its Asker. The only place the session's flows meet a discord.js interaction.
 */
import { InteractionContextType, type Message, PermissionFlagsBits } from 'discord.js';
import { isCard, messageText } from '../bot/card.ts';
import { missingPermissionNames, requiredThreadPermissions } from '../bot/permissions.ts';
import type { HandlerContext, RoutedInteraction, SlashCommand } from '../bot/types.ts';
import { placeOf } from './place.ts';
import type { Answer, Asker, Click, ClickPort, MessageEdit, OutMessage, SentMessage } from './ports.ts';

type CommandInteraction = Parameters<SlashCommand['execute']>[0];

const sent = (m: Message): SentMessage => ({
  id: m.id,
  content: messageText(m),
  attachments: [...m.attachments.values()],
});

/** The clicked message as the move pipeline reads it: its text, and a card's pictures. */
function clicked(m: Message): NonNullable<Click['message']> {
  const content = messageText(m);
  if (!isCard(m.flags.bitfield)) return { id: m.id, content };
  const keep = [...m.attachments.values()].map((a) => ({ name: a.name, alt: a.description }));
  return { id: m.id, content, card: { keep } };
}

/** The interaction's follow-ups, as the session layer posts through them. */
function followUpsOf(ctx: HandlerContext): ClickPort {
  return {
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
        ...(edit.card ? { card: edit.card } : {}),
        allowedMentions: edit.allowedMentions,
      }),
  };
}

export function clickOf(i: RoutedInteraction, ctx: HandlerContext): Click {
  const message = i.isMessageComponent() ? clicked(i.message) : null;
  return {
    ...followUpsOf(ctx),
    userId: i.user.id,
    locale: i.locale,
    guildId: i.guildId,
    channelId: i.channelId ?? '',
    message,
    defer: () => ctx.res.defer('update'),
    update: (m) => ctx.res.update({ ...m, components: m.components as never }),
    missingPermissions: () => missingPermissionNames(i.appPermissions, requiredThreadPermissions(true, 'public')),
  };
}

/** The name the server shows for the interaction's user. */
export function displayName(i: { user: { globalName: string | null; username: string }; member?: unknown }): string {
  const m = i.member as { displayName?: string; nick?: string | null } | null | undefined;
  return m?.displayName ?? m?.nick ?? i.user.globalName ?? i.user.username;
}

/** A command or a click as the Answer port: the interaction's responder. */
export function answerOf(i: CommandInteraction | RoutedInteraction, ctx: HandlerContext): Answer {
  const out = (m: Omit<OutMessage, 'files'>) => ({
    content: m.content,
    ...(m.components ? { components: m.components as never } : {}),
    ...(m.card ? { card: m.card } : {}),
    allowedMentions: m.allowedMentions,
  });
  return {
    locale: i.locale,
    deferUpdate: () => ctx.res.defer('update'),
    deferPrivate: () => ctx.res.defer('ephemeral'),
    update: (m) => ctx.res.update(out(m)),
    tell: (content, mentions) =>
      ctx.res.reply({ content, ephemeral: true, ...(mentions ? { allowedMentions: mentions } : {}) }),
    reply: async (m) => {
      await ctx.res.reply(out(m));
      return { id: (await i.fetchReply()).id };
    },
    leaveToOther: () => ctx.res.leaveToOther(),
    followUps: followUpsOf(ctx),
  };
}

/** A slash command that starts something, as the Asker port. */
export function askerOf(i: CommandInteraction): Asker {
  return {
    userId: i.user.id,
    name: displayName(i),
    commandId: i.id,
    guildId: i.guildId,
    channelId: i.channelId,
    inThread: i.channel?.isThread() ?? false,
    channelName: i.channel && 'name' in i.channel ? (i.channel.name ?? undefined) : undefined,
    missingPermissions: (threads) =>
      missingPermissionNames(i.appPermissions, requiredThreadPermissions(false, threads)),
    pace: paceOption(i),
    locale: i.locale,
    serverLocale: i.guildLocale,
    place: placeOf(i),
    inBotDm: i.context === InteractionContextType.BotDM,
    externalAppsOff: externalAppsOff(i),
  };
}

/** The `pace` option: days per move, null for 'untimed', undefined when left out (the server's default). */
function paceOption(i: CommandInteraction): number | null | undefined {
  const chosen = i.options.get('pace')?.value;
  if (chosen === undefined) return undefined;
  return chosen === 'untimed' ? null : Number(chosen);
}

/**
 * Discord's Use External Apps turned off for this member here, in a server the bot is not in: then
 * Discord makes every answer of a user-installed app private, so nobody else would see a board.
 */
function externalAppsOff(i: CommandInteraction): boolean {
  if (placeOf(i) !== 'channel' || i.guildId === null) return false;
  return i.memberPermissions !== null && !i.memberPermissions.has(PermissionFlagsBits.UseExternalApps);
}
