/**
 * The bot's readiness checks for `/readyz` (src/ops/health.ts): the gateway is connected, and the
 * store answers a read (a key nobody writes, so the probe changes nothing).
 */
import { type Client, Status } from 'discord.js';
import { z } from 'zod';
import type { Store } from '../store/index.ts';
import type { ReadinessCheck } from './health.ts';

export function botReadinessChecks(client: Client, store: Store): Record<string, ReadinessCheck> {
  const probe = store.collection('ops', z.unknown());
  return {
    gateway: () => {
      const status = client.ws.status;
      if (!client.isReady() || status !== Status.Ready) throw new Error(`not connected (${Status[status] ?? status})`);
    },
    store: async () => {
      await probe.get('readiness-probe');
    },
  };
}
