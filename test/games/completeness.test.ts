/**
 * A game is one folder, one line in the catalog (and its definition's line in definitions.ts) and
 * its section of docs/rules.md: every other registry derives from those. This checks that every
 * game the bot runs has every part a player or host meets: a definition (records, computer player),
 * a record replayer, a computer player in the solver's workers, its pictures' drawers in the render
 * workers, sample pictures, its module's parts in their files (rules.ts, the pure rules; ui.ts,
 * its face in Discord), a slash command, a section in docs/rules.md and a mention in /help.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAYING } from '../../commands/help.ts';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { GAMES } from '../../src/games/catalog.ts';
import type { GameDefinition } from '../../src/games/definition.ts';
import { DEFINITIONS } from '../../src/games/definitions.ts';
import { DRAWERS_BY_GAME } from '../../src/games/render-jobs.ts';
import { REPLAYERS, replayRecord } from '../../src/games/replay.ts';
import { closeRenderPool } from '../../src/render/pool.ts';
import { PLAYERS } from '../../src/solver/players.ts';
import { toy } from '../fixtures/games/toy.ts';

const RULES = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const samplesFile = (id: string) => new URL(`../../src/games/${id}/samples.ts`, import.meta.url);
const gameFile = (id: string, file: string) => new URL(`../../src/games/${id}/${file}`, import.meta.url);

/** The parts `game` lacks (an empty list for a complete game). */
async function missingParts(game: { id: string; name: string }, commands: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  const definition = DEFINITIONS.find((d) => d.id === game.id);
  if (!definition) missing.push('definition in src/games/definitions.ts');
  else if (definition.name !== game.name) missing.push(`definition named ${game.name}`);
  const replayed = replayRecord({ game: game.id });
  if (!REPLAYERS[game.id] || /unknown game/.test(String(replayed.error))) missing.push('record replayer');
  if (typeof PLAYERS[game.id] !== 'function') missing.push('computer player');
  if (!Object.hasOwn(DRAWERS_BY_GAME, game.id))
    missing.push('pictures drawn in the render workers (src/games/render-jobs.ts)');
  if (!existsSync(samplesFile(game.id))) missing.push(`sample pictures (src/games/${game.id}/samples.ts)`);
  if (!existsSync(gameFile(game.id, 'rules.ts'))) missing.push(`rules (src/games/${game.id}/rules.ts)`);
  if (!existsSync(gameFile(game.id, 'ui.ts'))) missing.push(`Discord face (src/games/${game.id}/ui.ts)`);
  if (!new RegExp(`^## ${game.name}$`, 'm').test(RULES)) missing.push('section in docs/rules.md');
  if (!commands.includes(game.id)) missing.push(`slash command (commands/${game.id}.ts)`);
  if (!PLAYING.join(' ').includes(game.name)) missing.push('/help line');
  return missing;
}

describe('every game has every part', () => {
  afterAll(() => closeRenderPool());

  it('lists the same games, in the same order, in the catalog and in the definitions', () => {
    expect(DEFINITIONS.map((d) => [d.id, d.name])).toEqual(GAMES.map((g) => [g.id, g.name]));
    expect(new Set(DEFINITIONS.map((d) => d.id)).size).toBe(DEFINITIONS.length);
  });

  it.each(GAMES.map((game) => [game.id, game] as const))('%s lacks nothing', async (_id, game) => {
    const commands = (await CommandRegistry.load()).names;
    expect(await missingParts(game, commands)).toEqual([]);
  });

  it.each(GAMES.map((game) => [game.id, game] as const))(
    "%s's module is its rules (rules.ts) and its face in Discord (ui.ts), member for member",
    async (id, game) => {
      const parts = async (file: string) =>
        Object.values((await import(gameFile(id, file).href)) as Record<string, unknown>).filter(
          (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
        );
      const rules = (await parts('rules.ts')).find((v) => v.id === game.id);
      const ui = (await parts('ui.ts')).find((v) => v.description === game.description);
      expect(rules).toBeDefined();
      expect(ui).toBeDefined();
      for (const part of [rules, ui])
        for (const [key, value] of Object.entries(part ?? {})) expect(game[key as keyof typeof game]).toBe(value);
      expect(Object.keys(rules ?? {})).toEqual(expect.arrayContaining(['setup', 'toMove', 'apply', 'outcome']));
      expect(Object.keys(ui ?? {})).toEqual(expect.arrayContaining(['board', 'narrate', 'statusLine']));
    },
  );

  it.each(DEFINITIONS.map((d) => [d.id, d] as const))(
    "%s's parts work: a bad record gets a reason, the first sample is a PNG",
    async (_id, definition: GameDefinition) => {
      const replayed = replayRecord({ game: definition.id, nonsense: true });
      expect(replayed.error).toEqual(expect.any(String));
      expect(definition.replay({})).toHaveProperty('error');
      const { samples } = (await import(samplesFile(definition.id).href)) as {
        samples(options: { width: number }): AsyncIterator<{ name: string; png: Buffer }>;
      };
      const first = await samples({ width: 1000 }).next();
      expect(first.done).toBe(false);
      expect(first.value?.png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    },
  );

  it('names each missing part of a game that has only a Discord module', async () => {
    const commands = (await CommandRegistry.load()).names;
    expect(await missingParts(toy, commands)).toEqual([
      'definition in src/games/definitions.ts',
      'record replayer',
      'computer player',
      'pictures drawn in the render workers (src/games/render-jobs.ts)',
      'sample pictures (src/games/toy/samples.ts)',
      'rules (src/games/toy/rules.ts)',
      'Discord face (src/games/toy/ui.ts)',
      'section in docs/rules.md',
      'slash command (commands/toy.ts)',
      '/help line',
    ]);
  });
});
