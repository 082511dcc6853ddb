import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_TURNS } from '../../src/domain/chat-history-text';
import { type ChatStreamEvent, decodeChatEvent, readChatResponse } from '../../src/domain/chat-stream';
import { createSseParser } from '../../src/domain/sse';
import { en } from '../../src/i18n/messages/en';
import { send, stop } from '../../src/stores/chat';
import { chatTitle } from '../../src/stores/chat-history';
import { $messages, $sending } from '../../src/stores/chat-messages';
import { DEFAULT_SETTINGS } from '../../src/stores/chat-settings';
import { generateImage, makeSoundEffect } from '../../src/stores/chat-tools';
import { $toolsUsed } from '../../src/stores/chat-tools-used';
import { parseChatSettings } from '../../src/stores/stored-chat-settings';
import { parseSavedChats } from '../../src/stores/stored-chats';
import { displayTitle } from '../../src/stores/toast-title';
import { $toasts, dismiss } from '../../src/stores/toasts';

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed Response whose body sends the given pieces, then stays open if `hang` (until the reader cancels). */
function streamResponse(pieces: string[], { hang = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (!hang) controller.close();
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
}

/** A fetch that streams the pieces and then waits; aborting the request errors its body, as in a browser. */
const hangingFetch =
  (pieces: string[]): typeof fetch =>
  async (_url, init) => {
    // As fetch does, a signal aborted before the call rejects it at once.
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
      },
    });
    return new Response(body, {
      headers: { 'Content-Type': 'text/event-stream' },
    });
  };

async function collect(response: Response): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of readChatResponse(response)) events.push(event);
  return events;
}

describe('chat settings parsing', () => {
  it('gives the defaults (gpt-4o, dark mode on) for nothing stored or unreadable text', () => {
    expect(DEFAULT_SETTINGS).toEqual({ model: 'gpt-4o', darkMode: true });
    for (const stored of [null, '', 'not json', '[]', '42', 'null', '"gpt-4"']) {
      expect(parseChatSettings(stored)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('keeps valid values and replaces each bad field with its default', () => {
    expect(parseChatSettings('{"model":"gpt-3.5-turbo","darkMode":false}')).toEqual({
      model: 'gpt-3.5-turbo',
      darkMode: false,
    });
    expect(parseChatSettings('{"model":"gpt-5","darkMode":false}')).toEqual({
      model: 'gpt-4o',
      darkMode: false,
    });
    expect(parseChatSettings('{"model":"gpt-4","darkMode":"no"}')).toEqual({
      model: 'gpt-4',
      darkMode: true,
    });
    expect(parseChatSettings('{"model":"gpt-4","extra":1}')).toEqual({
      model: 'gpt-4',
      darkMode: true,
    });
  });
});

describe('SSE parser', () => {
  it('reads named events with JSON data', () => {
    const parser = createSseParser();
    expect(parser.push(sse('delta', { text: 'नमस्ते' }) + sse('done', { ok: 1 }))).toEqual([
      { event: 'delta', data: '{"text":"नमस्ते"}' },
      { event: 'done', data: '{"ok":1}' },
    ]);
  });

  it('joins events split at any character across chunks, including a CRLF split in two', () => {
    const text = 'event: delta\r\ndata: {"text":"a"}\r\n\r\n: comment\r\nevent: done\r\ndata: {}\r\n\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) {
      const parser = createSseParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut)), ...parser.end()];
      expect(events, `cut at ${cut}`).toEqual([
        { event: 'delta', data: '{"text":"a"}' },
        { event: 'done', data: '{}' },
      ]);
    }
  });

  it('follows the event-stream rules: multi-line data, default name, comments, no-space values, empty events', () => {
    const parser = createSseParser();
    expect(parser.push('data:one\ndata: two\n\n:keep-alive\n\nevent: ping\n\nretry: 10\nid: 3\ndata\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: '' },
    ]);
  });

  it('keeps a last event that lacks only its blank line', () => {
    const parser = createSseParser();
    expect(parser.push('event: done\ndata: {"x":1}')).toEqual([]);
    expect(parser.end()).toEqual([{ event: 'done', data: '{"x":1}' }]);
  });
});

