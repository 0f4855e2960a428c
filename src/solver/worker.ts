/**
 * The solver worker thread: answers `SolverRequest`s from `pool.ts` one at a
 * time. A request that throws is answered with its error message, so one bad
 * state never kills the thread.
 */
import { parentPort } from 'node:worker_threads';
import { analyseDeal } from '../games/abstrac/solver/analysis.ts';
import { chooseMove } from '../games/abstrac/solver/opponents.ts';
import { solvePosition } from '../games/abstrac/solver/solve.ts';
import { PLAYERS } from './players.ts';
import type { SolverRequest, SolverResponse } from './protocol.ts';

function answer(request: SolverRequest): unknown {
  switch (request.kind) {
    case 'ping':
      return 'pong';
    case 'solve':
      return solvePosition(request.state);
    case 'choose':
      return chooseMove(request.level, request.state, request.seed);
    case 'analyse':
      return analyseDeal(request.state);
    case 'play': {
      const player = PLAYERS[request.game];
      if (!player) throw new Error(`no computer player for ${request.game}`);
      return player(request.level, request.input, request.seed);
    }
  }
}

const port = parentPort;
if (port === null) throw new Error('solver worker: start this file with new Worker(), not directly');
port.on('message', (request: SolverRequest) => {
  let response: SolverResponse;
  try {
    response = { id: request.id, ok: true, result: answer(request) };
  } catch (error) {
    response = { id: request.id, ok: false, error: (error as Error).message };
  }
  port.postMessage(response);
});
