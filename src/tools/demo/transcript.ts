/**
 * A readable Markdown account of everything in the stand-in, written as it happens: who did what
 * (commands with their options, the button or menu entry pressed), every message the bot posted or
 * edited (text, buttons, private or public), and every image, saved under `images/` and linked.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { controlsOf, type StandIn, type StandInEvent, type StoredMessage } from '../standin/index.ts';

export class Transcript {
  readonly lines: string[] = [];
  readonly images: string[] = [];
  readonly #seen = new Set<string>();

  constructor(
    private readonly standIn: StandIn,
    private readonly outDir: string,
  ) {
    mkdirSync(join(outDir, 'images'), { recursive: true });
    standIn.on('event', (e) => this.#on(e));
  }

  heading(text: string): void {
    this.lines.push('', `## ${text}`, '');
  }

  save(): string {
    const file = join(this.outDir, 'transcript.md');
    writeFileSync(file, `# Abstrac bot: offline demo transcript\n${this.lines.join('\n')}\n`);
    return file;
  }

  #name(id: string): string {
    return this.standIn.world.users.get(id)?.username ?? id;
  }

  #channel(id: string): string {
    return `#${this.standIn.channel(id)?.name ?? id}`;
  }

  /** Mentions and timestamps as a reader sees them in Discord. */
  #text(content: string): string {
    return content
      .replace(/<@(\d+)>/g, (_, id: string) => `@${this.#name(id)}`)
      .replace(/<#(\d+)>/g, (_, id: string) => this.#channel(id))
      .replace(/<t:(\d+):R>/g, (_, s: string) => new Date(Number(s) * 1000).toISOString().replace('.000Z', 'Z'));
  }

  #on(e: StandInEvent): void {
    if (e.type === 'interactionCreate') {
      const rec = e.interaction;
      const who = `**${this.#name(rec.userId)}**`;
      if (rec.commandName) {
        const data = rec.payload.data as { options?: Option[] };
        this.lines.push(
          `- ${who} runs \`/${[rec.commandName, this.#options(data.options ?? [])].filter(Boolean).join(' ')}\``,
        );
      } else if (rec.customId) {
        const label = this.#label(rec.messageId, rec.customId, rec.values?.[0]);
        this.lines.push(`- ${who} presses **${label}**`);
      }
      return;
    }
    if (e.type === 'threadCreate') {
      this.lines.push(`- thread **${e.thread.name}** opened (${e.thread.type === 12 ? 'private' : 'public'})`);
      return;
    }
    if (e.type === 'messageCreate' || e.type === 'messageUpdate') this.#message(e.message, e.type === 'messageUpdate');
  }

  #label(messageId: string | null, customId: string, value?: string): string {
    const m = messageId ? this.standIn.message(messageId) : undefined;
    const versions = m ? [m, ...m.history] : [];
    for (const v of versions) {
      for (const c of controlsOf(v)) {
        if (c.custom_id !== customId) continue;
        if (c.type === 2) return String(c.label);
        const option = (c.options as { label: string; value: string }[]).find((o) => o.value === value);
        return `${option?.label ?? value} (menu)`;
      }
    }
    return customId;
  }

  #message(m: StoredMessage, edited: boolean): void {
    if (m.loading) return;
    const where = this.#channel(m.channelId);
    const privately = m.visibleTo ? `, only ${this.#name(m.visibleTo)} sees it` : '';
    this.lines.push(`- bot ${edited ? 'edits its message' : 'posts'} in ${where}${privately}:`);
    for (const line of this.#text(m.text).split('\n')) if (line) this.lines.push(`  > ${line}`);
    for (const e of m.embeds as {
      title?: string;
      description?: string;
      fields?: { name: string; value: string }[];
    }[]) {
      if (e.title) this.lines.push(`  > **${e.title}**`);
      for (const line of (e.description ?? '').split('\n')) if (line) this.lines.push(`  > ${this.#text(line)}`);
      for (const field of e.fields ?? []) {
        this.lines.push(`  > *${field.name}*`);
        for (const line of field.value.split('\n')) this.lines.push(`  > ${this.#text(line)}`);
      }
    }
    const controls: string[] = [];
    for (const c of controlsOf(m)) {
      if (c.type === 2) {
        // As a player sees it: the emoji before the label, and a greyed-out button marked as such.
        const emoji = (c.emoji as { name?: string } | undefined)?.name;
        controls.push(`[${emoji ? `${emoji} ` : ''}${c.label ?? ''}${c.disabled ? ' (disabled)' : ''}]`);
      }
      if (c.type === 3) controls.push(`menu: ${(c.options as { label: string }[]).map((o) => o.label).join(' · ')}`);
    }
    if (controls.length > 0) this.lines.push(`  buttons: ${controls.join(' ')}`);
    else if (edited) this.lines.push('  (no buttons)');
    for (const a of m.attachments) {
      if (this.#seen.has(a.id)) continue;
      this.#seen.add(a.id);
      const name = `${String(this.images.length + 1).padStart(3, '0')}-${a.filename}`;
      writeFileSync(join(this.outDir, 'images', name), a.data);
      this.images.push(name);
      this.lines.push(`  ![${a.filename}](images/${name})`);
    }
  }

  #options(options: Option[]): string {
    return options
      .map((o): string => {
        if (o.options) return [o.name, this.#options(o.options)].filter(Boolean).join(' ');
        const user = typeof o.value === 'string' ? this.standIn.world.users.get(o.value) : undefined;
        return `${o.name}:${user ? `@${user.username}` : String(o.value)}`;
      })
      .join(' ');
  }
}

interface Option {
  name: string;
  value?: unknown;
  options?: Option[];
}
