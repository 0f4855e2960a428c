import { PermissionFlagsBits as P } from 'discord.js';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_PERMISSIONS,
  describeMissing,
  INVITE_PERMISSIONS,
  inviteUrl,
  missingPermissionNames,
  requiredThreadPermissions,
} from '../../src/bot/permissions.ts';
import { DEFAULT_BOT } from '../../src/tools/standin/index.ts';

const everything = [P.ViewChannel, P.ReadMessageHistory, P.SendMessagesInThreads, P.AttachFiles, P.EmbedLinks];

describe('thread permissions', () => {
  it('needs nothing more when the bot has every permission a game uses', () => {
    const have = [...everything, P.CreatePrivateThreads, P.CreatePublicThreads, P.SendMessages];
    expect(missingPermissionNames(have, requiredThreadPermissions(false, 'private'))).toEqual([]);
    expect(missingPermissionNames(have, requiredThreadPermissions(false, 'public'))).toEqual([]);
  });

  it('names each missing permission as Discord shows it', () => {
    const have = [P.ViewChannel, P.ReadMessageHistory, P.CreatePublicThreads];
    expect(missingPermissionNames(have, requiredThreadPermissions(false, 'private'))).toEqual([
      'Send Messages in Threads',
      'Attach Files',
      'Embed Links',
      'Create Private Threads',
    ]);
  });

  it('asks for the thread kind the game opens', () => {
    expect(missingPermissionNames(everything, requiredThreadPermissions(false, 'public'))).toEqual([
      'Create Public Threads',
    ]);
    expect(missingPermissionNames(everything, requiredThreadPermissions(false, 'private'))).toEqual([
      'Create Private Threads',
    ]);
  });

  it('inside an existing thread needs no thread creation', () => {
    expect(missingPermissionNames(everything, requiredThreadPermissions(true, 'private'))).toEqual([]);
  });

  it('treats Administrator as having everything and null as nothing', () => {
    expect(missingPermissionNames(P.Administrator, requiredThreadPermissions(false, 'private'))).toEqual([]);
    expect(missingPermissionNames(null, requiredThreadPermissions(true, 'private'))).toHaveLength(5);
  });

  it('explains what to grant in one sentence', () => {
    expect(describeMissing([], 'games')).toBe('');
    expect(describeMissing(['Attach Files'], 'games')).toBe(
      "I can't start a game in #games: I need Attach Files. Ask a server admin to grant it to my role.",
    );
    expect(describeMissing(['Attach Files', 'Embed Links'])).toMatch(
      /here: I need Attach Files, Embed Links\. .* them /,
    );
  });

  it('the invite grants every permission a game checks for, with both scopes', () => {
    for (const kind of ['public', 'private'] as const) {
      expect(missingPermissionNames(INVITE_PERMISSIONS, requiredThreadPermissions(false, kind))).toEqual([]);
    }
    const url = new URL(inviteUrl('123'));
    expect(url.searchParams.get('scope')).toBe('bot applications.commands');
    expect(BigInt(url.searchParams.get('permissions') ?? '0')).toBe(INVITE_PERMISSIONS);
    expect(url.searchParams.get('client_id')).toBe('123');
  });

  it('asks for Manage Threads, which archiving and locking a finished game thread needs', () => {
    expect(INVITE_PERMISSIONS & P.ManageThreads).toBe(P.ManageThreads);
    expect(missingPermissionNames(INVITE_PERMISSIONS, ARCHIVE_PERMISSIONS)).toEqual([]);
    expect(missingPermissionNames(INVITE_PERMISSIONS & ~P.ManageThreads, ARCHIVE_PERMISSIONS)).toEqual([
      'Manage Threads',
    ]);
  });

  it("the stand-in's bot role has exactly the invite's permissions by default", () => {
    expect(DEFAULT_BOT).toBe(INVITE_PERMISSIONS);
  });
});
