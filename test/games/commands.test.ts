/**
 * The games' slash commands, as registered with Discord, stay what they were when each game wrote
 * its options by hand (plus the layer's `pace`): the fixture is the JSON `CommandRegistry.load()` makes.
 * Their localizations came later, from the catalog, and are checked apart (test/i18n/commands.test.ts):
 * compared without them here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { GAMES } from '../../src/games/catalog.ts';

/** The JSON without its `name_localizations` / `description_localizations`, at every depth. */
const withoutLocalizations = (json: unknown): unknown =>
  JSON.parse(JSON.stringify(json), (key, value) => (key.endsWith('_localizations') ? undefined : value));

const FIXTURE = JSON.parse(
  readFileSync(new URL('../fixtures/commands/game-commands.json', import.meta.url), 'utf8'),
) as { name: string }[];

describe("the games' registered commands", () => {
  it('are the JSON they were registered as, option for option', async () => {
    const registered = (await CommandRegistry.load()).toJSON();
    const games = new Set(GAMES.map((g) => g.id));
    const json = withoutLocalizations(registered.filter((c) => games.has(c.name))) as { name: string }[];
    expect(json.map((c) => c.name).sort()).toEqual(FIXTURE.map((c) => c.name).sort());
    for (const command of FIXTURE) expect(json.find((c) => c.name === command.name)).toEqual(command);
  });
});
