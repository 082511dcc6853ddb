import { describe, expect, it } from 'vitest';
import { buildUnits, createRetrieval } from '../../netlify/lib/assistant/retrieval';
import type { ChatIndex, Passage } from '../../netlify/lib/assistant/types';
import { site } from '../../src/content/site';

const founder = `${site.founder.firstName} ${site.founder.lastName}`;
const passages: Passage[] = [
  { id: 'founder', title: 'Founder: Experience', link: '/founder', text: 'Founded the institute in 2021.', lang: 'en' },
  { id: 'about', title: 'About', link: '/about', text: `The institute was founded in 2021 by ${founder}.`, lang: 'en' },
];
const index: ChatIndex = {
  version: 4,
  faq: [],
  mostAsked: [],
  mostAskedUnits: [],
  passages,
  jokes: [],
  tongueTwisters: [],
  units: buildUnits(passages, []),
};
const retrieval = createRetrieval(index);
const best = (question: string) =>
  retrieval.passageOf(retrieval.search(question)[0]?.unit ?? { s: 0, terms: '', context: '' })?.id;

describe('retrieval: a question that asks who', () => {
  it('prefers, of two sentences that cover it alike, the one that names a person the site introduces', () => {
    expect(best('Who founded the institute?')).toBe('about');
    expect(best('institute kisne founded kiya')).toBe('about');
  });

  it('keeps the shorter sentence when the question does not ask who', () => {
    expect(best('When was the institute founded?')).toBe('founder');
  });
});

describe('retrieval: a question that asks for an amount', () => {
  const sample: Passage[] = [
    {
      id: 'about',
      title: 'Voice sample',
      link: '/ai-tools',
      text: 'Record a clear voice sample in a quiet room.',
      lang: 'en',
    },
    { id: 'length', title: 'Cloning', link: '/ai-tools', text: 'A voice sample of 1 minute is enough.', lang: 'en' },
  ];
  const search = createRetrieval({ ...index, passages: sample, units: buildUnits(sample, []) }).search;
  const confidenceOf = (question: string, id: string) =>
    search(question).find((c) => c.unit.p === sample.findIndex((p) => p.id === id))?.confidence;

  it('is less sure of a sentence with no number, however well it covers the words', () => {
    expect(confidenceOf('How long is a voice sample?', 'about')).toBeLessThan(
      confidenceOf('Is there a voice sample?', 'about') ?? 0,
    );
  });

  it('is as sure of a sentence that states a number, and of any sentence for a question of another kind', () => {
    expect(confidenceOf('How long is a voice sample?', 'length')).toBe(
      confidenceOf('Is there a voice sample?', 'length'),
    );
  });
});

describe('retrieval: "where" asks for a place and names none', () => {
  const units = buildUnits(
    [
      {
        id: 'change',
        title: 'Our services',
        link: '/terms-conditions',
        text: 'Where a change affects a course, we say so.',
        lang: 'en',
      },
      { id: 'address', title: 'Contact', link: '/about', text: 'Our address is Okhla, New Delhi.', lang: 'en' },
    ],
    [],
  );
  const termsOf = (p: number) => units.find((unit) => unit.p === p)?.terms.split(' ') ?? [];

  it('gives a sentence that joins with "where" no address, and a sentence with an address its concept', () => {
    expect(termsOf(0)).not.toContain('~address');
    expect(termsOf(1)).toContain('~address');
  });

  it('finds the sentence with the address for "where", "kahan" and "कहाँ", ahead of one that only says "where"', () => {
    const search = createRetrieval({ ...index, passages: [], units }).search;
    for (const question of ['Where is your address?', 'address kahan hai', 'पता कहाँ है?']) {
      expect(search(question)[0]?.unit.p, question).toBe(1);
    }
  });
});
