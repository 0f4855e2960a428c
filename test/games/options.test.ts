/**
 * Slash options made from a game's options schema (src/session/options.ts): every kind of field the
 * games use, the choices' labels, what is required, and a schema Discord cannot offer refused by name.
 */
import { SlashCommandSubcommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addSlashOptions, slashOptions } from '../../src/session/options.ts';

describe('slash options from an options schema', () => {
  it('makes integer, boolean and choice options, in the fields order, with their bounds and labels', () => {
    const schema = z
      .object({
        variant: z
          .enum(['classic', 'fullpack'])
          .default('classic')
          .meta({ description: 'Which', labels: { fullpack: 'Full pack' } }),
        target: z.number().int().min(1).max(500).nullable().default(null).describe('Points'),
        seats: z.int().gt(1).lt(7).optional().describe('Seats'),
        hints: z.boolean().default(false).describe('Hints'),
        size: z.union([z.literal(3), z.literal(5)]).describe('Size'),
        pace: z.literal(['slow', 'fast']).optional().describe('Pace'),
        note: z.string().min(1).max(40).optional().describe('A note'),
        weight: z.number().min(0.5).max(2).default(1).describe('Weight'),
      })
      .strict()
      .transform((o) => o);
    expect(slashOptions(schema)).toEqual([
      {
        name: 'variant',
        description: 'Which',
        required: false,
        type: 'string',
        choices: [
          { name: 'classic', value: 'classic' },
          { name: 'Full pack', value: 'fullpack' },
        ],
      },
      { name: 'target', description: 'Points', required: false, type: 'integer', min: 1, max: 500 },
      { name: 'seats', description: 'Seats', required: false, type: 'integer', min: 2, max: 6 },
      { name: 'hints', description: 'Hints', required: false, type: 'boolean' },
      {
        name: 'size',
        description: 'Size',
        required: true,
        type: 'integer',
        choices: [
          { name: '3', value: 3 },
          { name: '5', value: 5 },
        ],
      },
      {
        name: 'pace',
        description: 'Pace',
        required: false,
        type: 'string',
        choices: [
          { name: 'slow', value: 'slow' },
          { name: 'fast', value: 'fast' },
        ],
      },
      { name: 'note', description: 'A note', required: false, type: 'string', minLength: 1, maxLength: 40 },
      { name: 'weight', description: 'Weight', required: false, type: 'number', min: 0.5, max: 2 },
    ]);
  });

  it('adds them to a subcommand as Discord registers them', () => {
    const schema = z.object({
      rounds: z.number().int().min(1).max(5).default(2).describe('Turns each'),
      size: z.union([z.literal(3), z.literal(5)]).describe('Size'),
    });
    const sub = addSlashOptions(new SlashCommandSubcommandBuilder().setName('new').setDescription('New'), schema);
    expect(JSON.parse(JSON.stringify(sub.toJSON().options))).toEqual([
      { type: 4, name: 'rounds', description: 'Turns each', required: false, min_value: 1, max_value: 5 },
      {
        type: 4,
        name: 'size',
        description: 'Size',
        required: true,
        choices: [
          { name: '3', value: 3 },
          { name: '5', value: 5 },
        ],
      },
    ]);
  });

  it('refuses, by name, a field without a description or of a kind no slash option can be', () => {
    expect(() => slashOptions(z.object({ target: z.number().int().default(1) }))).toThrow(/target: describe it/);
    expect(() => slashOptions(z.object({ seats: z.array(z.number()).describe('Seats') }))).toThrow(
      /seats: a field of type array has no slash option/,
    );
    expect(() => slashOptions(z.object({ x: z.number().gt(0.5).describe('X') }))).toThrow(/x: an exclusive bound/);
    expect(() => slashOptions(z.object({ e: z.string().email().describe('E') }))).toThrow(/e: its check/);
    expect(() => slashOptions(z.string())).toThrow(/must be an object/);
  });
});
