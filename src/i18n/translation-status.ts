import { createHash } from 'node:crypto';

/**
 * Whether the Hindi edition keeps up with the English one. Each Hindi file records in `translatedFrom` the hash of
 * the English file it was translated from (frontmatter for MDX); an entry of a Hindi data list records the hash of its
 * English entry's words (`…/courses.json#coding`). When the English text changes, its hash no longer matches and the
 * Hindi file or entry is stale until it is updated and given the new hash.
 */

/** The first 16 hex digits of the SHA-256 of a file's text. */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

/** The `translatedFrom` a Hindi MDX file or JSON entry (`….json#id`, the entry's JSON) records, if any. */
export function recordedHash(path: string, text: string): string | undefined {
  if (/\.json(#|$)/.test(path)) {
    const parsed: unknown = JSON.parse(text);
    const value = (parsed as { translatedFrom?: unknown } | null)?.translatedFrom;
    return typeof value === 'string' ? value : undefined;
  }
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  return /^translatedFrom:\s*['"]?([0-9a-f]+)['"]?\s*$/m.exec(frontmatter)?.[1];
}

export interface TranslationPair {
  englishPath: string;
  englishText: string;
  hindiPath: string;
  /** Undefined when the Hindi file does not exist. */
  hindiText: string | undefined;
}

export type TranslationState = 'current' | 'missing' | 'stale';

export interface TranslationStatus {
  englishPath: string;
  hindiPath: string;
  state: TranslationState;
  /** The hash the Hindi file's `translatedFrom` must hold. */
  expectedHash: string;
  recordedHash: string | undefined;
}

export function translationStatus(pair: TranslationPair): TranslationStatus {
  const expectedHash = sourceHash(pair.englishText);
  const recorded = pair.hindiText === undefined ? undefined : recordedHash(pair.hindiPath, pair.hindiText);
  const state: TranslationState =
    pair.hindiText === undefined ? 'missing' : recorded === expectedHash ? 'current' : 'stale';
  return { englishPath: pair.englishPath, hindiPath: pair.hindiPath, state, expectedHash, recordedHash: recorded };
}

/** One line per entry that needs work: what to translate and the hash to record. */
export function describeStatus(status: TranslationStatus): string {
  if (status.state === 'missing') {
    return `missing  ${status.hindiPath}: translate ${status.englishPath} and set translatedFrom: ${status.expectedHash}`;
  }
  return `stale    ${status.hindiPath}: ${status.englishPath} changed; update the translation and set translatedFrom: ${status.expectedHash} (was ${status.recordedHash ?? 'not set'})`;
}
