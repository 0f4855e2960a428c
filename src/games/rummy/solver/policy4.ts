/**
 * The holding playout policy for the searching seat's own turns (./search.ts, `hold`): while the
 * seat has laid nothing this hand and no other seat is close to going out, it keeps its melds in
 * hand and goes out all at once, a rummy that every other seat pays double; otherwise it plays the
 * careful turn of ./policy2.ts. The search chooses each real move; this is only the plan its
 * playouts follow after the move, so that keeping a meld back is judged as a plan and not as one
 * turn's delay (with a continuation that lays everything down next turn, holding could never win).
 */
import { FastHand } from './fast.ts';
import { completesMeld, layAll, policyTurn } from './policy.ts';
import { carefulDiscard, carefulRest } from './policy2.ts';

const probes: FastHand[] = [];

/** Whether seat keeps its melds back: nothing laid yet this hand, and every other seat holds more than `safe` cards. */
function holding(g: FastHand, seat: number, safe: number): boolean {
  if (g.hasLaid[seat] === 1 || g.laidThisTurn) return false;
  for (let p = 0; p < g.n; p++) if (p !== seat && (g.sizes[p] as number) <= safe) return false;
  return true;
}

/** The rest of the turn after the draw: go out if the hand can; else hold while it may; else the careful rest. */
export function holdingRest(g: FastHand, safe: number): void {
  const seat = g.toMove;
  if (!holding(g, seat, safe)) {
    carefulRest(g);
    return;
  }
  let probe = probes[g.n];
  if (probe === undefined) probes[g.n] = probe = new FastHand(g.n);
  probe.copyFrom(g);
  layAll(probe);
  if (probe.finished || (probe.sizes[seat] as number) <= 1) {
    carefulRest(g);
    return;
  }
  // The careful measure's card among those in no meld of the hand (while holding no seat is close
  // to going out, so its threat term is off at the default threshold).
  const c = carefulDiscard(g, true);
  g.discardCard(seat, c >= 0 ? c : carefulDiscard(g));
}

/** One whole own turn: take the discard only to meld it (to lay it off too once the seat lays down). */
export function holdingTurn(g: FastHand, safe: number): void {
  const seat = g.toMove;
  const top = g.discardLen > 0 ? (g.discard[g.discardLen - 1] as number) : -1;
  const lays = !holding(g, seat, safe);
  const wants = top >= 0 && (completesMeld(g.hands, seat * 4, top) || (lays && g.layable(top)));
  if (wants) g.drawDiscard(seat);
  else g.drawStock(seat);
  holdingRest(g, safe);
}

/** Plays the hand out: the seat's own turns holding, the others' by the plain policy; false if it ran on too long. */
export function holdingPlayOut(g: FastHand, seat: number, safe: number): boolean {
  for (let turns = 0; !g.finished; turns++) {
    if (turns > 300) return false;
    if (g.toMove === seat) holdingTurn(g, safe);
    else policyTurn(g);
  }
  return true;
}
