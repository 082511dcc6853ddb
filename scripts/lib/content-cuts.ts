import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { chatSuggestionIds } from '../../src/content/chat-suggestions';
import { readFaqFiles } from '../../src/content/faq-files';
import { LANGUAGES } from '../../src/domain/chat';
import { chatWords } from '../../src/i18n/messages/en/chat';
import { codePointsOf, FACE_RANGES, type MuktaCut, makeCut } from './mukta-cuts';

/**
 * Cuts of Mukta for the Hindi that English pages show from content/, so that those pages fetch no Devanagari face
 * (58 and 65 KB) for a few lines: the home page's quotes, the tongue twisters of /games (the twister and the <select>
 * of every twister, whose options Chromium lays out too), the Hindi summary of /admissions and the empty chat of
 * /vauxa-ai (its Hindi greeting, the suggested FAQ questions and the language select). Editors change these texts in
 * the CMS, so the cuts are not committed: every `astro build` and `astro dev` makes them from the content
 * into src/assets/fonts/content/ (gitignored) before Vite reads the styles that use them.
 *
 * A cut depends only on the set of code points of its text; hb-subset keeps every conjunct those code points can
 * form. A cluster with a code point outside the cut (text added while `astro dev` runs) is drawn by the next family
 * of the stack, the full 'Mukta'.
 */
interface ContentText {
  name: string;
  weights: readonly (400 | 700)[];
  holds: string;
  /** The Hindi that an English page draws from the cut (more is harmless: only its code points count). */
  hindi: () => Promise<string>;
}

const contentDir = new URL('../../content/', import.meta.url);
const read = (path: string) => readFile(new URL(path, contentDir), 'utf8');

const hindiEntries = async (path: string) =>
  (JSON.parse(await read(path)) as { lang: string; text: string }[])
    .filter((entry) => entry.lang === 'hi')
    .map((entry) => entry.text)
    .join('\n');

async function chatSuggestions(): Promise<string[]> {
  const faq = await readFaqFiles(fileURLToPath(new URL('faq', contentDir)));
  return faq
    .filter((entry) => chatSuggestionIds.includes(String(entry.id)))
    .map((entry) => (entry.hi as { question: string }).question);
}

export const contentTexts: readonly ContentText[] = [
  {
    name: 'quotes',
    weights: [700],
    holds: "the home page's Hindi quotes (src/components/QuoteRotator.astro)",
    hindi: () => hindiEntries('data/quotes.json'),
  },
  {
    name: 'twisters',
    weights: [400, 700],
    holds: 'the Hindi tongue twisters (src/islands/games/TongueTwisterGame.tsx)',
    hindi: () => hindiEntries('data/tongue-twisters.json'),
  },
  {
    name: 'admissions',
    weights: [400, 700],
    holds: "the English admissions page's Hindi summary",
    hindi: () => read('pages/admissions.mdx'),
  },
  {
    name: 'chat',
    weights: [400],
    holds: "the empty chat's Hindi and language names (src/islands/chat/MessageList.tsx)",
    hindi: async () =>
      [chatWords.en.welcomeHindi, ...LANGUAGES.map((language) => language.label), ...(await chatSuggestions())].join(
        '\n',
      ),
  },
];

const devanagari = new Set(codePointsOf(FACE_RANGES.devanagari));

/** The code points of a text that the Devanagari faces hold, each once and sorted: all its cut depends on. */
export function devanagariCodePoints(text: string): string {
  return [...new Set([...text].filter((character) => devanagari.has(character)))].sort().join('');
}

export const contentCutsDir = new URL('../../src/assets/fonts/content/', import.meta.url);

/** The cuts of the content as it is now, one per text and weight. */
export async function contentCuts(): Promise<MuktaCut[]> {
  const cuts = await Promise.all(
    contentTexts.map(async ({ name, weights, holds, hindi }) => {
      const text = devanagariCodePoints(await hindi());
      return weights.map((weight) => ({
        file: `mukta-hindi-${name}-${weight}.woff2`,
        source: `mukta-devanagari-${weight}-normal.woff2`,
        text,
        holds: `${holds}, ${weight}`,
      }));
    }),
  );
  return cuts.flat();
}

/** Writes the cuts whose bytes changed (an unchanged file is left alone, so `astro dev` reloads nothing). */
export async function writeContentCuts(): Promise<string[]> {
  await mkdir(contentCutsDir, { recursive: true });
  const report = await Promise.all(
    (await contentCuts()).map(async (cut) => {
      const file = new URL(cut.file, contentCutsDir);
      const bytes = await makeCut(cut);
      const current = await readFile(file).catch(() => undefined);
      if (!current?.equals(bytes)) await writeFile(file, bytes);
      return `${cut.file}: ${bytes.length} bytes (${cut.holds})`;
    }),
  );
  return report;
}

/** Makes the content cuts when Astro starts a build or the dev server. */
export function muktaContentCuts(): AstroIntegration {
  return {
    name: 'mukta-content-cuts',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        for (const line of await writeContentCuts()) logger.info(line);
      },
    },
  };
}
