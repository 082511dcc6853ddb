import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeTags } from './routes';

/** axe's WCAG 2.1 A and AA violations as short lines (rule, impact, first targets), so a failure says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A fade-in caught half way (a toast, a dialog) reads as low contrast: let finite animations finish first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
