/**
 * The commands' own answers in the asker's language, through the real client and the stand-in (whose
 * users carry their Discord client's locale): a German admin's /settings, a German member's refusal,
 * /help in German and Japanese, /leaderboard empty and with a finished game, /rules saying in German
 * that the rules are English. Commands, options and choices are named as the reader's client shows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command as away } from '../../commands/away.ts';
import { command as games } from '../../commands/games.ts';
import { command as help } from '../../commands/help.ts';
import { command as leaderboard } from '../../commands/leaderboard.ts';
import { command as notify } from '../../commands/notify.ts';
import { command as rules } from '../../commands/rules.ts';
import { command as settings } from '../../commands/settings.ts';
import { command as stats } from '../../commands/stats.ts';
import { recordResult } from '../../src/session/leaderboard.ts';
import { DEFAULT_BOT, type InteractionHandle, Perm, type StandInUser } from '../../src/tools/standin/index.ts';
import { botWorld } from '../bot/harness.ts';

interface Embed {
  title?: string;
  description?: string;
  fields?: { name: string; value: string }[];
  footer?: { text: string };
}

let w: Awaited<ReturnType<typeof botWorld>>;
let guildId: string;
let channelId: string;
let chef: StandInUser;
let anna: StandInUser;
let kenji: StandInUser;

beforeAll(async () => {
  w = await botWorld([settings, help, leaderboard, rules, stats, games, away, notify]);
  chef = w.standIn.createUser('chef', undefined, 'de');
  anna = w.standIn.createUser('anna', undefined, 'de');
  kenji = w.standIn.createUser('kenji', undefined, 'ja');
  const guild = w.standIn.createGuild({ name: 'Kartenclub', owner: chef, preferredLocale: 'de' });
  for (const u of [anna, kenji]) w.standIn.addMember(guild.id, u);
  guildId = guild.id;
  channelId = guild.defaultChannelId;
  await w.standIn.waitFor(() => w.bot.client.guilds.cache.get(guildId));
});
afterAll(() => w?.close());

const slash = (user: StandInUser, name: string, options?: Record<string, unknown>) =>
  w.standIn.runSlashCommand({ user, guildId, channelId, name, ...(options ? { options } : {}) });

/** The private text of an answer once it is written (a refusal, or a deferred answer filled in). */
const privately = (h: InteractionHandle) =>
  w.standIn.waitFor(() => {
    const m = h.privateMessage() ?? (h.record.ack?.type === 5 ? h.original() : undefined);
    return m && !m.loading && (m.flags & 64) !== 0 && m.text ? m.text : undefined;
  });

const embedsOf = async (h: InteractionHandle) => (await h.response()).embeds as Embed[];

