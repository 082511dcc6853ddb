/** Writes netlify/lib/assistant/generated/chat-index.json from content/ (run before `astro build` and tests). */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChatIndex } from '../netlify/lib/assistant/build-index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const chatIndexPath = resolve(root, 'netlify/lib/assistant/generated/chat-index.json');

export async function writeChatIndex(): Promise<number> {
  const index = await buildChatIndex(resolve(root, 'content'));
  await mkdir(dirname(chatIndexPath), { recursive: true });
  // Write then rename, so a reader (or a parallel test) never sees half a file.
  const temporary = `${chatIndexPath}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(index)}\n`);
  await rename(temporary, chatIndexPath);
  return index.passages.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = await writeChatIndex();
  console.log(`chat index: ${count} passages -> ${chatIndexPath}`);
}
