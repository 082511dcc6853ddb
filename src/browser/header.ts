import { routeForSearch } from '../domain/search-routing';

/** Header behaviour without a framework: AI Tools dropdown, mobile menu, home-page search. */
export function initHeader(): void {
  initDropdowns();
  initMobileMenu();
  initSearch();
}

function initDropdowns(): void {
  for (const dropdown of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const toggle = dropdown.querySelector<HTMLButtonElement>('[data-dropdown-toggle]');
    const menu = dropdown.querySelector<HTMLElement>('[data-dropdown-menu]');
    if (!toggle || !menu) continue;
    const links = () => [...menu.querySelectorAll<HTMLAnchorElement>('a')];
    const setOpen = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      menu.hidden = !open;
    };
    const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';

    dropdown.addEventListener('mouseenter', () => setOpen(true));
    dropdown.addEventListener('mouseleave', () => setOpen(false));
    toggle.addEventListener('click', () => setOpen(!isOpen()));
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
  if (!openButton || !dialog || !input || !form) return;

  openButton.addEventListener('click', () => {
    dialog.showModal();
    input.focus();
  });
  dialog.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    const path = routeForSearch(input.value, input.dataset.founderFirstName ?? '');
    if (path === null) return;
    window.location.assign(path);
    dialog.close();
    input.value = '';
  });
}
