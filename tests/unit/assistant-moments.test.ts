import { describe, expect, it } from 'vitest';
import { readMoments } from '../../netlify/lib/assistant/moments';

/** Devanagari has no \b: a moment's Hindi word must be a word of the message, not a part of another word. */
describe('readMoments in Devanagari', () => {
  it.each([
    ['गला खराब न हो इसके लिए क्या करूँ?', 'voiceCare'],
    ['मेरे गले में दर्द है', 'voiceCare'],
    ['ऑडिशन से डर लग रहा है', 'nerves'],
  ])('reads "%s" as %s', (message, encouragement) => {
    expect(readMoments(message).encouragement).toBe(encouragement);
  });

  it.each(['अगले साल प्रीमियम प्लान कितना देगा?', 'अगले महीने का भुगतान कब होगा?', 'स्टूडियो के अंदर लगे माइक कौन से हैं?'])(
    'finds no encouragement in "%s" (a word that only contains गले or डर)',
    (message) => {
      expect(readMoments(message).encouragement).toBeUndefined();
    },
  );

  it('reads "किस करो" as romance, and "किस करेंसी" (which currency) as a question', () => {
    expect(readMoments('मुझे किस करो').romance).toBe(true);
    expect(readMoments('भुगतान किस करेंसी में होता है?').romance).toBe(false);
  });
});
