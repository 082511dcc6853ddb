/** A conversation's last turns as history: the text the page sends and how the chat function reads it. */

/** The last 5 messages are sent as history. */
export const HISTORY_TURNS = 5;

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

const speakerOf = { user: 'User', assistant: 'Assistant' } as const;

/** The page's history text: the last HISTORY_TURNS messages, one "User: …" / "Assistant: …" block each. */
export function historyToText(turns: readonly HistoryTurn[]): string {
  return turns
    .slice(-HISTORY_TURNS)
    .map((t) => `${speakerOf[t.role]}: ${t.content}`)
    .join('\n');
}

const speakerLine = /^(User|Assistant|Vauxa)\s*:\s?/i;

/** Reads history in either accepted form and keeps the last HISTORY_TURNS non-empty turns. */
export function parseHistory(history: string | readonly HistoryTurn[] | undefined): HistoryTurn[] {
  if (history === undefined) return [];
  let turns: HistoryTurn[];
  if (typeof history === 'string') {
    turns = [];
    for (const line of history.split(/\r?\n/)) {
      const match = speakerLine.exec(line);
      if (match) {
        const role = match[1]?.toLowerCase() === 'user' ? 'user' : 'assistant';
        turns.push({ role, content: line.slice(match[0].length) });
      } else if (turns.length > 0) {
        const last = turns[turns.length - 1] as HistoryTurn;
        last.content += `\n${line}`;
      } else if (line.trim()) {
        turns.push({ role: 'user', content: line });
      }
    }
  } else {
    turns = history.map((t) => ({ role: t.role, content: t.content }));
  }
  return turns
    .map((t) => ({ role: t.role, content: t.content.trim() }))
    .filter((t) => t.content.length > 0)
    .slice(-HISTORY_TURNS);
}
