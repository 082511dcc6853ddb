import { readFileSync } from 'node:fs';
import type { Site } from '../../../src/content/site';

/**
 * content/site.json for the browser tests. Read from disk: Playwright's loader cannot import src/domain/site.ts,
 * whose JSON import has no `with { type: 'json' }` attribute.
 */
export const site: Site = JSON.parse(readFileSync(new URL('../../../content/site.json', import.meta.url), 'utf8'));
