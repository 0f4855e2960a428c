/**
 * Where a command is offered when it works without the bot in the server: installed to a server or
 * to a user's own account, and used in a server, the bot's DM or a group DM. A game then lives in
 * that channel, its boards riding on the players' interactions (src/session/place.ts). Commands that
 * need the bot in the server (settings, the server's leaderboard, take-back by agreement) say nothing
 * and keep the registry's default: server install, in servers.
 */
import { ApplicationIntegrationType, InteractionContextType } from 'discord.js';

interface Placeable<T> {
  setIntegrationTypes(...types: ApplicationIntegrationType[]): T;
  setContexts(...contexts: InteractionContextType[]): T;
}

export function anywhere<T extends Placeable<T>>(builder: T): T {
  return builder
    .setIntegrationTypes(ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall)
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel);
}