describe("the commands' answers in the asker's language", () => {
  it("shows a German admin the server's settings in German, naming /away as their client does", async () => {
    const [embed] = await embedsOf(slash(chef, 'settings'));
    expect(embed?.title).toBe('Spiel-Einstellungen');
    const lines = String(embed?.description).split('\n');
    expect(lines).toContain('Erinnerung nach **24 h** ohne Zug');
    expect(lines).toContain('Threads der Partien sind **öffentlich**');
    expect(lines).toContain('Die Karten werden im Blatt **klassisch** gezeichnet');
    expect(lines.some((l) => l.includes('(`/abwesend`'))).toBe(true);
    expect(lines).toContain('Neue Partien sind in **der Sprache des Servers** (seine Community-Einstellungen)');
    expect(embed?.description).not.toMatch(/Reminder|Forfeit|\{\{/);

    const [changed] = await embedsOf(slash(chef, 'settings', { pace: '3', deck: 'four-colour' }));
    expect(changed?.title).toBe('Spiel-Einstellungen geändert');
    expect(changed?.description).toContain('Neue Partien laufen mit **3 Tage pro Zug** und Zeitkonto');
    expect(changed?.description).toContain('im Blatt **vierfarbig** gezeichnet');
  });

  it('refuses a German member without Manage Server in German, naming the permission as Discord does', async () => {
    expect(await privately(slash(anna, 'settings', { forfeit_hours: 48 }))).toBe(
      'Nur Mitglieder mit der Berechtigung Server verwalten können diese Einstellungen ändern.',
    );
  });

  it('refuses a forfeit before the reminder in German', async () => {
    expect(await privately(slash(chef, 'settings', { reminder_hours: 100 }))).toBe(
      'Die Aufgabe (72 h) muss nach der Erinnerung (100 h) kommen.',
    );
  });

  it("refuses a setting the bot can't carry out in German, the missing permissions in German", async () => {
    w.standIn.setBotPermissions(guildId, DEFAULT_BOT & ~Perm.ManageThreads & ~Perm.CreatePrivateThreads);
    try {
      expect(await privately(slash(chef, 'settings', { threads: 'private', archive: true }))).toBe(
        'Nichts geändert: um Threads beendeter Partien zu archivieren und zu sperren und private Threads für Partien zu ' +
          'eröffnen, brauche ich hier Threads verwalten, Private Threads erstellen. Bitte eine Server-Admin, sie meiner ' +
          'Rolle zu geben, und versuch es dann noch einmal.',
      );
    } finally {
      w.standIn.setBotPermissions(guildId, DEFAULT_BOT);
    }
  });

  it('gives a German user the help in German, the commands as their client names them', async () => {
    const h = slash(anna, 'help');
    const embeds = await embedsOf(h);
    expect(embeds.map((e) => e.title)).toEqual(['Kartenspiele', 'Über Tage spielen']);
    const [playing, overDays] = embeds.map((e) => String(e.description));
    expect(playing).toContain('Jede Partie läuft in ihrem eigenen Thread');
    expect(playing).toContain('`/einstellungen blatt:vierfarbig`');
    expect(playing).toContain('`/abstrac herausfordern gegner:@Freund`');
    expect(playing).toContain('`/rommé neu`');
    // Listed in German order of their German names.
    expect(playing).toMatch(/\*\*Befehle\*\*\n- \*\*\/abwesend\*\*: .+\n- \*\*\/benachrichtigung\*\*: /);
    expect(playing).toContain('- **/einstellungen**: Server-Einstellungen für Spiele');
    expect(playing).toContain('- **/rangliste**: Die Rangliste dieses Servers');
    expect(playing).toContain('- **/regeln**: So wird gespielt');
    expect(overDays).toContain('`/abwesend an tage:N`');
    expect(overDays).toContain('`/benachrichtigung modus:Zug`');
    expect(JSON.stringify(embeds)).not.toMatch(/\{\{|Card games|Playing over days/);
    expect((await h.response()).flags & 64).toBe(64);
  });

  it('gives a Japanese user the help in Japanese', async () => {
    const embeds = await embedsOf(slash(kenji, 'help'));
    expect(embeds.map((e) => e.title)).toEqual(['カードゲーム', '数日かけて遊ぶ']);
    const [playing, overDays] = embeds.map((e) => String(e.description));
    expect(playing).toContain('ゲームはそれぞれ専用のスレッドで');
    expect(playing).toContain('**コマンド**');
    expect(playing).toContain('- **/ランキング**：');
    expect(playing).toContain('`/設定 デッキ:4 色`');
    expect(overDays).toContain('**不在**：`/不在 開始 日数:N`');
    expect(JSON.stringify(embeds)).not.toMatch(/\{\{|Each game is played/);
  });

  it('shows a German user an empty leaderboard in German', async () => {
    const [board] = await embedsOf(slash(anna, 'leaderboard'));
    expect(board?.title).toBe('Rangliste · alle Spiele');
    expect(board?.fields?.map((f) => f.name)).toEqual(['Abstrac', 'Threedom', 'Rommé']);
    expect(board?.fields?.[0]?.value).toBe(
      'Noch keine beendeten Partien: fordere jemanden mit `/abstrac herausfordern` heraus!',
    );
    expect(board?.fields?.[2]?.value).toContain('`/rommé herausfordern`');
    expect(board?.footer?.text).toBe(
      'Wertung: beginnt bei 1.000 und steigt, wenn Ergebnisse Können zeigen (eine vorsichtige Schätzung). ' +
        '/rangliste spiel: zeigt die besten 15 eines Spiels.',
    );
  });

  it('shows a German user a leaderboard with entries in German, their own place in the footer', async () => {
    await recordResult(w.store, {
      matchId: 'm1',
      guildId,
      game: 'abstrac',
      variant: 'classic',
      players: [
        { id: anna.id, name: 'anna', place: 1, points: 12 },
        { id: chef.id, name: 'chef', place: 2, points: 7 },
      ],
    });
    const [board] = await embedsOf(slash(anna, 'leaderboard', { game: 'abstrac' }));
    expect(board?.title).toBe('Rangliste · Abstrac · alle Varianten');
    const lines = String(board?.description).split('\n');
    expect(lines[0]).toMatch(/^\*\*1\. anna\*\* · 1 Partie, 1 S \/ 0 N, 12 Pkt\. · Wertung \d+$/);
    expect(lines[1]).toMatch(/^\*\*2\. chef\*\* · 1 Partie, 0 S \/ 1 N, 7 Pkt\. · Wertung \d+$/);
    expect(board?.footer?.text).toMatch(/ Du: Platz 1 von 2\.$/);

    const [classic] = await embedsOf(slash(chef, 'leaderboard', { game: 'abstrac', variant: 'classic' }));
    expect(classic?.title).toBe('Rangliste · Abstrac · Klassisch');
    const [all] = await embedsOf(slash(anna, 'leaderboard'));
    expect(all?.fields?.[0]?.value).toMatch(/^\*\*1\. anna\*\* · 1 Partie/);

    const [mine] = await embedsOf(slash(anna, 'stats'));
    expect(mine?.title).toBe('Statistik · anna');
    expect(mine?.description).toMatch(
      /^\*\*Abstrac · alle Varianten\*\*: Platz 1 von 2 · 1 Partie, 1 S \/ 0 N · 12 Pkt\. · Wertung \d+\n/,
    );
    expect(mine?.description).toContain('**Abstrac · Klassisch**: Platz 1 von 2');
    expect(mine?.description).toMatch(/\nLaufende Partien: 0\.$/);
  });

  it('answers /games, /away and /notify in German, naming the commands as a German client does', async () => {
    expect(await privately(slash(anna, 'games'))).toBe(
      'Du hast keine laufende Partie. Starte eine mit `herausfordern` oder `neu` eines Spiels (siehe `/hilfe`).',
    );
    expect(await privately(slash(anna, 'away', { subcommand: 'set', days: 2 }))).toMatch(
      /^Du bist abwesend bis <t:\d+:f>: keine Erinnerungen und keine Aufgabe in deinen 0 Partien, .* `\/abwesend aus` beendet es früher\.$/,
    );
    expect(await privately(slash(anna, 'away', { subcommand: 'off' }))).toBe(
      'Willkommen zurück: die Uhren deiner 0 Partien laufen wieder.',
    );
    expect(await privately(slash(anna, 'notify', { mode: 'digest' }))).toMatch(
      /^Ich schicke dir einmal am Tag eine Direktnachricht .*, die erste <t:\d+:R>\. Lass deine DMs für mich offen\.$/,
    );
  });

  it('says in German that the rules are in English, titled in German', async () => {
    const first = await slash(anna, 'rules', { game: 'rummy' }).response();
    expect(first.content).toBe('Die Regeln gibt es nur auf Englisch.');
    expect((first.embeds as Embed[])[0]?.title).toMatch(/^Regeln · Rommé/);
  });
});
