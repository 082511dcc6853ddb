/** The part of subset-font 2.9 (HarfBuzz's hb-subset in wasm; it ships no types) that scripts/lib/mukta-cuts.ts uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
