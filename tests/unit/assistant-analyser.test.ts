import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseDevanagari, phoneticKey, transliterate } from '../../netlify/lib/assistant/analyser';
import { textTerms as terms } from '../../netlify/lib/assistant/retrieval';

describe('normaliseDevanagari', () => {
  it('drops the nukta, whether precomposed (ज़ U+095B) or combining (ज + ़)', () => {
    expect(normaliseDevanagari('\u095b')).toBe('ज');
    expect(normaliseDevanagari('ज\u093c')).toBe('ज');
    expect(normaliseDevanagari('मुफ़्त')).toBe(normaliseDevanagari('मुफ्त'));
  });

  it('writes chandrabindu as anusvara and a half nasal before a stop as anusvara', () => {
    expect(normaliseDevanagari('कहाँ')).toBe('कहां');
    expect(normaliseDevanagari('हिन्दी')).toBe('हिंदी');
    expect(normaliseDevanagari('सम्पर्क')).toBe('संपर्क');
  });

  it('keeps a nasal before a semivowel or sibilant as written (उम्र is not उंर)', () => {
    expect(normaliseDevanagari('उम्र')).toBe('उम्र');
  });

  it('is idempotent on any Devanagari text', () => {
    const devanagari = fc.string({
      unit: fc.integer({ min: 0x0900, max: 0x097f }).map((c) => String.fromCodePoint(c)),
    });
    fc.assert(
      fc.property(devanagari, (text) => normaliseDevanagari(normaliseDevanagari(text)) === normaliseDevanagari(text)),
    );
  });
});

describe('transliterate', () => {
  it('writes Devanagari as a Hindi speaker types it, without the silent final a', () => {
    expect(transliterate('फीस')).toBe('phiis');
    expect(transliterate('कोर्स')).toBe('kors');
    expect(transliterate('लड़की')).toBe('ladakii');
    expect(transliterate('पैसा')).toBe('paisaa');
  });

  it('leaves Latin letters and digits alone', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9 ]*$/), (text) => transliterate(text) === text));
  });
});

describe('phoneticKey: Devanagari, Roman Hindi and English spellings of a word meet', () => {
  it.each([
    ['फीस', 'fis'],
    ['उम्र', 'umar'],
    ['कितनी', 'kitni'],
    ['कोर्स', 'course'],
    ['लड़कियों', 'ladkiyon'],
    ['पैसे', 'paise'],
    ['मुफ़्त', 'muft'],
    ['दाखिला', 'daakhila'],
    ['आवाज़', 'awaaz'],
    ['महीने', 'mahine'],
    ['कहाँ', 'kahaan'],
    ['छूट', 'chhoot'],
  ])('%s = %s', (hindi, roman) => {
    expect(phoneticKey(hindi)).toBe(phoneticKey(roman));
  });

  it('folds Roman-Hindi spelling variants (aa/a, ee/i, w/v, z/j, aspirates)', () => {
    expect(phoneticKey('awaaz')).toBe(phoneticKey('avaj'));
    expect(phoneticKey('kitnaa')).toBe(phoneticKey('kitna'));
    expect(phoneticKey('bhugtaan')).toBe(phoneticKey('bugtan'));
  });

  it('reads the Roman-Hindi "eh" of rehta, kehte and pehle as the "a" of रहता, कहते and पहले', () => {
    expect(phoneticKey('rehta')).toBe(phoneticKey('रहता'));
    expect(phoneticKey('kehte')).toBe(phoneticKey('कहते'));
    expect(phoneticKey('pehle')).toBe(phoneticKey('पहले'));
  });

  it('reads a doubled or aspirated "ch" as one (bachi, bacchi, bachchi, बच्ची; achha, अच्छा)', () => {
    for (const spelling of ['bacchi', 'bachchi', 'बच्ची'])
      expect(phoneticKey(spelling), spelling).toBe(phoneticKey('bachi'));
    expect(phoneticKey('achha')).toBe(phoneticKey('अच्छा'));
    expect(phoneticKey('chutti')).toBe(phoneticKey('छुट्टी'));
  });

  it('stems English plurals and Hindi oblique plurals', () => {
    expect(phoneticKey('courses')).toBe(phoneticKey('course'));
    expect(phoneticKey('ladkiyon')).toBe(phoneticKey('ladki'));
  });

  it('is always plain lowercase letters and digits', () => {
    fc.assert(fc.property(fc.string(), (word) => /^[a-z0-9]*$/.test(phoneticKey(word))));
  });
});

