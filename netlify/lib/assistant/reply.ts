import { site } from '../../../src/content/site';
import type { ChatEngine } from '../../../src/domain/chat';
import { parseHistory } from '../../../src/domain/chat-history-text';
import type { ChatRequest, SearchResult } from '../../../src/domain/chat-schemas';
import { logError } from '../log';
import { getLocalAssistant } from './index';
import { type ChatMessage, chatCompletion, chatCompletionStream, modelFor, openAiConfig } from './openai';
import { languageInstruction, personaPrompts } from './personas';

/**
 * POST /api/ai/enhanced-chat's work: the OpenAI-compatible provider when a key is set (persona prompt, language,
 * retrieved site passages, the last 5 turns), the local assistant otherwise or when the provider fails.
 */

export interface ChatReply {
  response: string;
  searchResults: SearchResult[];
  engine: ChatEngine;
}

export type ReplyEvent = { type: 'delta'; text: string } | { type: 'done'; reply: ChatReply };

/** What the model is told to do when the passages do not answer: the same honesty as the local assistant. */
export const honestyInstruction =
  'Answer only from the site passages below. If they do not answer the question, or answer a different question (another course, plan or period), say plainly that you are not sure, name the closest pages from the passages, and give the contact for the topic: admissions ' +
  `${site.email}, investors ${site.investorEmail}, privacy ${site.privacyEmail}. Never guess a number, a date or a yes.`;

/** The messages sent to the provider: system prompt with the passages the local assistant retrieves, history, question. */
export function providerMessages(req: ChatRequest): ChatMessage[] {
  const { hits, confident } = getLocalAssistant().relevant(req.message, req.useDeepAnalysis ? 6 : 4);
  const context = hits.length
    ? hits.map((h, i) => `[${i + 1}] ${h.passage.title} (${h.passage.link})\n${h.passage.text}`).join('\n\n')
    : '(no passage of the site matches this question)';
  const depth = req.useDeepAnalysis
    ? 'Deep analysis is on: give a thorough, well-structured answer that uses every relevant passage.'
    : 'Answer briefly, in a few sentences.';
  const system = [
    personaPrompts[req.personality],
    languageInstruction(req.message, req.language),
    depth,
    honestyInstruction,
    confident ? '' : 'The local search found no passage that answers this question confidently.',
    `Site passages:\n${context}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const history = parseHistory(req.conversationHistory).map((t) => ({ role: t.role, content: t.content }));
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: req.message }];
}

function local(req: ChatRequest): ChatReply {
  const answer = getLocalAssistant().answer(req);
  return { response: answer.response, searchResults: answer.searchResults, engine: 'local' };
}

function providerFailed(error: unknown): void {
  logError('/api/ai/enhanced-chat (provider, answered by the local assistant)', error);
}

export async function reply(req: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
  const config = openAiConfig();
  const fallback = local(req);
  if (!config) return fallback;
  try {
    const response = await chatCompletion(config, modelFor(req.aiVersion, req.model), providerMessages(req), signal);
    return { response, searchResults: fallback.searchResults, engine: 'openai' };
  } catch (error) {
    providerFailed(error);
    return fallback;
  }
}

/** The local answer in word chunks, so the page shows it the same way as a provider stream. */
export function* wordChunks(text: string, wordsPerChunk = 3): Generator<string> {
  const parts = text.split(/(?<=\s)/);
  for (let i = 0; i < parts.length; i += wordsPerChunk) yield parts.slice(i, i + wordsPerChunk).join('');
}

export async function* replyStream(req: ChatRequest, signal?: AbortSignal): AsyncGenerator<ReplyEvent> {
  const config = openAiConfig();
  const fallback = local(req);
  if (config) {
    let sent = '';
    try {
      for await (const text of chatCompletionStream(
        config,
        modelFor(req.aiVersion, req.model),
        providerMessages(req),
        signal,
      )) {
        sent += text;
        yield { type: 'delta', text };
      }
      if (sent.trim()) {
        yield { type: 'done', reply: { response: sent, searchResults: fallback.searchResults, engine: 'openai' } };
        return;
      }
    } catch (error) {
      // Once text has reached the reader, a switch of engine would mix two answers: report the break instead.
      if (sent || signal?.aborted) throw error;
      providerFailed(error);
    }
  }
  for (const text of wordChunks(fallback.response)) yield { type: 'delta', text };
  yield { type: 'done', reply: fallback };
}
