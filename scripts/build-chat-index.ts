/** Writes netlify/lib/assistant/generated/chat-index.json from content/ (run before `astro build` and tests). */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMostAskedUnits, buildUnits } from '../netlify/lib/assistant/retrieval';
import type { ChatIndex } from '../netlify/lib/assistant/types';
import { readContentData } from './lib/chat-index/content-data';
import { faqAnswers } from './lib/chat-index/faq-answers';
import { mostAskedAnswers } from './lib/chat-index/most-asked-answers';
import { pagePassages } from './lib/chat-index/page-passages';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const chatIndexPath = resolve(root, 'netlify/lib/assistant/generated/chat-index.json');

export async function buildChatIndex(contentDir: string): Promise<ChatIndex> {
  const data = await readContentData(contentDir);
  const faq = await faqAnswers(contentDir, data);
  const passages = await pagePassages(contentDir, data);
  const mostAsked = await mostAskedAnswers(contentDir, data, faq);
  return {
    version: 4,
    faq,
    mostAsked,
    mostAskedUnits: buildMostAskedUnits(mostAsked),
    passages,
    jokes: data.jokes.map(({ en, hi }) => ({ en, hi })),
    tongueTwisters: data['tongue-twisters'].map(({ lang, text }) => ({ lang, text })),
    units: buildUnits(passages, faq),
  };
}

export async function writeChatIndex(): Promise<ChatIndex> {
  const index = await buildChatIndex(resolve(root, 'content'));
  await mkdir(dirname(chatIndexPath), { recursive: true });
  // Write then rename, so a reader (or a parallel test) never sees half a file.
  const temporary = `${chatIndexPath}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(index)}\n`);
  await rename(temporary, chatIndexPath);
  return index;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = await writeChatIndex();
  console.log(
    `chat index: ${index.faq.length} FAQ answers, ${index.mostAsked.length} most-asked questions, ${index.passages.length} passages, ${index.units.length} units -> ${chatIndexPath}`,
  );
}
