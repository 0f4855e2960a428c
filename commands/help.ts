/**
 * /help: what the bot can do, built from the registry so new game commands
 * appear here without editing this file. Private (ephemeral) to the asker.
 * Two embeds (Discord allows 4,096 characters in one and 6,000 in a message):
 * how to play, with the commands; and playing over days.
 */

import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import type { SlashCommand } from '../src/bot/types.ts';
import { reflow } from './rules.ts';

// Written wrapped for reading here; reflowed so Discord wraps it to the reader's screen. Names every
// game (test/games/completeness.test.ts checks that a new game is described here).
export const PLAYING = [
  'Each game is played in its own thread, at your own pace: the bot posts the table (a picture,',
  'with a description for screen readers) and buttons. In Abstrac every card is in plain view; in',
  'Threedom and Rummy your cards are in **Your hand**, a message only you see. Colour-blind',
  'players: an admin can pick the four-colour deck (`/settings deck:four-colour`). `/rules` has the',
  'rules of each game.',
  '',
  '**Start a game**: `/abstrac challenge opponent:@friend` (variants: classic, suits, unlimited,',
  'fullpack; `target` points or a number of `deals`), `/threedom challenge opponent:@friend`, or',
  '`/rummy new` for a table of 2 to 6 that others join. Your friend presses **Accept**, a thread',
  'opens and it shows whose turn it is. A player who has not moved is reminded after a while and',
  'forfeits after longer (see `/settings`).',
  '',
  '**Play the computer**: `/<game> challenge opponent:@me` starts at once (at a Rummy table,',
  '**Add computer**). Levels, the same in every game: `casual`, `strong` (the default; in Threedom',
  'and Rummy a search over the cards it cannot see), and in Abstrac, where nothing is hidden,',
  '`perfect`. These games count in your record against the computer, not in the ratings.',
  '',
  '**Hints**: the 💡 **Hint** button tells the player to move, privately, what the strong level',
  'would do and why (Abstrac: the best move by perfect play). Always on against the computer;',
  'between people only with `hints:true` on the challenge or table (accepting agrees), and the',
  'thread is told when someone uses one. Every Abstrac deal summary ends with an analysis of the moves.',
  '',
  "**Leaving**: `/<game> resign` in the game's thread asks you to confirm, then resigns. In a game",
  'of three or more, a player who resigns or times out is placed last and the computer plays on in',
  'their seat. You may have up to 5 open challenges or tables at once.',
];

const OVER_DAYS = [
  '**Your games**: `/games` lists your games in every server, your turn first, with links, waits',
  'and deadlines (`/<game> status`: one game only).',
  '',
  '**Away**: `/away set days:N` pauses your reminders and forfeits everywhere (clocks paused,',
  'opponents told; each server caps away days in any 30, `/settings away_days`); `/away off` ends',
  'it. **Notices**: `/notify mode:turn` DMs you each time it is your turn, `mode:digest` once a day.',
  '',
  '**After a game**: 🔁 **Rematch** on the result asks for the same game again, seats rotated (two',
  'players swap roles); the others accept, and against me it starts at once. One per game.',
  '',
  '**Take-backs** (two people): `/takeback` in the thread, right after your turn and before your',
  'opponent moves, asks them to let you take it back. Not for a turn that showed a hidden card.',
  '',
  '**Watching**: 👀 **Watch** on the message saying where a game is on adds you to its thread.',
  'Spectators see the board and the moves, never a hand.',
  '',
  "**Records**: `/export` in a game's thread sends you its record (a JSON file): every card and",
  'move once it is over; while it runs, only what everyone watching may see. The command line',
  'replays it (`npm run cli -- replay FILE`) and draws every turn as pictures and an animated GIF',
  '(`npm run cli -- render FILE`).',
];

export const command: SlashCommand = {
  data: anywhere(new SlashCommandBuilder())
    .setName('help')
    .setDescription('How to play: the games and commands of this bot'),
  defer: 'ephemeral',
  async execute(_interaction, { registry, res }) {
    const lines = registry
      .toJSON()
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => `- **/${c.name}**: ${c.description}`);
    const playing = new EmbedBuilder()
      .setTitle('Card games')
      .setDescription(reflow([...PLAYING, '', '**Commands**', ...lines].join('\n')));
    const overDays = new EmbedBuilder().setTitle('Playing over days').setDescription(reflow(OVER_DAYS.join('\n')));
    await res.reply({ embeds: [playing, overDays], ephemeral: true });
  },
};
