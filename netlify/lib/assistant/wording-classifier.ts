import { wordTerms } from './retrieval';

/**
 * Which of several groups of wordings a question belongs to, by naive Bayes over the wordings' terms: each group's
 * share of each term, smoothed, multiplied over the question's terms the groups know. Where a nearest-wording match
 * needs one wording close to the question, this reads what all of a group's wordings say together, so a new way of
 * asking ("Till what time is your office open?") is still read as the group whose words it uses. Its probability is
 * relative to the groups: a question about something else is still given a group, so the caller checks the group
 * covers the question (most-asked.ts). Built in milliseconds from the wordings, so nothing is stored.
 */

/** Smoothing of a term's share in a group: low, as one wording in a group of fifty is evidence already. */
const SMOOTHING = 0.1;

/** A question's features: its words' terms (phonetic key, concepts, stem) and each pair of neighbouring words. */
export function wordingFeatures(text: string): string[] {
  const found = wordTerms(text);
  const features = new Set(found.flatMap((word) => word.alternatives));
  for (let i = 0; i + 1 < found.length; i++) {
    features.add(`${found[i]?.alternatives[0]}+${found[i + 1]?.alternatives[0]}`);
  }
  return [...features];
}

/** A wording to leave out of its group, as if it had not been written: group and position. */
export interface LeftOut {
  group: number;
  wording: number;
}

export interface Classified {
  group: number;
  probability: number;
}

export function createWordingClassifier(groups: readonly (readonly string[])[]) {
  const features = groups.map((wordings) => wordings.map(wordingFeatures));
  const counts = features.map((group) => {
    const byTerm = new Map<string, number>();
    for (const wording of group) for (const term of wording) byTerm.set(term, (byTerm.get(term) ?? 0) + 1);
    return byTerm;
  });
  const totals = features.map((group) => group.reduce((sum, wording) => sum + wording.length, 0));
  /** How many wordings of all groups use each term: a term only the left-out wording uses is unknown. */
  const uses = new Map<string, number>();
  for (const byTerm of counts) for (const [term, n] of byTerm) uses.set(term, (uses.get(term) ?? 0) + n);

  /** The most likely group for a question, with its probability among the groups (undefined: no known term). */
  function classify(question: string, leftOut?: LeftOut): Classified | undefined {
    const removed = leftOut ? new Set(features[leftOut.group]?.[leftOut.wording] ?? []) : new Set<string>();
    const known = (term: string) => (uses.get(term) ?? 0) - (removed.has(term) ? 1 : 0) > 0;
    const terms = wordingFeatures(question).filter(known);
    if (terms.length === 0) return undefined;
    const logs = counts.map((byTerm, g) => {
      const own = (term: string) => (g === leftOut?.group && removed.has(term) ? 1 : 0);
      const total = (totals[g] ?? 0) - (g === leftOut?.group ? removed.size : 0);
      const denominator = total + SMOOTHING * uses.size;
      return terms.reduce(
        (sum, term) => sum + Math.log(((byTerm.get(term) ?? 0) - own(term) + SMOOTHING) / denominator),
        0,
      );
    });
    const top = Math.max(...logs);
    const weights = logs.map((log) => Math.exp(log - top));
    const sum = weights.reduce((a, b) => a + b, 0);
    const group = logs.indexOf(top);
    return { group, probability: (weights[group] ?? 0) / sum };
  }

  return { classify };
}
