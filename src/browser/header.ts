import dropdownsUrl from './header-dropdowns?chunk-url';
import { onDemandPart } from './on-demand-part';
import { initSearchButton } from './search-button';

type Dropdowns = typeof import('./header-dropdowns');

/** Where the desktop menu and its dropdowns show (Header.astro's media queries). */
const DESKTOP = '(min-width: 64rem)';

/** Header behaviour without a framework: the mobile menu, the desktop menu's dropdowns, the search button. */
export function initHeader(): void {
  initMobileMenu();
  loadDropdownsOnDesktop();
  initSearchButton();
}

/**
 * The dropdowns' code (./header-dropdowns.ts) loads only where the desktop menu shows, at once, or when the window
 * grows to its width: a phone never fetches it, and every page's first load is lighter by it.
 */
function loadDropdownsOnDesktop(): void {
  const menu = document.querySelector('[data-desktop-menu]');
  if (!menu) return;
  const load = onDemandPart(dropdownsUrl, menu, (code: Dropdowns) => code.initDropdowns());
  const desktop = matchMedia(DESKTOP);
  if (desktop.matches) void load();
  else desktop.addEventListener('change', load, { once: true });
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