describe('terms', () => {
  it('gives a word its concept, so "fees", "फीस" and "kharcha" share one term', () => {
    for (const word of ['fees', 'फीस', 'kharcha', 'पैसे']) expect(terms(word)).toContain('~fee');
  });

  it('drops stop words of all three languages; a number in either script is one term', () => {
    expect(terms('what is the kya hai क्या है 42')).toEqual(['#42']);
    expect(terms('१३ तारीख')).toEqual(terms('13th तारीख'));
  });

  it('reads English number words as their number ("seven" meets "7"), but not "one" or Hindi number words', () => {
    expect(terms('a seven year old')).toEqual(terms('a 7 year old'));
    expect(terms('Twelve')).toEqual(['#12']);
    expect(terms('the premium one')).toEqual(terms('premium'));
    expect(terms('तीन')).not.toContain('#3');
  });

  it('reads "log in", "sign in", "signed into" and "login" as one word, and "blog in" as two', () => {
    for (const phrase of ['log in', 'Sign in', 'signed into', 'logging in', 'sign-on']) {
      expect(terms(phrase), phrase).toEqual(terms('login'));
    }
    expect(terms('blog in')).not.toEqual(terms('login'));
  });

  it('reads "लॉग इन" and "साइन इन" as "login", as their English spellings', () => {
    expect(terms('पोर्टल में लॉग इन')).toEqual(terms('portal login'));
    expect(terms('पोर्टल में साइन इन')).toEqual(terms('portal login'));
  });

  it('reads "पता चलेगा" and "pata karu" (find out) as asking how to know, and "पता" alone as the address', () => {
    expect(terms('कैसे पता चलेगा')).toEqual([]);
    expect(terms('status kaise pata karu')).toEqual(terms('status'));
    expect(terms('आपका पता क्या है')).toContain('~address');
  });

  it('reads "how long", "how soon", "how quickly", "how fast" and "how often" as asking for a time, not as a topic', () => {
    for (const adverb of ['long', 'soon', 'quickly', 'fast', 'often']) {
      expect(terms(`How ${adverb} is the refund?`), adverb).toEqual(terms('refund'));
    }
    expect(terms('a long text')).toEqual(terms('long text'));
    expect(terms('a long text')).not.toEqual(terms('text'));
  });

  it('reads "कितना समय", "कितनी देर" and "kitne time" as asking for a time, and keeps "समय" as a word elsewhere', () => {
    for (const question of ['जाँच में कितना समय लगता है', 'जाँच में कितनी देर लगती है', 'जाँच में कितने वक़्त लगता है']) {
      expect(terms(question), question).toEqual(terms('जाँच में लगता है'));
    }
    expect(terms('verification kitne time me hota hai')).toEqual(terms('verification me hota hai'));
    expect(terms('घाटे के समय')).toContain(phoneticKey('समय'));
  });

  it('drops the Hindi and Roman-Hindi words that only build a sentence (हूँ, सा, अपना, किसकी, रहता, मिलेगा)', () => {
    expect(terms('हूँ होने सा सी अपना अपनी किसकी किसने रहता रहते मिलेगा मिलने जाएँगे किया करने कौनसी')).toEqual([]);
    expect(terms('hu hoon hone sa apni kisne rehta rahte milega milne jayenge kiya karne kaunsi')).toEqual([]);
  });

  it('drops Hindi auxiliaries, pronouns and joining words (आता, लिया, उसका, क्यों), and keeps words whose key is a topic', () => {
    expect(terms('आता जाना लिया दिया उसका इसके क्यों कहीं जो लेकिन')).toEqual([]);
    expect(terms('aata jaana liya diya uska iske kyon kahin jo lekin')).toEqual([]);
    // Their keys are topics too: "tab" the Tab key, "बारे" "बार", "paana" "PAN", "दे" "day", "लेन" of "लेन-देन", "पाते" "पता".
    for (const word of ['Tab', 'बार', 'PAN', 'day', 'लेन', 'पता']) expect(terms(word), word).not.toEqual([]);
  });

  it('drops English words that only join a sentence (if, into, up, through, now, far, someone, anyone)', () => {
    expect(terms('if into onto up through now far someone anyone')).toEqual([]);
    expect(terms('anywhere')).not.toEqual([]);
  });

  it.each([
    ['~dispute', ['disputes', 'case', 'झगड़ा', 'विवाद', 'mamla']],
    ['~fail', ['fails', 'failure', 'फेल', 'vifal']],
    ['~payment', ['amount', 'money', 'रकम', 'rakam']],
    ['~refund', ['वापसी', 'wapsi', 'refund']],
    ['~retain', ['stored', 'storage', 'kept', 'रखते']],
    ['~operating', ['operations', 'कामकाज', 'संचालन']],
    ['~send', ['submitting', 'sending', 'भेजने', 'jama']],
    ['~data', ['data', 'जानकारी', 'information', 'details']],
    ['~privacy', ['privacy', 'प्राइवेसी', 'निजता']],
    ['~accessibility', ['accessibility', 'सुगम्यता']],
    ['~key', ['button', 'press', 'दबाने']],
    ['~date', ['day', 'दिन', 'Monday', 'सोमवार', 'shukravar']],
    ['~liable', ['liable', 'liability', 'ज़िम्मेदारी']],
    ['~fall', ['falls', 'lands', 'पड़े']],
    ['~website', ['website', 'site', 'वेबसाइट']],
  ])('gives the words a reader of the site would use for %s one concept', (concept, spellings) => {
    for (const word of spellings) expect(terms(word), word).toContain(concept);
  });

  it('keeps words out of concepts where their key would lead to another question', () => {
    expect(terms('पैसा')).not.toContain('~payment');
    // "बताना" (to tell) and "बटन" (button) share a key; "naam" (of "naam likhwana", to enrol) is the key of "name".
    expect(terms('बताना')).not.toContain('~key');
    expect(terms('name')).not.toContain('~apply');
    expect(terms('likhwana')).toContain('~apply');
    expect(terms('friend').some((t) => t.startsWith('~'))).toBe(false);
  });

  it('gives a batch, a session and an intake one concept, and so status, result and selection, and "band" a deadline', () => {
    for (const word of ['batch', 'session', 'intake', 'बैच', 'सत्र']) expect(terms(word), word).toContain('~batch');
    for (const word of ['status', 'result', 'selection', 'चयन', 'स्थिति'])
      expect(terms(word), word).toContain('~status');
    for (const word of ['deadline', 'band', 'बंद', 'आखरी']) expect(terms(word), word).toContain('~deadline');
  });

  it('drops the courtesies and text forms of a phone message ("pls", "sir", "bhaiya", "u", "प्लीज़")', () => {
    expect(terms('fees pls sir bhaiya')).toEqual(terms('fees'));
    expect(terms('r u open')).toEqual(terms('open'));
    expect(terms('फीस बताइये प्लीज़')).toEqual(terms('फीस'));
  });

  it('gives "arrive" the concept of "reaches", as the site says a payment reaches the bank', () => {
    expect(terms('arrive')).toContain('~reach');
    expect(terms('reaches')).toContain('~reach');
  });
});
