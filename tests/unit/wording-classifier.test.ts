import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWordingClassifier, wordingFeatures } from '../../netlify/lib/assistant/wording-classifier';

const groups = [
  ['When does the next batch start?', 'When do new classes begin?', 'Start date of the next batch'],
  ['What are the office hours?', 'When is the office open?', 'Is the Karol Bagh office open?'],
  ['How do I apply for admission?', 'Where is the application form?', 'How to fill the admission form'],
];

describe('the wording classifier', () => {
  const { classify } = createWordingClassifier(groups);

  it("gives the group whose wordings use the question's words, though no one wording is near", () => {
    expect(classify('Which date will the next batch begin?')?.group).toBe(0);
    expect(classify('Till what time is the office open?')?.group).toBe(1);
    expect(classify('admission form kaise bhare')?.group).toBe(2);
  });

  it('gives nothing for a question whose words no group uses', () => {
    expect(classify('Kathak dance lessons?')).toBeUndefined();
  });

  it('reads a wording left out as if it had not been written', () => {
    // "Karol" is used by one wording only: without it, no group knows the word.
    expect(classify('Karol')?.group).toBe(1);
    expect(classify('Karol', { group: 1, wording: 2 })).toBeUndefined();
    expect(classify('Karol office', { group: 1, wording: 2 })?.group).toBe(1);
  });

  it('gives a probability among the groups, highest for the group given', () => {
    fc.assert(
      fc.property(fc.constantFrom(...groups.flat()), fc.constantFrom(...groups.flat()), (a, b) => {
        const found = classify(`${a} ${b}`);
        if (!found) return;
        expect(found.probability).toBeGreaterThan(1 / groups.length);
        expect(found.probability).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('reads pairs of neighbouring words as well as words', () => {
    const features = wordingFeatures('next batch start');
    expect(features.some((feature) => feature.includes('+'))).toBe(true);
  });
});
