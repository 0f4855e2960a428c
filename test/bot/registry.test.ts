import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SlashCommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { CommandRegistry } from '../../src/bot/registry.ts';
import type { SlashCommand } from '../../src/bot/types.ts';

const cmd = (name: string, extra: Partial<SlashCommand> = {}): SlashCommand => ({
  data: new SlashCommandBuilder().setName(name).setDescription(`${name} things`),
  execute() {},
  ...extra,
});

describe('command registry', () => {
  it('loads every command file in commands/ (at least /help)', async () => {
    const registry = await CommandRegistry.load();
    expect(registry.names).toContain('help');
    expect(registry.toJSON().find((c) => c.name === 'help')?.description).toMatch(/How to play/);
  });

  it('loads a directory, skipping tests and declarations, and rejects a file without `command`', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commands-'));
    const body = (name: string) =>
      `export const command = { data: { name: '${name}', description: 'd' }, execute() {} };\n`;
    writeFileSync(join(dir, 'b.js'), body('bravo'));
    writeFileSync(join(dir, 'a.mjs'), body('alpha'));
    writeFileSync(join(dir, 'a.test.js'), 'throw new Error("not a command")');
    writeFileSync(join(dir, 'notes.md'), '# not code');
    expect((await CommandRegistry.load(dir)).names).toEqual(['alpha', 'bravo']);
    writeFileSync(join(dir, 'c.js'), 'export const nothing = 1;\n');
    await expect(CommandRegistry.load(dir)).rejects.toThrow(/c\.js does not export `command`/);
  });

  it('routes components by namespace (default: the command name) and action', () => {
    const take = { run() {} };
    const pass = { run() {} };
    const registry = new CommandRegistry([
      cmd('abstrac', { components: { take } }),
      cmd('rummy-game', { namespace: 'rummy', components: { pass } }),
    ]);
    expect(registry.component('abstrac', 'take')).toBe(take);
    expect(registry.component('rummy', 'pass')).toBe(pass);
    expect(registry.component('rummy-game', 'pass')).toBeUndefined();
    expect(registry.component('abstrac', 'pass')).toBeUndefined();
  });

  it('accepts plain JSON command data', () => {
    const registry = new CommandRegistry([{ data: { name: 'ping', description: 'Ping' }, execute() {} }]);
    expect(registry.toJSON()).toEqual([
      { name: 'ping', description: 'Ping', integration_types: [0], contexts: [0, 1] },
    ]);
  });

  it("says where each command may be used: the games and the players' own commands anywhere, the rest in a server with the bot", async () => {
    const registry = await CommandRegistry.load();
    const json = registry.toJSON();
    const anywhere = ['abstrac', 'threedom', 'rummy', 'games', 'away', 'notify', 'export', 'rules', 'help', 'stats'];
    for (const c of json) {
      const everywhere = anywhere.includes(c.name);
      expect(c.integration_types, c.name).toEqual(everywhere ? [0, 1] : [0]);
      if (everywhere) expect(c.contexts, c.name).toEqual([0, 1, 2]);
      else expect(c.contexts?.includes(2), c.name).toBe(false);
    }
    expect(json.find((c) => c.name === 'settings')?.contexts).toEqual([0]);
    // A command that keeps its own says so.
    const own = new CommandRegistry([
      { data: { name: 'x', description: 'X', integration_types: [1], contexts: [2] }, execute() {} },
    ]);
    expect(own.toJSON()[0]).toMatchObject({ integration_types: [1], contexts: [2] });
  });

  it('refuses duplicate names and namespaces', () => {
    expect(() => new CommandRegistry([cmd('a'), cmd('a')])).toThrow(/Two commands are named \/a/);
    expect(() => new CommandRegistry([cmd('a', { namespace: 'x' }), cmd('b', { namespace: 'x' })])).toThrow(
      /namespace "x"/,
    );
  });
});
