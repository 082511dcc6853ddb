import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  type Color,
  endText,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';

/**
 * Fonts for the admission PDFs: Mukta from @fontsource/mukta (the site's own face), Latin and Devanagari subsets,
 * regular and bold, so names written in Hindi render as well as English ones.
 *
 * Three workarounds, each checked by rendering a PDF with a Hindi name (`pdftoppm`):
 * - @pdf-lib/fontkit's Indic shaper was compiled with Babel's generator transform and calls a global
 *   `regeneratorRuntime` it does not ship ("regeneratorRuntime is not defined", Hopding/pdf-lib#1419). Its one
 *   generator (StateMachine.match) only uses `prev`, `next` and `stop()`, so a ten-line runtime below suffices.
 * - fontkit's subsetter drops composite glyphs (conjuncts such as प्र come out blank), so the fonts are embedded
 *   whole (flate-compressed by pdf-lib) and only embedded when a document uses them.
 * - pdf-lib's drawText ignores the shaper's positions (GPOS mark offsets, matra widths), which leaves gaps in
 *   Devanagari. Text is therefore laid out with fontkit here and each glyph placed at its shaped position.
 * fontsource ships WOFF, which PDF cannot embed, so WOFF is unpacked to a plain TrueType (sfnt) first.
 */

interface RegeneratorContext {
  prev: number;
  next: number;
  done: boolean;
  stop(): void;
}
const runtime = globalThis as { regeneratorRuntime?: unknown };
runtime.regeneratorRuntime ??= {
  mark: <T>(fn: T) => fn,
  wrap(inner: (ctx: RegeneratorContext) => unknown) {
    const ctx: RegeneratorContext = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
      },
    };
    return {
      [Symbol.iterator]() {
        return this;
      },
      next() {
        if (ctx.done) return { done: true, value: undefined };
        const value = inner(ctx);
        return ctx.done ? { done: true, value: undefined } : { done: false, value };
      },
    };
  },
};

/** Unpacks a WOFF 1.0 file into the TrueType/OpenType file it wraps. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = src.readUInt32BE(4);
  const numTables = src.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = src.readUInt32BE(at + 4);
    const compLength = src.readUInt32BE(at + 8);
    const origLength = src.readUInt32BE(at + 12);
    const raw = src.subarray(offset, offset + compLength);
    return {
      tag: src.readUInt32BE(at),
      checksum: src.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.data.length), headerLength));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + 16 * i;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    out.set(t.data, offset);
    offset += padded(t.data.length);
  });
  return out;
}

export type Weight = 'regular' | 'bold';
/** Tried in this order for each character; the first face that has a glyph draws it. */
const SUBSETS = ['latin', 'latin-ext', 'devanagari'] as const;
type Subset = (typeof SUBSETS)[number];
const WEIGHT_FILE: Record<Weight, string> = { regular: '400', bold: '700' };

interface Face {
  bytes: Uint8Array;
  layout: fontkit.Font;
}

const require = createRequire(import.meta.url);
const faces = new Map<string, Promise<Face>>();

/** Reads a face once per process. Deployments must ship these files (netlify.toml `included_files`). */
function loadFace(subset: Subset, weight: Weight): Promise<Face> {
  const key = `${subset}-${weight}`;
  let face = faces.get(key);
  if (!face) {
    const file = require.resolve(`@fontsource/mukta/files/mukta-${subset}-${WEIGHT_FILE[weight]}-normal.woff`);
    face = readFile(file).then((woff) => {
      const bytes = woffToSfnt(woff);
      return { bytes, layout: fontkit.create(bytes) };
    });
    faces.set(key, face);
  }
  return face;
}

/** Loaded once so character coverage can be checked without touching a document. */
export async function loadFaces(): Promise<Record<Subset, Face>> {
  const entries = await Promise.all(SUBSETS.map(async (s) => [s, await loadFace(s, 'regular')] as const));
  return Object.fromEntries(entries) as Record<Subset, Face>;
}

interface Run {
  subset: Subset;
  text: string;
}

interface ShapedRun extends Run {
  face: Face;
  laidOut: fontkit.GlyphRun;
}

/** Splits text into runs of one face. Spaces and punctuation the current face has stay in its run, for shaping. */
function splitRuns(text: string, coverage: Record<Subset, Face>): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    if (current && coverage[current.subset].layout.hasGlyphForCodePoint(code)) {
      current.text += char;
      continue;
    }
    const subset = SUBSETS.find((s) => coverage[s].layout.hasGlyphForCodePoint(code)) ?? 'latin';
    if (current?.subset === subset) current.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

