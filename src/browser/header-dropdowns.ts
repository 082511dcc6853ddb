/**
 * The header dropdowns. A mouse opens one by hovering and closes it by leaving, and a click while it is open keeps it
 * open (pinned) instead of toggling it shut. A finger or a keyboard opens and closes it with the toggle; a tap or a
 * click outside closes it, as do Escape and moving the focus out.
 */
export function initDropdowns(): void {
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
