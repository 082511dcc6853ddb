/** Ends a list item, table row or card line with a full stop, so each becomes its own sentence. */
export function endSentence(s: string): string {
  return /[.!?।:;,]$|\b(or|and)$/.test(s.trim()) || !s.trim() ? s : `${s.trimEnd()}.`;
}

/** Splits a page section's paragraphs into groups of about `max` characters, so each passage stays about one topic. */
export function chunk(paragraphs: readonly string[], max = 700): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const p of paragraphs) {
    if (!p) continue;
    if (current && current.length + p.length + 1 > max && !current.endsWith(':')) {
      chunks.push(current);
      current = p;
    } else {
      // A paragraph that ends with a colon introduces the next one (usually a list): keep them one sentence.
      current = current ? `${current}${current.endsWith(':') ? ' ' : '\n'}${p}` : p;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
