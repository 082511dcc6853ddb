/** The anchor every "Apply for admission" link points at: the application form on /admissions. */
const APPLY_HASH = '#apply';

const firstField = () => document.querySelector<HTMLElement>(`${APPLY_HASH} form :is(input, select, textarea)`);

/**
 * An apply link lands on the form itself: arriving at /admissions#apply, or following an in-page #apply link (even
 * a second time, when the hash does not change), puts the focus on the form's first field.
 */
export function focusFormOnApplyLinks(): void {
  if (window.location.hash === APPLY_HASH) focusWhenHydrated();
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest('a');
    if (!link || link.hash !== APPLY_HASH || link.pathname !== window.location.pathname) return;
    // After the browser has scrolled to the anchor.
    requestAnimationFrame(() => firstField()?.focus());
  });
}

/** The form is an island: focus its first field once it has hydrated, so hydration cannot take the focus away. */
function focusWhenHydrated(): void {
  const island = document.querySelector(`${APPLY_HASH} astro-island`);
  if (!island?.hasAttribute('ssr')) {
    firstField()?.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (island.hasAttribute('ssr')) return;
    observer.disconnect();
    firstField()?.focus();
  });
  observer.observe(island, { attributes: true, attributeFilter: ['ssr'] });
}
