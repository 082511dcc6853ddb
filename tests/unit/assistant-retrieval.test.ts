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
