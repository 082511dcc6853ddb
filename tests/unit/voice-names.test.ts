import { describe, expect, it } from 'vitest';
import {
  displayVoice,
  HINDI_VOICE_NAMES,
  hindiVoiceName,
  isClonedVoice,
  visibleVoices,
} from '../../src/domain/voice-names';
import type { Voice } from '../../src/domain/voice-schemas';

const voice = (overrides: Partial<Voice>): Voice => ({
  voice_id: 'v1',
  name: 'Rachel',
  category: 'premade',
  description: '',
  ...overrides,
});

describe('Hindi display names', () => {
  it('maps 36 well-known English voice names to distinct Devanagari names', () => {
    const entries = Object.entries(HINDI_VOICE_NAMES);
    expect(entries).toHaveLength(36);
    expect(new Set(Object.values(HINDI_VOICE_NAMES)).size).toBe(36);
    for (const [english, hindi] of entries) {
      expect(english).toMatch(/^[A-Z][a-z]+$/);
      expect(hindi).toMatch(/^[\u0900-\u097F]+$/u);
    }
  });

  it('shows the Hindi name of a known voice, ignoring case and a suffix', () => {
    expect(displayVoice(voice({ name: 'Rachel' }))).toBe('राधा');
    expect(displayVoice(voice({ name: 'rachel' }))).toBe('राधा');
    expect(displayVoice(voice({ name: 'Brian - Deep narrator' }))).toBe('भरत');
    expect(displayVoice(voice({ name: '  Lily (British)' }))).toBe('लीला');
    expect(hindiVoiceName('Adam')).toBe('आदित्य');
  });

  it('keeps unknown names and the embedded voices own Hindi names', () => {
    expect(displayVoice(voice({ name: 'Zephyr' }))).toBe('Zephyr');
    expect(displayVoice(voice({ name: 'सरिता' }))).toBe('सरिता');
    expect(hindiVoiceName('Racheline')).toBeUndefined();
  });
});

describe('cloned voices are hidden', () => {
  it('recognises the category cloned in any case', () => {
    expect(isClonedVoice(voice({ category: 'cloned' }))).toBe(true);
    expect(isClonedVoice(voice({ category: 'Cloned' }))).toBe(true);
    expect(isClonedVoice(voice({ category: 'premade' }))).toBe(false);
  });

  it('recognises a description that mentions cloned, in any case', () => {
    expect(isClonedVoice(voice({ description: 'My CLONED voice from a recording' }))).toBe(true);
    expect(isClonedVoice(voice({ description: 'voice cloned yesterday' }))).toBe(true);
    expect(isClonedVoice(voice({ description: 'Warm narrator' }))).toBe(false);
    expect(isClonedVoice({ category: null, description: null })).toBe(false);
  });

  it('visibleVoices drops cloned voices and keeps order', () => {
    const list = [
      voice({ voice_id: 'a', name: 'Rachel' }),
      voice({ voice_id: 'b', category: 'cloned' }),
      voice({ voice_id: 'c', name: 'Drew', description: 'cloned from me' }),
      voice({ voice_id: 'd', name: 'Adam', category: 'professional' }),
    ];
    expect(visibleVoices(list).map((v) => v.voice_id)).toEqual(['a', 'd']);
  });
});
