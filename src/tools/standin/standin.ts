/**
 * The `StandIn` handle returned by `startStandIn`: world setup, acting as users, observation, faults and
 * gateway control. See `index.ts` for an overview.
 */
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import {
  type ComponentInput,
  clickButton,
  type DmCommandInput,
  runDmCommand,
  runSlashCommand,
  type SelectInput,
  type SlashCommandInput,
  selectMenu,
} from './actions.ts';
import { createGroupDm } from './dms.ts';
import type { FaultHandle, FaultSpec } from './faults.ts';
import { type ForgedInput, forgeInteraction } from './forge.ts';
import { formatEvent } from './format.ts';
import type { Gateway } from './gateway.ts';
import { type InteractionHandle, interactionHandle, waitFor } from './handle.ts';
import type { Hub, StandInEvent, StandInSettings } from './hub.ts';
import { deleteMessage } from './messages.ts';
import { updateChannel } from './routes-channels.ts';
import { activeThreads } from './routes-threads.ts';
import { submitModal } from './modal.ts';
import type {
  ChannelModel,
  CommandRecord,
  GroupDmModel,
  OverwriteModel,
  StandInUser,
  StoredMessage,
  World,
} from './model.ts';
import { snowflake } from './model.ts';
import type { RequestRecord, RestServer } from './rest.ts';
import * as setup from './setup.ts';

export class StandIn {
  /** For `new Client({ rest: { api } })` and `new REST({ api })`. */
  readonly apiUrl: string;
  readonly gatewayUrl: string;
  readonly origin: string;
  readonly world: World;
  readonly settings: StandInSettings;
  private readonly hub: Hub;
  private readonly emitter = new EventEmitter();
  private readonly transcriptLines: string[] = [];

  /** @internal use `startStandIn`. */
  constructor(
    private readonly server: Server,
    private readonly gateway: Gateway,
    private readonly rest: RestServer,
    hub: Hub,
    port: number,
  ) {
    this.hub = hub;
    this.world = hub.world;
    this.settings = hub.settings;
    this.origin = `http://127.0.0.1:${port}`;
    this.apiUrl = `${this.origin}/api`;
    this.gatewayUrl = `ws://127.0.0.1:${port}/gateway`;
    this.emitter.setMaxListeners(0);
  }

  get bot(): StandInUser {
    return this.world.bot;
  }

  get applicationId(): string {
    return this.world.applicationId;
  }

  /** Every REST request, in arrival order. */
  get requests(): readonly RequestRecord[] {
    return this.rest.requests;
  }

  /** Requests that matched no route (404): a bot calling something the stand-in does not model. */
  get unknownRoutes(): RequestRecord[] {
    return this.rest.requests.filter((r) => r.route === null && !r.fault);
  }

  /** Ids of gateway sessions with an open socket. */
  get connectedSessions(): string[] {
    return this.gateway.connectedSessionIds;
  }

  /** Gateway frames clients sent (IDENTIFY, RESUME, heartbeats…). */
  get gatewayFrames() {
    return this.gateway.received;
  }

  // ----- observation -----

  on(event: 'event', listener: (e: StandInEvent) => void): this {
    this.emitter.on(event, listener);
    return this;
  }

  off(event: 'event', listener: (e: StandInEvent) => void): this {
    this.emitter.off(event, listener);
    return this;
  }

