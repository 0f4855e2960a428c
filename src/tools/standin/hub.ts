/**
 * What route handlers and user actions share: the world, the gateway, settings, and one event stream
 * (`StandInEvent`) that tests observe through `standIn.on('event', …)` or `standIn.waitFor(…)`.
 */
import type { Gateway, GatewayEvent } from './gateway.ts';
import type { CallbackRecord, ChannelModel, CommandRecord, InteractionRecord, StoredMessage, World } from './model.ts';
import type { RequestRecord } from './rest.ts';

export type StandInEvent =
  | { type: 'messageCreate'; message: StoredMessage }
  | { type: 'messageUpdate'; message: StoredMessage }
  | { type: 'messageDelete'; message: StoredMessage }
  | { type: 'interactionCreate'; interaction: InteractionRecord }
  /** Every callback attempt; `callback.status` tells accepted (2xx) from rejected. */
  | {
      type: 'interactionCallback';
      interaction: InteractionRecord;
      callback: CallbackRecord;
    }
  | { type: 'threadCreate'; thread: ChannelModel }
  | { type: 'channelUpdate'; channel: ChannelModel }
  | { type: 'channelDelete'; channel: ChannelModel }
  | { type: 'threadMemberAdd'; thread: ChannelModel; userId: string }
  | { type: 'threadMemberRemove'; thread: ChannelModel; userId: string }
  | { type: 'commandsUpdate'; scope: string; commands: CommandRecord[] }
  | { type: 'request'; request: RequestRecord }
  | { type: 'gateway'; event: GatewayEvent };

export interface StandInSettings {
  /** Time Discord allows for the first callback; later callbacks get 404 Unknown interaction. */
  interactionTimeoutMs: number;
  /** When true, REST calls that Discord would refuse for permissions get 403 Missing Permissions. */
  enforcePermissions: boolean;
  /**
   * Lifetime of an interaction token for `@original` edits and follow-ups (Discord: 15 minutes); later
   * webhook calls get 401 / 50027 Invalid Webhook Token.
   */
  interactionTokenTtlMs: number;
  /** When set, the only bot token accepted: other tokens get REST 401 and gateway close 4004. */
  token: string | null;
  /**
   * Who receives an interaction (see `Delivery`): `'newest'` (Discord's normal case, one session) or
   * `'all'` (every connected session of the guild's shard, as when two processes of one bot hold that
   * shard during a rolling deploy). An action's own `deliverTo` overrides it.
   */
  interactionDelivery: 'newest' | 'all';
  /**
   * Active (not archived) threads a guild may have, public and private together (Discord: 1,000); a
   * new thread past it gets 400 / 160006 "Maximum number of active threads reached".
   */
  maxActiveThreads: number;
}

/**
 * Where one INTERACTION_CREATE goes: the newest session serving the guild's shard, every connected
 * one, or one session by id (e.g. the second click of a double click reaching another process).
 */
export type Delivery = 'newest' | 'all' | { session: string };

export interface Hub {
  world: World;
  gateway: Gateway;
  settings: StandInSettings;
  /** `http://127.0.0.1:PORT`, for attachment URLs. */
  origin(): string;
  emit(event: StandInEvent): void;
}
