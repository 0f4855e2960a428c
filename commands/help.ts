/**
 * /help: what the bot can do, built from the registry so new game commands
 * appear here without editing this file. Private (ephemeral) to the asker.
 */
import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import type { SlashCommand } from '../src/bot/types.ts';
import { reflow } from './rules.ts';

export const command: SlashCommand = {
  data: new SlashCommandBuilder().setName('help').setDescription('How to play: the games and commands of this bot'),
  defer: 'ephemeral',
  async execute(_interaction, { registry, res }) {
    const lines = registry
      .toJSON()
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => `**/${c.name}**: ${c.description}`);
    const embed = new EmbedBuilder().setTitle('Card games').setDescription(
      // Written wrapped for reading here; reflowed so Discord wraps it to the reader's screen.
      reflow(
        [
          'Each game is played in its own thread, at your own pace: the bot posts the table (a picture,',
          'with a description for screen readers) and buttons. In Abstrac every card is in plain view:',
          'there is no hidden hand. Colour-blind players: an admin can pick the four-colour deck',
          '(`/settings deck:four-colour`).',
          '',
          '**Start a game**: `/abstrac challenge opponent:@friend` (variants: classic, suits, unlimited,',
          'fullpack; `target` points or a number of `deals`). Your friend presses **Accept**, a thread',
          'opens and the board shows whose turn it is with a button for each legal move. A player who',
          'has not moved is reminded after a while and forfeits after longer (see `/settings`).',
          '',
          '**Play the computer**: `/abstrac challenge opponent:@me` starts at once, `level` perfect,',
          'strong (default) or casual. You choose who plays first in deal 1; I answer every move at once.',
          'These games count in your record against the computer, not in the ratings.',
          '',
          "**Leaving**: `/abstrac resign` in the game's thread asks you to confirm, then resigns. In a game",
          'of three or more, a player who resigns or times out is placed last and the computer plays on',
          'in their seat. `/abstrac status` lists your Abstrac games and whose turn it is. You may have up to 5',
          'open challenges or tables at once.',
          '',
          '**Playing over days**: `/games` lists your games in every server, your turn first, with links,',
          'waits and deadlines. `/away set days:N` pauses your reminders and forfeits everywhere (clocks',
          'paused, opponents told; each server caps away days in any 30, `/settings away_days`), `/away off`',
          'ends it. `/notify mode:turn` DMs you each time it is your turn, `mode:digest` once a day.',
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
          '**Hints**: the 💡 **Hint** button shows the best move privately, to the player to move. Always',
          'on against the computer; between two players only with `hints:true` on the challenge (accepting',
          'agrees), and the thread is told when someone uses one. Every deal summary ends with an',
          'analysis: each move against perfect play and the points it cost.',
          '',
          "**Records**: `/export` in a game's thread sends you its record (a JSON file). Once the game is",
          'over it holds every card and move; while it runs, only what everyone watching may see. The',
          'command line replays it (`npm run cli -- replay FILE`) and draws every turn as pictures and an',
          'animated GIF (`npm run cli -- render FILE`).',
          '',
          '**Rummy**: **Add computer** at a `/rummy new` table seats me at the strong level (a search over',
          'the cards I cannot see). On your turn your private hand has the 💡 **Hint** button, giving my',
          'next step and why: always with a computer at the table; between people with `hints:true` on',
          '`/rummy new` (joining agrees, and the thread is told).',
          '',
          '**Commands**',
          ...lines.map((l) => `- ${l}`),
        ].join('\n'),
      ),
    );
    await res.reply({ embeds: [embed], ephemeral: true });
  },
};
