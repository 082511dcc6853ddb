import { describe, expect, it } from 'vitest';
import { AI_VERSIONS, LANGUAGES, MODELS, PERSONAS } from '../../src/domain/chat';
import { HISTORY_TURNS, historyToText, parseHistory } from '../../src/domain/chat-history-text';
import { chatRequestSchema, imageRequestSchema } from '../../src/domain/chat-schemas';
import { PERSONA_VOICE_IDS, voiceIdForPersona } from '../../src/domain/chat-voices';

describe('chat request schema', () => {
  it('fills the defaults: info persona, Hindi, AI version 1.5, no tools', () => {
    const parsed = chatRequestSchema.parse({ message: '  नमस्ते  ' });
    expect(parsed).toMatchObject({
      message: 'नमस्ते',
      conversationHistory: '',
      personality: 'info',
      language: 'hi',
      aiVersion: '1.5',
      useDeepAnalysis: false,
      useWebSearch: false,
    });
  });

  it('accepts the full payload, personalityPrompt included', () => {
    const parsed = chatRequestSchema.parse({
      message: 'What is the fee?',
      conversationHistory: 'User: hi\nAssistant: hello',
      personality: 'counselor',
      personalityPrompt: 'You are a pirate.',
      useDeepAnalysis: true,
      useWebSearch: true,
      language: 'bhojpuri',
      aiVersion: '1.1',
      model: 'gpt-3.5-turbo',
    });
    expect(parsed.personality).toBe('counselor');
    expect(parsed.language).toBe('bhojpuri');
  });

  it.each([
    [{}, 'message'],
    [{ message: '   ' }, 'message'],
    [{ message: 'x'.repeat(4001) }, 'message'],
    [{ message: 'hi', personality: 'pirate' }, 'personality'],
    [{ message: 'hi', language: 'fr' }, 'language'],
    [{ message: 'hi', aiVersion: '2.0' }, 'aiVersion'],
    [{ message: 'hi', useWebSearch: 'yes' }, 'useWebSearch'],
    [{ message: 'hi', conversationHistory: 'x'.repeat(20_001) }, 'conversationHistory'],
    [{ message: 'hi', conversationHistory: [{ role: 'system', content: 'x' }] }, 'conversationHistory'],
  ])('rejects %j (problem in %s)', (body, field) => {
    const result = chatRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('lists the fixed personas, languages and models', () => {
    expect(PERSONAS).toEqual(['info', 'girlfriend', 'boyfriend', 'counselor', 'fun']);
    expect(LANGUAGES.map((l) => l.id)).toEqual(['hi', 'en', 'ur', 'pa', 'haryanvi', 'marathi', 'bhojpuri', 'avadhi']);
    expect(LANGUAGES.filter((l) => l.inHeader).map((l) => l.id)).toEqual(['hi', 'en', 'ur', 'pa']);
    expect(MODELS.map((m) => `${m.id}=${m.label}`)).toEqual([
      'gpt-4o=Vauxa 1.5',
      'gpt-4=Vauxa 1.2',
      'gpt-3.5-turbo=Vauxa 1.1',
    ]);
    // /vauxa-ai's version and /settings' model for the same version carry the same label.
    expect(AI_VERSIONS.map((v) => v.label)).toEqual(MODELS.map((m) => m.label));
  });

  it('image prompt: trimmed, non-empty', () => {
    expect(imageRequestSchema.parse({ prompt: ' a tiger ' }).prompt).toBe('a tiger');
    expect(imageRequestSchema.safeParse({ prompt: ' ' }).success).toBe(false);
  });
});

describe('history', () => {
  const turns = Array.from({ length: 8 }, (_, i) => ({
    role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: `turn ${i + 1}`,
  }));

  it('the page sends the last 5 messages as text, and the server reads them back', () => {
    const text = historyToText(turns);
    expect(text.split('\n')).toHaveLength(HISTORY_TURNS);
    expect(text.startsWith('Assistant: turn 4')).toBe(true);
    expect(parseHistory(text)).toEqual(turns.slice(-5));
  });

  it('keeps multi-line messages together and accepts the array form', () => {
    expect(parseHistory('User: line one\nline two\nAssistant: ok')).toEqual([
      { role: 'user', content: 'line one\nline two' },
      { role: 'assistant', content: 'ok' },
    ]);
    expect(parseHistory(turns)).toHaveLength(5);
    expect(parseHistory('')).toEqual([]);
  });

  it('each persona speaks with one of the three fixed voices', () => {
    const voices = new Set(PERSONAS.map((persona) => voiceIdForPersona(persona)));
    expect([...voices].every((v) => Object.values(PERSONA_VOICE_IDS).includes(v as never))).toBe(true);
    expect(voices.size).toBe(3);
  });
});
