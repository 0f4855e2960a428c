/**
 * A game's board or private hand as one Components V2 card: a container whose accent colour shows
 * whose turn it is, a text display (the turn, the last move, the score; its mentions ping as
 * content's would), the pictures in a media gallery with their alt text, then the controls. With
 * the flag Discord takes no `content` or `embeds`: every word is in a text display and every
 * picture is shown only where a component names it (`attachment://<file name>`).
 *
 * An edit of a card sends the whole card again (Discord replaces a V2 message's components as a
 * whole): a picture already on the message is named by its file name and kept, so an old board's
 * last edit (its controls off, what was played added) sends no picture again.
 *
 * Also the reading side: a message's text and control ids, whether it is a card or not.
 */
import { type APIMessageTopLevelComponent, ComponentType, MessageFlags } from 'discord.js';
import { cut } from './limits.ts';

/** A picture already on the message (an edit keeps it) or sent with it: its file name and alt text. */
export interface CardMedia {
  name: string;
  alt?: string | null;
}

/** How a message is laid out as a card: the accent (0xRRGGBB, or null for none) and the pictures it keeps. */
export interface CardLayout {
  accent: number | null;
  /** Pictures already on the message to show again (an edit that sends no new picture). */
  keep?: readonly CardMedia[];
}

/** Discord's limit on the characters of all text displays of a V2 message. */
export const CARD_TEXT_MAX = 4000;

/** A builder's JSON, or the JSON itself. */
const json = (c: unknown): Record<string, unknown> =>
  (c && typeof c === 'object' && 'toJSON' in c ? (c as { toJSON(): unknown }).toJSON() : c) as Record<string, unknown>;

/** The file name and alt text of a picture as the games give it (an AttachmentBuilder or its like). */
function mediaOf(file: unknown): CardMedia | null {
  const f = file as { name?: unknown; description?: unknown };
  return typeof f?.name === 'string'
    ? { name: f.name, alt: typeof f.description === 'string' ? f.description : null }
    : null;
}

/**
 * The components and flags of a card: `content` becomes its text display, `files` (new) or
 * `layout.keep` (already on the message) its media gallery, and `rows` its controls.
 */
export function cardComponents(
  content: string,
  files: readonly unknown[] | undefined,
  rows: readonly unknown[] | undefined,
  layout: CardLayout,
): { flags: number; components: APIMessageTopLevelComponent[] } {
  const inner: Record<string, unknown>[] = [];
  if (content.trim()) inner.push({ type: ComponentType.TextDisplay, content: cut(content, CARD_TEXT_MAX) });
  const media = files?.length ? files.map(mediaOf).filter((m): m is CardMedia => m !== null) : (layout.keep ?? []);
  if (media.length > 0)
    inner.push({
      type: ComponentType.MediaGallery,
      items: media.slice(0, 10).map((m) => ({
        media: { url: `attachment://${m.name}` },
        ...(m.alt ? { description: cut(m.alt, 1024) } : {}),
      })),
    });
  for (const row of rows ?? []) inner.push(json(row));
  const container: Record<string, unknown> = { type: ComponentType.Container, components: inner };
  if (layout.accent !== null) container.accent_color = layout.accent;
  return { flags: MessageFlags.IsComponentsV2, components: [container as unknown as APIMessageTopLevelComponent] };
}

/** A component as discord.js or the API gives it, for the readers below. */
interface AnyComponent {
  type?: number;
  content?: unknown;
  customId?: unknown;
  custom_id?: unknown;
  components?: readonly unknown[];
  accessory?: unknown;
  data?: { type?: number; content?: unknown; custom_id?: unknown };
}

function walk(components: readonly unknown[], visit: (c: AnyComponent) => void): void {
  for (const raw of components) {
    const c = raw as AnyComponent;
    visit(c);
    if (Array.isArray(c.components)) walk(c.components, visit);
    if (c.accessory) walk([c.accessory], visit);
  }
}

/** A message's text: its content, or, for a card, its text displays' text. */
export function messageText(m: { content: string; components?: readonly unknown[] }): string {
  if (m.content) return m.content;
  const parts: string[] = [];
  walk(m.components ?? [], (c) => {
    const type = c.type ?? c.data?.type;
    const content = c.content ?? c.data?.content;
    if (type === ComponentType.TextDisplay && typeof content === 'string') parts.push(content);
  });
  return parts.join('\n');
}

/** Every control id of a message's components, rows inside a card included. */
export function messageCustomIds(components: readonly unknown[]): string[] {
  const ids: string[] = [];
  walk(components, (c) => {
    const id = c.customId ?? c.custom_id ?? c.data?.custom_id;
    if (typeof id === 'string') ids.push(id);
  });
  return ids;
}

/** Whether a message is a card (Components V2): its edits must be cards too. */
export const isCard = (flags: number | bigint): boolean => (BigInt(flags) & BigInt(MessageFlags.IsComponentsV2)) !== 0n;