describe('chat stream reading', () => {
  it('decodes delta, done and error events and skips unknown ones', () => {
    expect(decodeChatEvent({ event: 'delta', data: '{"text":"hi"}' })).toEqual({
      type: 'delta',
      text: 'hi',
    });
    expect(decodeChatEvent({ event: 'ping', data: '{}' })).toBeNull();
    expect(
      decodeChatEvent({
        event: 'error',
        data: '{"success":false,"error":"secret server text"}',
      }),
    ).toEqual({
      type: 'error',
    });
    expect(decodeChatEvent({ event: 'delta', data: '{"txt":1}' })).toEqual({
      type: 'error',
    });
    expect(decodeChatEvent({ event: 'done', data: 'not json' })).toEqual({
      type: 'error',
    });
    expect(
      decodeChatEvent({
        event: 'done',
        data: '{"success":true,"response":"  "}',
      }),
    ).toEqual({ type: 'error' });
  });

  it('yields the deltas, then done with the whole answer and its search results', async () => {
    const results = [{ title: 'Coding course', link: '/admissions', snippet: '₹1,699' }];
    const events = await collect(
      streamResponse([
        sse('delta', { text: 'Fee: ' }),
        sse('delta', { text: '₹1,699' }).slice(0, 10),
        sse('delta', { text: '₹1,699' }).slice(10),
        sse('done', {
          success: true,
          response: 'Fee: ₹1,699',
          searchResults: results,
          engine: 'local',
        }),
      ]),
    );
    expect(events).toEqual([
      { type: 'delta', text: 'Fee: ' },
      { type: 'delta', text: '₹1,699' },
      { type: 'done', response: 'Fee: ₹1,699', searchResults: results },
    ]);
  });

  it('decodes UTF-8 split inside a character', async () => {
    const bytes = encoder.encode(sse('done', { success: true, response: 'नमस्ते' }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 31));
        controller.enqueue(bytes.slice(31));
        controller.close();
      },
    });
    const response = new Response(body, {
      headers: { 'Content-Type': 'text/event-stream' },
    });
    expect(await collect(response)).toEqual([{ type: 'done', response: 'नमस्ते', searchResults: [] }]);
  });

  it('fails a stream that ends without done, a non-ok status, and accepts a plain JSON answer', async () => {
    expect(await collect(streamResponse([sse('delta', { text: 'half' })]))).toEqual([
      { type: 'delta', text: 'half' },
      { type: 'error' },
    ]);
    expect(await collect(new Response('{"error":"x"}', { status: 429 }))).toEqual([{ type: 'error' }]);
    const json = new Response('{"success":true,"response":"ok","searchResults":[]}', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await collect(json)).toEqual([{ type: 'done', response: 'ok', searchResults: [] }]);
  });
});

