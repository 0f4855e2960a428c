/**
 * Every picture of every game, legible on a phone: Discord shows a picture about 400 px wide there,
 * and each text drawn must then be at least 11 px. Measured where text is drawn: `fillText` of the
 * canvas context is wrapped for the test, and each call's font size is taken in device pixels
 * (times the smaller scale of the transform, so a rank squeezed sideways to fit counts squeezed),
 * then scaled by 400 / the picture's width. Sprites (card faces, tiles, grid labels) are drawn
 * afresh for each picture so their text is measured too. Prints the smallest text of each picture.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import {
  matchEndModel,
  playToEnd,
  playUntilRow,
  SCRIPT_NAMES,
  sampleModel,
  sampleStates,
} from '../../src/games/abstrac/render/sample-states.ts';
import { pipTotal } from '../../src/games/rummy/engine/index.ts';
import { rummySampleModel, rummySampleState } from '../../src/games/rummy/render/samples.ts';
import { gridModel, summaryModel } from '../../src/games/threedom/pictures.ts';
import { threedomSamples } from '../../src/games/threedom/render/samples.ts';
import { pictureSize } from '../../src/render/canvas-pool.ts';
import { clearSprites } from '../../src/render/cards.ts';
import { drawJob, IMAGE_W } from '../../src/render/job.ts';
import { GAME_DRAWERS, type GameRenderJob } from '../../src/games/render-jobs.ts';
import { THEMES } from '../../src/render/theme.ts';

const PHONE_W = 400;
const MIN_PHONE_PX = 11;
const theme = THEMES.classic;

/** Font sizes (device px) of every fillText since the last reset. */
let drawn: number[] = [];
const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as SKRSContext2D;
const original = proto.fillText;

beforeAll(() => {
  proto.fillText = function (this: SKRSContext2D, ...args: Parameters<SKRSContext2D['fillText']>) {
    const px = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? Number.NaN);
    const m = this.getTransform();
    const scale = Math.min(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d));
    const [value, , , maxWidth] = args;
    // fillText's own maxWidth squeezes sideways too.
    const squeeze = maxWidth === undefined ? 1 : Math.min(1, maxWidth / Math.max(1, this.measureText(value).width));
    if (String(value).trim() !== '') drawn.push(px * scale * squeeze);
    return original.apply(this, args);
  } as SKRSContext2D['fillText'];
});
afterAll(() => {
  proto.fillText = original;
});

/** The smallest text of the job's picture at PHONE_W wide, and the picture's size. */
function measure(job: GameRenderJob): { px: number; width: number; height: number } {
  clearSprites();
  drawn = [];
  const canvas = drawJob(GAME_DRAWERS, job);
  expect(drawn.length).toBeGreaterThan(0);
  const { width, height } = pictureSize(canvas);
  return { px: (Math.min(...drawn) * PHONE_W) / width, width, height };
}

function abstracJobs(): { name: string; job: GameRenderJob }[] {
  const jobs: { name: string; job: GameRenderJob }[] = [];
  for (const { name, state } of sampleStates()) {
    const model = sampleModel(state);
    jobs.push({ name: `abstrac ${name}`, job: { kind: 'board', model, theme, options: {} } });
    if (model.view.phase === 'finished')
      jobs.push({ name: `abstrac ${name} summary`, job: { kind: 'summary', model, theme, options: {} } });
  }
  const [a, b] = [SCRIPT_NAMES[0] as string, SCRIPT_NAMES[6] as string];
  const middle = matchEndModel(playUntilRow('classic', 7, 12), a, b);
  const won = matchEndModel(playToEnd('fullpack', 3), b, a);
  for (const width of [900, 1100]) {
    jobs.push({
      name: `abstrac names board ${width}`,
      job: { kind: 'board', model: middle, theme, options: { width } },
    });
    jobs.push({
      name: `abstrac won summary ${width}`,
      job: { kind: 'summary', model: won, theme, options: { width } },
    });
  }
  const rows = Array.from({ length: 12 }, (_, i) => ({
    n: i + 1,
    who: i % 2 === 0 ? 'Maëlle' : 'Computer',
    played: `take ${(i % 3) + 1}`,
    cards: 'A♠ K♥',
    best: 'take 1 or 3',
    cost: i % 4,
  }));
  const totals = [{ name: 'Maëlle', lost: 6, best: 3, moves: 6 }];
  jobs.push({
    name: 'abstrac analysis',
    job: { kind: 'analysis', model: { title: 'Deal 1: every move', rows, totals }, theme },
  });
  return jobs;
}

function threedomJobs(): { name: string; job: GameRenderJob }[] {
  const jobs: { name: string; job: GameRenderJob }[] = [];
  for (const { name, session } of threedomSamples()) {
    jobs.push({ name, job: { kind: 'threedom-grid', model: gridModel(session), theme } });
    if (session.state.match.history.length > 0)
      jobs.push({
        name: `${name} summary`,
        job: {
          kind: 'threedom-summary',
          model: summaryModel(session, 0) as NonNullable<ReturnType<typeof summaryModel>>,
          theme,
        },
      });
  }
  const hand = { cards: ['10♥', 'K♠', 'A♦'] as SuitedCard[], picked: 1, caption: 'Play K♠ on which pile?' };
  jobs.push({ name: 'threedom hand', job: { kind: 'threedom-hand', model: hand, theme } });
  return jobs;
}

function rummyJobs(): { name: string; job: GameRenderJob }[] {
  const jobs: { name: string; job: GameRenderJob }[] = [];
  for (const players of [2, 4, 6])
    jobs.push({
      name: `rummy table ${players}`,
      job: { kind: 'rummy-table', model: rummySampleModel(players, 30), theme },
    });
  for (const locale of ['de', 'ja'])
    jobs.push({
      name: `rummy table 6 ${locale}`,
      job: { kind: 'rummy-table', model: rummySampleModel(6, 30, 7, locale), theme },
    });
  const state = rummySampleState(6, 0);
  const cards = state.current.hands[0] ?? [];
  jobs.push({ name: 'rummy hand', job: { kind: 'rummy-hand', model: { cards, taken: cards[2] ?? null }, theme } });
  const seats = state.current.hands.map((hand, n) => ({
    name: `Seat ${n + 1} Longname`,
    cards: hand,
    pips: pipTotal(hand),
    payment: n === 0 ? 40 : -8,
    total: n === 0 ? 40 : 0,
    winner: n === 0,
  }));
  jobs.push({
    name: 'rummy summary',
    job: {
      kind: 'rummy-summary',
      model: { title: 'Hand 1: Seat 1 went out', seats, note: 'The stock was turned over 1 time.' },
      theme,
    },
  });
  return jobs;
}

const cases = [...abstracJobs(), ...threedomJobs(), ...rummyJobs()];
const table: string[] = [];

describe('every picture on a phone', () => {
  it.each(cases)('$name: smallest text at least 11 px at 400 px wide', ({ name, job }) => {
    const { px, width, height } = measure(job);
    table.push(`${name.padEnd(40)} ${`${width}×${height}`.padStart(10)} ${px.toFixed(1).padStart(6)} px`);
    expect(px).toBeGreaterThanOrEqual(MIN_PHONE_PX);
  });

  afterAll(() => {
    console.log(`smallest text per picture at ${PHONE_W} px wide (default width ${IMAGE_W}):\n${table.join('\n')}`);
  });
});
