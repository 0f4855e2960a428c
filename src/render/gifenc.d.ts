/** The part of gifenc (https://github.com/mattdesl/gifenc, MIT, no dependencies) that src/render/gif.ts uses. */
declare module 'gifenc' {
  export type Palette = number[][];
  export interface Encoder {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      opts?: { palette?: Palette; delay?: number; repeat?: number; first?: boolean },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  /** The package's CommonJS `exports` (gif.ts requires it). */
  const gifenc: {
    GIFEncoder(opts?: { auto?: boolean }): Encoder;
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, opts?: { format?: 'rgb565' | 'rgb444' }): Palette;
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: 'rgb565' | 'rgb444'): Uint8Array;
  };
  export default gifenc;
}
