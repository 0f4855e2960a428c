/**
 * The bundled fonts, registered once from `assets/fonts/` under a family name of
 * our own, so images never depend on the host's fonts (the golden tests compare
 * pixels across machines). Inter (4.0 beta 7, the OTF files of Debian's
 * fonts-inter package) is under the SIL Open Font License
 * (`assets/fonts/LICENSE-Inter.txt`, Debian's copyright file with the licence text).
 */
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';

/** The family every renderer uses; a name no host font has. */
export const FONT_FAMILY = 'AbstracInter';

const FILES = ['Inter-Regular.otf', 'Inter-SemiBold.otf', 'Inter-Bold.otf', 'Inter-ExtraBold.otf'];

let registered = false;

/** Registers the bundled fonts (idempotent). Throws if a file is missing: an image with fallback glyphs is a bug. */
export function ensureFonts(): void {
  if (registered) return;
  for (const file of FILES) {
    const path = fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));
    if (GlobalFonts.registerFromPath(path, FONT_FAMILY) === null) throw new Error(`cannot load font ${path}`);
  }
  registered = true;
}

/** A CSS font string in the bundled family: `font(700, 32)` → `700 32px AbstracInter`. */
export function font(weight: 400 | 600 | 700 | 800, size: number): string {
  return `${weight} ${size}px ${FONT_FAMILY}`;
}
