import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';

/**
 * The text a PDF of ours shows, read back the way a viewer's copy and search read it: each text object's glyphs
 * mapped to characters through its font's ToUnicode map. One string per text object (one `TextWriter.draw`), per
 * page. Devanagari comes back in the order its glyphs are drawn (a vowel sign such as ि before its letter).
 */

const streamText = (stream: PDFRawStream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());

/** UTF-16BE hex to a string. */
const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** Glyph id (4 hex digits) to the characters it stands for, from a ToUnicode CMap. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, chars] of (body ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set((glyph ?? '').toLowerCase(), utf16(chars ?? ''));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of (body ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const first = Number.parseInt(from ?? '', 16);
      const base = Number.parseInt(start ?? '', 16);
      for (let id = first; id <= Number.parseInt(to ?? '', 16); id++) {
        map.set(id.toString(16).padStart(4, '0'), String.fromCharCode(base + id - first));
      }
    }
  }
  return map;
}

function fontMaps(doc: PDFDocument, page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const cmap = font.lookup(PDFName.of('ToUnicode'));
    maps.set(name.decodeText(), cmap instanceof PDFRawStream ? toUnicodeMap(streamText(cmap)) : new Map());
  }
  return maps;
}

function contentStreams(doc: PDFDocument, page: PDFPage): PDFRawStream[] {
  const contents = page.node.get(PDFName.of('Contents'));
  const resolved = contents ? doc.context.lookup(contents) : undefined;
  if (resolved instanceof PDFRawStream) return [resolved];
  if (resolved instanceof PDFArray) {
    return resolved.asArray().flatMap((ref) => {
      const stream = doc.context.lookup(ref);
      return stream instanceof PDFRawStream ? [stream] : [];
    });
  }
  return [];
}

/** Per page, the strings drawn on it, in drawing order. */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = fontMaps(doc, page);
    const strings: string[] = [];
    for (const stream of contentStreams(doc, page)) {
      let font = new Map<string, string>();
      let current: string | null = null;
      const ops = /\/([\w-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\bBT\b|\bET\b/g;
      for (const [op, fontName, glyphs] of streamText(stream).matchAll(ops)) {
        if (op === 'BT') current = '';
        else if (op === 'ET') {
          if (current !== null) strings.push(current);
          current = null;
        } else if (fontName !== undefined) font = fonts.get(fontName) ?? new Map();
        else if (glyphs !== undefined && current !== null) {
          for (const glyph of glyphs.match(/.{4}/g) ?? []) current += font.get(glyph.toLowerCase()) ?? '\uFFFD';
        }
      }
    }
    return strings;
  });
}
