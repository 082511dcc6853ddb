import { createLocalAssistant, type LocalAssistant } from './compose';
import chatIndex from './generated/chat-index.json' with { type: 'json' };
import type { ChatIndex } from './types';

/** The local assistant over the index built from content/ at build time (scripts/build-chat-index.ts). */
let assistant: LocalAssistant | undefined;

export function getLocalAssistant(): LocalAssistant {
  assistant ??= createLocalAssistant(chatIndex as unknown as ChatIndex);
  return assistant;
}