  /** First truthy value of `probe`, checked now, after every stand-in event and every 20 ms (default 10 s). */
  waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
    return waitFor(this.emitter, probe, timeoutMs, what);
  }

  /** Visible (non-deleted) messages of a channel, oldest first, ephemeral ones included. */
  messages(channelId: string): StoredMessage[] {
    return this.world.channelMessages(channelId);
  }

  /** The bot's direct messages to `userId`, oldest first (dms.ts). */
  dms(userId: string): StoredMessage[] {
    const id = [...this.world.dms].find(([, user]) => user === userId)?.[0];
    return id ? this.world.channelMessages(id) : [];
  }

  /** Closes (or reopens) `userId`'s DMs to the bot: a DM then gets 403 / 50007. */
  closeDms(userId: string, closed = true): void {
    if (closed) this.world.closedDms.add(userId);
    else this.world.closedDms.delete(userId);
  }

  message(id: string): StoredMessage | undefined {
    return this.world.messages.get(id);
  }

  /** Wait for a message (in any channel) matching `predicate`; checks existing messages too. */
  waitForMessage(predicate: (m: StoredMessage) => boolean, timeoutMs?: number): Promise<StoredMessage> {
    return this.waitFor(
      () => [...this.world.messages.values()].find((m) => !m.deleted && predicate(m)),
      timeoutMs,
      'a message',
    );
  }

  channel(id: string): ChannelModel | undefined {
    return this.world.channel(id);
  }

  /** Threads (optionally of one parent channel), in creation order. */
  threads(parentId?: string): ChannelModel[] {
    return [...this.world.channels.values()].filter(
      (c) => c.parentId !== null && (!parentId || c.parentId === parentId),
    );
  }

  /** A guild's active (not archived) threads: what Discord's limit of active threads counts. */
  activeThreads(guildId: string): number {
    return activeThreads(this.hub, guildId);
  }

  /**
   * Archives a thread as Discord does after its auto-archive time without a post, or as a moderator
   * may (`lock`): THREAD_UPDATE dispatched, the thread no longer counted among the active ones.
   */
  archiveThread(id: string, lock = false): void {
    const thread = this.world.channel(id);
    if (!thread?.parentId) throw new Error(`no thread ${id}`);
    updateChannel(this.hub, thread, { archived: true, ...(lock ? { locked: true } : {}) });
  }

  /** Commands registered with PUT, for a guild id or `'global'`. */
  commands(scope = 'global'): CommandRecord[] {
    return this.world.commands.get(scope) ?? [];
  }

  /** A handle for an interaction by id (e.g. one found through events). */
  interaction(id: string): InteractionHandle | undefined {
    const rec = this.world.interactions.get(id);
    return rec && interactionHandle(this.world, rec, this.waitFor.bind(this));
  }

  /** Whether `message` was sent as a follow-up of an interaction (a new message, not its original response). */
  isFollowUp(message: StoredMessage): boolean {
    const rec = message.interactionId ? this.world.interactions.get(message.interactionId) : undefined;
    return rec?.followUpIds.includes(message.id) ?? false;
  }

  // ----- world setup -----

  /** A user; `locale` is their Discord client's language (an interaction's `locale`, default 'en-US'). */
  createUser(username: string, id?: string, locale?: string): StandInUser {
    return setup.createUser(this.hub, username, id ?? snowflake(), locale);
  }

  createGuild(opts: setup.CreateGuildOptions): setup.GuildInfo {
    return setup.createGuild(this.hub, opts);
  }

  addMember(guildId: string, user: StandInUser, roles: string[] = []): void {
    setup.addMember(this.hub, guildId, user, roles);
  }

  createTextChannel(guildId: string, name: string, overwrites?: OverwriteModel[]): string {
    return setup.createTextChannel(this.hub, guildId, overwrites ? { name, overwrites } : { name });
  }

  setBotPermissions(guildId: string, permissions: bigint): void {
    setup.setBotPermissions(this.hub, guildId, permissions);
  }

  setEveryonePermissions(guildId: string, permissions: bigint): void {
    setup.setEveryonePermissions(this.hub, guildId, permissions);
  }

  setChannelOverwrite(channelId: string, overwrite: OverwriteModel): void {
    setup.setChannelOverwrite(this.hub, channelId, overwrite);
  }

  // ----- installations -----

  /**
   * `user` installs the app to their account (user install): its global commands whose
   * `integration_types` include 1 are then offered to them in servers, in the bot's DM and in group DMs,
   * as each command's `contexts` allow. The app must support user install (`integrationTypes`).
   */
  installToUser(user: StandInUser): void {
    if (!this.world.integrationTypes.includes(1)) throw new Error('the app does not support user install');
    if (!this.world.users.has(user.id)) this.world.users.set(user.id, { ...user });
    this.world.userInstalls.add(user.id);
  }

  /** `user` removes the app from their account. */
  uninstallFromUser(user: StandInUser): void {
    this.world.userInstalls.delete(user.id);
  }

  /** Installs the app to a guild created with `appInstalled: false`; returns the bot's new role id. */
  installToGuild(guildId: string, botPermissions?: bigint): string {
    return setup.installToGuild(this.hub, guildId, botPermissions);
  }

  /**
   * Turns a server's "Use External Apps" off or on for everyone (the @everyone bit, `Perm.UseExternalApps`).
   * Off, the responses of an app a member installed, and not also installed to the server, are ephemeral.
   */
  setExternalApps(guildId: string, enabled: boolean): void {
    setup.setExternalApps(this.hub, guildId, enabled);
  }

  /**
   * A group DM (type 3) between 2 and 10 users, the first its owner; the bot is not in it. Act there with
   * `runSlashCommand({ user, channelId: group.id, name })`; read it with `messages(group.id)`.
   */
  createGroupDm(users: StandInUser[], name?: string): GroupDmModel {
    return createGroupDm(this.hub, users, name);
  }

  // ----- acting as users -----

  runSlashCommand(input: SlashCommandInput): InteractionHandle {
    return interactionHandle(this.world, runSlashCommand(this.hub, input), this.waitFor.bind(this));
  }

  /** `input.user` runs a global command in their DM with the bot (dms.ts). */
  runDmCommand(input: DmCommandInput): InteractionHandle {
    return interactionHandle(this.world, runDmCommand(this.hub, input), this.waitFor.bind(this));
  }

  clickButton(input: ComponentInput): InteractionHandle {
    return interactionHandle(this.world, clickButton(this.hub, input), this.waitFor.bind(this));
  }

  selectMenu(input: SelectInput): InteractionHandle {
    return interactionHandle(this.world, selectMenu(this.hub, input), this.waitFor.bind(this));
  }

  /** Submit the modal the bot answered `shown` with, as the user it was shown to. */
  submitModal(shown: InteractionHandle, fields: Record<string, string | string[]>): InteractionHandle {
    const rec = submitModal(this.hub, { interaction: shown.record, fields });
    return interactionHandle(this.world, rec, this.waitFor.bind(this));
  }

  /** Dispatch an interaction whose `data` is not checked at all (see forge.ts): for hostile-input tests. */
  forge(input: ForgedInput): InteractionHandle {
    return interactionHandle(this.world, forgeInteraction(this.hub, input), this.waitFor.bind(this));
  }

  /**
   * Deletes a message as a moderator (or, for an ephemeral one, its reader dismissing it) would:
   * public messages are announced with MESSAGE_DELETE; later edits, updates and interaction callbacks
   * on it get 404 / 10008 Unknown Message.
   */
  deleteMessage(id: string): void {
    const message = this.world.messages.get(id);
    if (!message || message.deleted) throw new Error(`unknown message ${id}`);
    deleteMessage(this.hub, message);
  }

  /**
   * Drops interaction records, ephemeral messages and requests older than `ms`, and the transcript so
   * far: for long runs (`npm run fuzz`, the throughput bench), since the stand-in otherwise keeps
   * everything.
   */
  forget(ms: number): void {
    const before = Date.now() - ms;
    for (const [id, rec] of this.world.interactions) if (rec.dispatchedAt < before) this.world.removeInteraction(id);
    for (const [id, m] of this.world.messages) if (m.visibleTo && m.createdAt < before) this.world.removeMessage(id);
    const requests = this.rest.requests;
    const kept = requests.findIndex((r) => r.at >= before);
    requests.splice(0, kept < 0 ? requests.length : kept);
    this.transcriptLines.length = 0;
  }

  // ----- faults and gateway control -----

  /** Make matching requests fail (see `FaultSpec`); returns a handle to count hits or clear it. */
  failRoute(spec: FaultSpec): FaultHandle {
    return this.rest.faults.add(spec);
  }

  clearFaults(): void {
    this.rest.faults.clear();
  }

  /** Wait until at least one client has identified or resumed and holds an open socket. */
  waitForSession(timeoutMs?: number): Promise<string> {
    return this.waitFor(() => this.gateway.connectedSessionIds.at(-1), timeoutMs, 'a gateway session');
  }

  /** Make every interaction token issued so far expire now (as 15 minutes later on Discord). */
  expireInteractionTokens(): void {
    for (const rec of this.world.interactions.values()) rec.tokenExpiresAt = Date.now() - 1;
  }

  /** Send opcode 7 (Reconnect) to connected clients; they reconnect and resume. */
  requestReconnect(): void {
    this.gateway.requestReconnect();
  }

  /** Close every gateway socket with a resumable code (a network blip). */
  dropConnections(code?: number): void {
    this.gateway.dropConnections(code);
  }

  async close(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * What happened so far as readable text: user actions, acknowledgements, messages as they were when
   * posted or edited, threads and members (rendered when each event happened).
   */
  transcript(): string {
    return this.transcriptLines.join('\n');
  }

  /** @internal */
  emit(event: StandInEvent): void {
    this.transcriptLines.push(...formatEvent(this.world, event));
    this.emitter.emit('event', event);
  }
}
