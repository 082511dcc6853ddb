import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { axeTags } from './routes';

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, violations only: passes and incomplete results are neither reported nor serialised. */
const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  resultTypes: ['violations'],
};

/**
 * axe's WCAG 2.1 A and AA violations as short lines (rule, impact, first targets), so a failure says what to fix.
 *
 * axe runs in the page itself, injected once per document: our pages have no frames, and @axe-core/playwright's
 * analyze() opened a blank page per call to finish each run, which made a check cost 1.5 to 3 s instead of 0.3 to
 * 0.7 s (measured on /, /about, /hi/admissions and /hi/vauxa-ai).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (await page.evaluate(() => document.querySelector('iframe') !== null)) {
    throw new Error('axeViolations checks the top document only: a page with frames needs a frame-aware check');
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    // A fade-in caught half way (a toast, a dialog) reads as low contrast. Waiting for animations to end raced with a
    // toast mounted a frame after the wait (CI, stop 50): let two frames pass, then jump every finite animation to
    // its end state, in the same task that starts axe.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: RunOptions) => Promise<AxeResults>;
        };
      }
    ).axe;
    return (await axe.run(document, options)).violations;
  }, runOptions);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