describe('saved chats', () => {
  const message = {
    id: 'm1',
    content: 'कोडिंग कोर्स की फीस?',
    isUser: true,
    timestamp: 1,
  };

  it('reads valid conversations and skips broken ones', () => {
    const stored = JSON.stringify([
      { id: 'a', title: 't', savedAt: 2, messages: [message] },
      { id: 'b', title: 't', savedAt: 2, messages: [] },
      { id: 'c', messages: 'x' },
    ]);
    expect(parseSavedChats(stored).map((c) => c.id)).toEqual(['a']);
    expect(parseSavedChats('{oops')).toEqual([]);
    expect(parseSavedChats('{"a":1}')).toEqual([]);
    expect(parseSavedChats(null)).toEqual([]);
  });

  it('titles a conversation by its first question, shortened', () => {
    expect(chatTitle([{ ...message, isUser: false, content: 'hello' }, message])).toBe('कोडिंग कोर्स की फीस?');
    const long = chatTitle([{ ...message, content: 'word '.repeat(40) }]);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('send()', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    $messages.set([]);
    dismiss();
  });
  afterEach(() => vi.unstubAllGlobals());

  const body = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

  it('refuses blank text and a second message while one is in flight', async () => {
    expect(await send('   \n ')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementation(hangingFetch([sse('delta', { text: 'x' })]));
    const first = send('one');
    expect($sending.get()).toBe(true);
    expect(await send('two')).toBe(false);
    stop();
    expect(await first).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('streams the reply and sends the chat payload with the last 5 turns as history text and the model', async () => {
    $messages.set(
      Array.from({ length: 8 }, (_, i) => ({
        id: `h${i}`,
        content: `turn ${i}`,
        isUser: i % 2 === 0,
        timestamp: i,
      })),
    );
    fetchMock.mockResolvedValue(
      streamResponse([sse('delta', { text: 'Fee ' }), sse('done', { success: true, response: 'Fee ₹1,699' })]),
    );
    await send('  coding fee?  ');
    const sent = body();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/ai/enhanced-chat');
    expect(sent).toMatchObject({
      message: 'coding fee?',
      personality: 'info',
      language: 'hi',
      aiVersion: '1.5',
      useWebSearch: false,
      useDeepAnalysis: false,
      model: 'gpt-4o',
    });
    expect(sent.conversationHistory.split('\n')).toHaveLength(HISTORY_TURNS);
    expect(sent.conversationHistory).toMatch(/^Assistant: turn 3\n/);
    expect(sent.conversationHistory).toMatch(/User: turn 6\nAssistant: turn 7$/);
    const last = $messages.get().at(-1);
    expect(last).toMatchObject({
      isUser: false,
      content: 'Fee ₹1,699',
      hasAudio: true,
      language: 'hi',
    });
    expect($sending.get()).toBe(false);
  });

  it('on failure adds the Hindi apology and the "Error" toast, shown once, without the server text', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"success":false,"error":"provider exploded"}', {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await send('hello');
    expect($messages.get().at(-1)).toMatchObject({
      isUser: false,
      content: en.chatParts.failedReply,
      failed: true,
    });
    const [shown] = $toasts.get();
    expect(shown).toMatchObject({
      description: 'Failed to send message. Please try again.',
      variant: 'destructive',
    });
    expect(shown && displayTitle(shown, en.toasts)).toBe('Error');
    expect(JSON.stringify($messages.get())).not.toContain('exploded');
    // The apology is not sent back as history.
    fetchMock.mockResolvedValue(streamResponse([sse('done', { success: true, response: 'ok' })]));
    await send('again');
    expect(body(1).conversationHistory).toBe('User: hello');
  });

  it('a network failure fails the same way', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await send('hello');
    expect($messages.get().at(-1)?.content).toBe(en.chatParts.failedReply);
  });

  it('Stop keeps the partial text, with no apology and no toast', async () => {
    fetchMock.mockImplementation(hangingFetch([sse('delta', { text: 'partial answer' })]));
    const pending = send('long question');
    await vi.waitFor(() => expect($messages.get().at(-1)?.content).toBe('partial answer'));
    stop();
    await pending;
    expect($messages.get().map((m) => m.content)).toEqual(['long question', 'partial answer']);
    expect($toasts.get()).toEqual([]);
    expect($sending.get()).toBe(false);
  });
});

describe('one-use tools', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    $toolsUsed.set({ image: false, sound: false });
    dismiss();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a failed image generation keeps the allowance; a successful one spends it', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":false,"error":"no provider"}', { status: 503 }));
    expect(await generateImage('a peacock')).toBe(false);
    expect($toolsUsed.get().image).toBe(false);
    expect($toasts.get()[0]).toMatchObject({
      title: 'Image Generation Failed',
      description: 'Please try again later.',
    });
    fetchMock.mockResolvedValue(Response.json({ success: true, imageUrl: 'data:image/png;base64,AAAA' }));
    expect(await generateImage('a peacock')).toBe(true);
    expect($toolsUsed.get().image).toBe(true);
    expect($toasts.get()[0]?.title).toBe('Image Generated Successfully');
    expect(await generateImage('another')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a sound effect is made once per page session', async () => {
    fetchMock.mockResolvedValue(Response.json({ success: true, audioUrl: 'data:audio/mpeg;base64,AAAA' }));
    expect(await makeSoundEffect('   ')).toBeNull();
    expect(await makeSoundEffect('ढोल की आवाज़')).toBe('data:audio/mpeg;base64,AAAA');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      message: 'ढोल की आवाज़',
      personality: 'info',
      tool: 'sound-effect',
      language: 'hi',
    });
    expect(await makeSoundEffect('again')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