export interface TextStyle {
  size: number;
  weight?: Weight;
  color: Color;
}

/**
 * Draws shaped text on PDF pages. Faces are embedded into the document on first use only, so an English-only
 * slip carries no Devanagari font.
 */
export class TextWriter {
  private readonly embedded = new Map<string, PDFFont>();
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
  private readonly layouts = new Map<string, Promise<ShapedRun[]>>();
  private readonly encoded = new Set<string>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly coverage: Record<Subset, Face>,
  ) {}

  static async for(doc: PDFDocument): Promise<TextWriter> {
    doc.registerFontkit(fontkit);
    return new TextWriter(doc, await loadFaces());
  }

  /** Text shaped per run of one face, at 1 unit per em, kept: a table measures the same words many times. */
  private layout(text: string, weight: Weight): Promise<ShapedRun[]> {
    const key = `${weight}\u0000${text}`;
    let shaped = this.layouts.get(key);
    if (!shaped) {
      shaped = Promise.all(
        splitRuns(text, this.coverage).map(async (run) => {
          const face = await loadFace(run.subset, weight);
          return { ...run, face, laidOut: face.layout.layout(run.text) };
        }),
      );
      this.layouts.set(key, shaped);
    }
    return shaped;
  }

  /** The shaped runs with the embedded font of each; embeds a face on its first use in the document. */
  private async shaped(text: string, style: TextStyle) {
    const weight = style.weight ?? 'regular';
    const scale = style.size;
    const runs = await this.layout(text, weight);
    return Promise.all(
      runs.map(async ({ subset, text: runText, face, laidOut }) => {
        const key = `${subset}-${weight}`;
        let font = this.embedded.get(key);
        if (!font) {
          font = await this.doc.embedFont(face.bytes, { subset: false, customName: `Mukta-${key}` });
          this.embedded.set(key, font);
        }
        // Registers the glyphs with pdf-lib, so the embedded font's widths and ToUnicode map (copy, search) cover
        // them; once per text and face is enough.
        if (!this.encoded.has(`${key}\u0000${runText}`)) {
          font.encodeText(runText);
          this.encoded.add(`${key}\u0000${runText}`);
        }
        const unit = scale / face.layout.unitsPerEm;
        return { font, laidOut, unit };
      }),
    );
  }

  /** The page's resource name for a font, added once per page. */
  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) {
      keys = new Map();
      this.fontKeys.set(page, keys);
    }
    let key = keys.get(font);
    if (!key) {
      key = page.node.newFontDictionary(font.name, font.ref);
      keys.set(font, key);
    }
    return key;
  }

  /** Width of the text in points (measuring embeds nothing). */
  async width(text: string, style: TextStyle): Promise<number> {
    const runs = await this.layout(text, style.weight ?? 'regular');
    return runs.reduce(
      (w, r) => w + r.laidOut.positions.reduce((s, p) => s + (p.xAdvance * style.size) / r.face.layout.unitsPerEm, 0),
      0,
    );
  }

  /** Draws text with its baseline starting at (x, y); returns the width drawn. */
  async draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): Promise<number> {
    const runs = await this.shaped(text, style);
    const ops = [pushGraphicsState(), beginText(), setFillingColor(style.color)];
    let pen = x;
    for (const { font, laidOut, unit } of runs) {
      ops.push(setFontAndSize(this.fontKey(page, font), style.size));
      laidOut.glyphs.forEach((glyph, i) => {
        const pos = laidOut.positions[i];
        if (!pos) return;
        ops.push(
          setTextMatrix(1, 0, 0, 1, pen + pos.xOffset * unit, y + pos.yOffset * unit),
          showText(PDFHexString.of(glyph.id.toString(16).padStart(4, '0'))),
        );
        pen += pos.xAdvance * unit;
      });
    }
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
    return pen - x;
  }

  /**
   * Breaks text into lines no wider than `maxWidth`, at spaces; a word wider than a line on its own is broken
   * between letters as a reader sees them (a Devanagari letter keeps its marks).
   */
  async wrap(text: string, maxWidth: number, style: TextStyle): Promise<string[]> {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if ((await this.width(candidate, style)) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const { segment } of graphemes.segment(word)) {
        if (line && (await this.width(line + segment, style)) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Draws text centred on x. */
  async drawCentred(page: PDFPage, text: string, centreX: number, y: number, style: TextStyle): Promise<void> {
    await this.draw(page, text, centreX - (await this.width(text, style)) / 2, y, style);
  }
}
