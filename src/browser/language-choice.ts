/**
 * Remembers the edition a visitor chose with the language switch (or the home page's offer) and a dismissed offer.
 * Never a redirect: the choice goes on the html element (data-chosen-language, data-offer-dismissed), where CSS makes
 * the switch back to the chosen edition stand out and hides the offer (Header.astro, LanguageOffer.astro).
 */
const CHOICE_KEY = 'site-language';
const OFFER_KEY = 'hindi-offer-dismissed';

export function initLanguageChoice(): void {
  const state = document.documentElement.dataset;
  const remember = (key: string, value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage blocked (private mode, settings): the links still work, the choice is only not remembered.
    }
  };
  try {
    const chosen = localStorage.getItem(CHOICE_KEY);
    if (chosen) state.chosenLanguage = chosen;
    if (localStorage.getItem(OFFER_KEY)) state.offerDismissed = '';
  } catch {
    // As above: nothing remembered.
  }
  document.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLElement>(
      '[data-language-switch], [data-language-offer-dismiss]',
    );
    if (target?.dataset.languageSwitch) remember(CHOICE_KEY, target.dataset.languageSwitch);
    else if (target) {
      remember(OFFER_KEY, '1');
      state.offerDismissed = '';
      document.querySelector<HTMLElement>('[data-language-switch]')?.focus();
    }
  });
}
