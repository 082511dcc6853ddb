import { describe, expect, it } from 'vitest';
import { messageLanguage, replyLanguage } from '../../netlify/lib/assistant/language';

describe('messageLanguage', () => {
  it.each([
    ['कोर्स की फीस कितनी है?', 'hi'],
    ['course ki fees kitni hai', 'hi-latn'],
    ['lock in period kitna hai', 'hi-latn'],
    ['What is the fee for the coding course?', 'en'],
    ['stock market classes fee?', 'en'],
    ['namaste', 'hi-latn'],
    // "to" and "me" are English words too: Roman Hindi's own words (hua, kaunsi, tak) tell it apart.
    ['case hua to kaunsi court me jayega', 'hi-latn'],
    ['logs kab tak rakhte ho', 'hi-latn'],
    ['ok', undefined],
    ['2+2', undefined],
  ])('%s -> %s', (text, language) => {
    expect(messageLanguage(text)).toBe(language);
  });
});

describe('replyLanguage', () => {
  it("answers in the message's own language whatever is selected", () => {
    expect(replyLanguage('What is the lock-in?', 'hi')).toEqual({ language: 'en', note: false });
    expect(replyLanguage('लॉक-इन कितना है?', 'en')).toEqual({ language: 'hi', note: false });
    expect(replyLanguage('lock in kitne din ka hai', 'en')).toEqual({ language: 'hi', note: false });
  });

  it('falls back to the selected language when the message has none of its own', () => {
    expect(replyLanguage('ok', 'en')).toEqual({ language: 'en', note: false });
    expect(replyLanguage('ok', 'hi')).toEqual({ language: 'hi', note: false });
  });

  it('answers the languages without a local model in Hindi, with the note', () => {
    for (const selected of ['haryanvi', 'marathi', 'bhojpuri', 'avadhi', 'ur', 'pa'] as const) {
      expect(replyLanguage('फीस कितनी है?', selected)).toEqual({ language: 'hi', note: true });
    }
    expect(replyLanguage('What is the fee?', 'marathi')).toEqual({ language: 'en', note: false });
  });
});
