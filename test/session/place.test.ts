import { describe, expect, it } from 'vitest';
import { channelGameKey, gameLink, isChannelGame, placeOf } from '../../src/session/place.ts';

describe('where a game lives', () => {
  it('in a thread where the server install applies, in the channel anywhere else', () => {
    expect(placeOf({ guildId: 'g', authorizingIntegrationOwners: { guildId: 'g', userId: 'u' } })).toBe('server');
    expect(placeOf({ guildId: 'g', authorizingIntegrationOwners: { guildId: 'g', userId: null } })).toBe('server');
    // A server without the bot: only the person's own install.
    expect(placeOf({ guildId: 'g', authorizingIntegrationOwners: { guildId: null, userId: 'u' } })).toBe('channel');
    // The bot's DM and a group DM.
    expect(placeOf({ guildId: null, authorizingIntegrationOwners: { guildId: '0', userId: null } })).toBe('channel');
    expect(placeOf({ guildId: null, authorizingIntegrationOwners: { guildId: null, userId: 'u' } })).toBe('channel');
    // An interaction that names no installation at all is taken as the server's.
    expect(placeOf({ guildId: 'g' })).toBe('server');
  });

  it("names a channel game by the command that started it, and links to the game's channel", () => {
    const key = channelGameKey('123');
    expect(isChannelGame(key)).toBe(true);
    expect(isChannelGame('123')).toBe(false);
    expect(gameLink({ guildId: '@me', parentChannelId: '77' }, key)).toBe('https://discord.com/channels/@me/77');
    expect(gameLink({ guildId: 'g', parentChannelId: '77' }, '55')).toBe('https://discord.com/channels/g/55');
  });
});
