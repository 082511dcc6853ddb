/**
 * Remembers the edition a visitor chose with the header's language switch. The choice never redirects: it only makes
 * the switch stand out on pages of the other edition, and hides the home page's offer of the Hindi edition.
 */
const CHOICE_KEY = 'site-language';
const OFFER_KEY = 'hindi-offer-dismissed';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode, settings): the switch still works, it is only not remembered.
  }
}

export function initLanguageChoice(): void {
  const pageLanguage = document.documentElement.lang;
  const chosen = read(CHOICE_KEY);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-language-switch]')) {
    const target = link.dataset.languageSwitch ?? '';
    if (chosen === target && chosen !== pageLanguage) link.dataset.preferred = '';
    link.addEventListener('click', () => write(CHOICE_KEY, target));
  }

  const offer = document.querySelector<HTMLElement>('[data-language-offer]');
  if (!offer) return;
  if (chosen !== null || read(OFFER_KEY) !== null) {
    offer.hidden = true;
    return;
  }
  offer.querySelector('[data-language-offer-link]')?.addEventListener('click', () => write(CHOICE_KEY, 'hi'));
  offer.querySelector('[data-language-offer-dismiss]')?.addEventListener('click', () => {
    write(OFFER_KEY, '1');
    offer.hidden = true;
    document.querySelector<HTMLElement>('[data-language-switch]')?.focus();
  });
}
