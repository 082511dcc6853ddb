/** Debian's Chromium, as a visitor runs it: the page benchmark's Lighthouse measures with it. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, same version): the engine without the desktop
 * browser around it. The browser tests use it: it does the same work with about a third less CPU per page, which
 * decides the suite's time on a 2-core machine.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/** The flags an offline headless run needs. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
