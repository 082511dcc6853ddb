import { routeForSearch } from '../domain/search-routing';
import { loadSearchIndex, showMatchingPages } from './site-search';

/** Header behaviour without a framework: AI Tools dropdown, mobile menu, home-page search. */
export function initHeader(): void {
  initDropdowns();
  initMobileMenu();
  initSearch();
}

/**
 * The header dropdowns. A mouse opens one by hovering and closes it by leaving, and a click while it is open keeps it
 * open (pinned) instead of toggling it shut. A finger or a keyboard opens and closes it with the toggle; a tap or a
 * click outside closes it, as do Escape and moving the focus out.
 */
function initDropdowns(): void {
  for (const dropdown of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = dropdown.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
    const menu = dropdown.querySelector<HTMLElement>('[data-dropdown-menu]');
    if (!toggle || !menu) continue;
    const links = () => [...menu.querySelectorAll<HTMLAnchorElement>('a')];
    /** Opened by the mouse pointer entering, so leaving closes it again (until a click pins it). */
    let openedByHover = false;
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
      if (!open) openedByHover = false;
    };
    const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

    dropdown.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || isOpen()) return;
      setOpen(true);
      openedByHover = true;
    });
    dropdown.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse' && openedByHover) setOpen(false);
    });
    toggle.addEventListener('click', () => {
      if (openedByHover) {
        openedByHover = false;
        return;
      }
      setOpen(!isOpen());
    });
    document.addEventListener('pointerdown', (event) => {
      if (isOpen() && !dropdown.contains(event.target as Node | null)) setOpen(false);
    });
    toggle.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        links()[0]?.focus();
      }
    });
    menu.addEventListener('keydown', (event) => {
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        items[(index + step + items.length) % items.length]?.focus();
      }
    });
    dropdown.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isOpen()) {
        setOpen(false);
        toggle.focus();
      }
    });
    dropdown.addEventListener('focusout', (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
  }
}

function initMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden !== false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}

function initSearch(): void {
  const openButton = document.querySelector<HTMLButtonElement>('[data-search-open]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const input = document.querySelector<HTMLInputElement>('[data-search-input]');
  const form = document.querySelector<HTMLFormElement>('[data-search-form]');
  const results = document.querySelector<HTMLUListElement>('[data-search-results]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  if (!openButton || !dialog || !input || !form || !results || !status) return;
  const founderFirstName = input.dataset.founderFirstName ?? '';
  const showResults = () => void showMatchingPages(input.value, founderFirstName, results, status);

  openButton.addEventListener('click', () => {
    dialog.showModal();
    input.focus();
    void loadSearchIndex().catch(() => undefined);
  });
  input.addEventListener('input', showResults);
  for (const suggestion of dialog.querySelectorAll<HTMLButtonElement>('[data-search-suggestion]')) {
    suggestion.addEventListener('click', () => {
      input.value = suggestion.dataset.searchSuggestion ?? '';
      input.focus();
      showResults();
    });
  }
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    const path = routeForSearch(input.value, founderFirstName);
    if (path === null) return;
    window.location.assign(path);
    dialog.close();
    input.value = '';
    showResults();
  });
}
