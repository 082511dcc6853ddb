import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import type { StaffRole } from '../../src/domain/staff';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';
import { apply, demoStaff, fillSignIn, LIST_TIMEOUT } from '../support/e2e/admin';
import { axeViolations } from '../support/e2e/axe';
import { viewports } from '../support/e2e/routes';
import { site as siteData } from '../support/e2e/site';

/**
 * The back office as a workspace of its own (/admin, /hi/admin): its frame (header, sections' navigation, footer),
 * every section's tables within the screen at 1280 and 1440 px and as cards at 360 px, and each list's busy, empty
 * and error states, for every demo role, in both editions.
 */

const EDITIONS = [
  { lang: 'en', base: '/admin', home: '/', other: '/hi/admin', switchName: 'हिन्दी', messages: en },
  { lang: 'hi', base: '/hi/admin', home: '/hi', other: '/admin', switchName: 'English', messages: hi },
] as const;
type Edition = (typeof EDITIONS)[number];
type Messages = Edition['messages'];

const ROLES: readonly StaffRole[] = ['owner', 'admissions', 'investor-relations', 'support'];
const WIDE = [{ width: 1280, height: 800 }, viewports.desktop] as const;

/** The sections a role opens, in the navigation's order, named as the page names them. */
function sectionsOf(role: StaffRole, m: Messages): string[] {
  const a = m.admin;
  const byRole: Record<StaffRole, string[]> = {
    owner: [
      a.applications,
      a.mailHeading,
      a.staffHeading,
      a.auditHeading,
      m.adminBackups.heading,
      a.investorsHeading,
      m.adminCards.heading,
    ],
    admissions: [a.applications, a.mailHeading],
    'investor-relations': [a.investorsHeading],
    support: [m.adminCards.heading],
  };
  return [...byRole[role], a.accountHeading];
}

const navOf = (page: Page, m: Messages) => page.getByRole('navigation', { name: m.admin.sections });
const main = (page: Page) => page.locator('#main');

async function signIn(page: Page, edition: Edition, role: StaffRole) {
  await page.goto(edition.base);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await fillSignIn(page, { ...demoStaff(role), words: edition.messages.staffSignIn });
  await expect(page.getByTestId('admin-username')).toHaveText(demoStaff(role).name, { timeout: LIST_TIMEOUT });
}

/** Opens a section from the navigation and waits until its list has come (no busy line left). */
async function openSection(page: Page, m: Messages, name: string) {
  const button = navOf(page, m).getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'page');
  // The section's words first (the investors' load on first use), then its list.
  await expect(main(page).getByRole('status').filter({ hasText: m.staffSignIn.loadingDashboard })).toHaveCount(0, {
    timeout: LIST_TIMEOUT,
  });
  await expect(main(page).locator('[data-state="busy"]')).toHaveCount(0, { timeout: LIST_TIMEOUT });
}

/**
 * The page never scrolls sideways, and every button of every table row is within the screen's width and within the
 * visible part of its table's box (a table may scroll inside it). Answers how many table rows it checked.
 */
async function expectWithinScreen(page: Page, label: string): Promise<number> {
  const { scrollWidth, innerWidth, rows, outside } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    rows: document.querySelectorAll('#main tbody tr').length,
    outside: [...document.querySelectorAll('#main tbody tr button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const shown = button.closest('table')?.parentElement?.getBoundingClientRect();
        if (box.width === 0 || !shown) return false;
        const left = Math.max(0, shown.left);
        const right = Math.min(window.innerWidth, shown.right);
        return box.left < left - 0.5 || box.right > right + 0.5;
      })
      .map((button) => button.getAttribute('aria-label') ?? button.textContent),
  }));
  expect(scrollWidth, `page width, ${label}`).toBeLessThanOrEqual(innerWidth);
  expect(outside, `row buttons out of view, ${label}`).toEqual([]);
  return rows;
}

/**
 * At a phone's width every table row of a list is a card: a block of labelled lines, no header row. A chart's table
 * (in its figure) stays a table: it is the chart's numbers for screen readers, shown on request in its own box.
 */
async function expectRowsAsCards(page: Page, label: string) {
  const { rows, notCards, headersShown } = await page.evaluate(() => {
    const lists = (selector: string) => [...document.querySelectorAll(selector)].filter((e) => !e.closest('figure'));
    const rows = lists('#main tbody tr');
    return {
      rows: rows.length,
      notCards: rows.filter((row) => getComputedStyle(row).display !== 'block').length,
      headersShown: lists('#main thead').filter((head) => getComputedStyle(head).display !== 'none').length,
    };
  });
  expect(notCards, `rows not shown as cards (of ${rows}), ${label}`).toBe(0);
  expect(headersShown, `table header rows shown, ${label}`).toBe(0);
}

for (const edition of EDITIONS) {
  const m = edition.messages;
  const site = m.site.workspace;

  for (const viewport of [viewports.desktop, viewports.mobile]) {
    test(`${edition.base} at ${viewport.width} px: a workspace of its own before and after sign-in, with its navigation`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto(edition.base);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      const header = page.getByRole('banner');
      // The compact header: the mark back to this edition's home, the other edition's back office; nothing public.
      await expect(header.getByRole('link', { name: site.homeLink(siteData.shortName) })).toHaveAttribute(
        'href',
        edition.home,
      );
      await expect(header.getByRole('link', { name: edition.switchName, exact: true })).toHaveAttribute(
        'href',
        edition.other,
      );
      await expect(page.getByRole('navigation', { name: m.site.mainNavigation })).toHaveCount(0);
      await expect(page.getByRole('button', { name: m.site.search, exact: true })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveText(site.footer);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(new RegExp(`^${site.title} \\|`));
      // The sign-in gate in the same frame.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.staffSignIn.loginHeading);
      await expect(main(page).getByLabel(m.staffSignIn.email)).toBeVisible();
      expect(await axeViolations(page), 'axe on the sign-in').toEqual([]);
      await expectWithinScreen(page, 'sign-in');

      await fillSignIn(page, { ...demoStaff('owner'), words: m.staffSignIn });
      await expect(header.getByTestId('admin-username')).toHaveText('Demo Owner', { timeout: LIST_TIMEOUT });
      await expect(header).toContainText(m.admin.roleNames.owner);
      await expect(header.getByRole('button', { name: m.admin.signOutMenu, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.staffSignIn.dashboardHeading);

      // The sections the owner's role opens, in order; the first is open.
      const nav = navOf(page, m);
      const buttons = nav.getByRole('button');
      await expect(buttons).toHaveText(sectionsOf('owner', m));
      await expect(buttons.first()).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      const navBox = await nav.boundingBox();
      const panelBox = await main(page).getByRole('heading', { level: 2 }).first().boundingBox();
      if (!navBox || !panelBox) throw new Error('no navigation or section on the page');
      if (viewport.width >= 1024) {
        // A sidebar: the section is beside it, not under it.
        expect(navBox.x + navBox.width).toBeLessThanOrEqual(panelBox.x);
        expect(navBox.height).toBeGreaterThan(navBox.width);
      } else {
        // A bar above the section.
        expect(navBox.y + navBox.height).toBeLessThanOrEqual(panelBox.y);
      }

      // Keyboard: the audit log is reached with Tab and opened with Enter.
      const audit = nav.getByRole('button', { name: m.admin.auditHeading, exact: true });
      await buttons.first().focus();
      for (let step = 0; step < 10 && !(await audit.evaluate((node) => node === document.activeElement)); step += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(audit).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(audit).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      await expect(main(page).getByRole('heading', { level: 2, name: m.admin.auditHeading })).toBeVisible();
      await expect(main(page).getByTestId('audit-row').first()).toBeVisible({ timeout: LIST_TIMEOUT });
      expect(await axeViolations(page), 'axe on the signed-in workspace').toEqual([]);

      // The one sign-out menu, in the header, back to the gate in the same frame.
      await header.getByRole('button', { name: m.admin.signOutMenu, exact: true }).click();
      await header.getByRole('button', { name: m.admin.signOutHere, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.staffSignIn.loginHeading, {
        timeout: LIST_TIMEOUT,
      });
      await expect(header.getByTestId('admin-username')).toHaveCount(0);
    });
  }

  for (const role of ROLES) {
    test(`${edition.base}, ${role}: every section fits 1280 and 1440 px (row buttons in view) and shows cards at 360 px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewports.desktop);
      await signIn(page, edition, role);
      await expect(navOf(page, m).getByRole('button')).toHaveText(sectionsOf(role, m));
      let rows = 0;
      for (const section of sectionsOf(role, m)) {
        await page.setViewportSize(viewports.desktop);
        await openSection(page, m, section);
        for (const size of WIDE) {
          await page.setViewportSize(size);
          rows += await expectWithinScreen(page, `${section} at ${size.width} px`);
        }
        expect(await axeViolations(page), `axe on ${section} at 1440 px`).toEqual([]);
        await page.setViewportSize(viewports.mobile);
        await expectWithinScreen(page, `${section} at 360 px`);
        await expectRowsAsCards(page, `${section} at 360 px`);
        expect(await axeViolations(page), `axe on ${section} at 360 px`).toEqual([]);
      }
      // Every role but support (whose card holders are cards at every width) has table rows to check.
      if (role !== 'support') expect(rows, 'table rows checked').toBeGreaterThan(0);
    });
  }
}

/**
 * A list's request answered on cue: held (the busy line shows), then refused with a 500 (the error shows), then
 * passed to the server (after "Try again").
 */
async function stageRequests(page: Page, matches: (url: URL) => boolean) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failing = true;
  await page.route(
    (url) => matches(url),
    async (route: Route) => {
      if (!failing || route.request().method() !== 'GET') return route.continue();
      await held;
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    },
  );
  return {
    fail: release,
    heal: () => {
      failing = false;
    },
  };
}

interface StatesCase {
  name: string;
  role: StaffRole;
  /** The list's request. */
  matches: (url: URL) => boolean;
  /** Opens the section when it is not the role's first. */
  open?: (page: Page, m: Messages) => Promise<void>;
  loading: (m: Messages) => string;
  failed: (m: Messages) => string;
  /** A row of the list, once it has come. */
  row: (page: Page) => Locator;
  /** Narrows the list to nothing; the empty state's words and the button that clears the filter. */
  narrow: (page: Page, m: Messages) => Promise<void>;
  empty: (m: Messages) => { text: string; clear: string };
}

const STAMP = Date.now();

const CASES: StatesCase[] = [
  {
    name: 'applications',
    role: 'admissions',
    matches: (url) => url.pathname === '/api/admissions/all',
    loading: (m) => m.admin.applicationsState.loading,
    failed: (m) => m.failures.failedServer(m.admin.applicationsState.failed),
    row: (page) => page.getByTestId('application-row'),
    narrow: async (page, m) => {
      await main(page).getByLabel(m.admin.search, { exact: true }).fill(`nobody.${STAMP}@example.org`);
      await main(page).getByRole('button', { name: m.admin.search, exact: true }).click();
    },
    empty: (m) => ({ text: m.admin.applicationsState.noMatch, clear: m.admin.applicationsState.clearFilters }),
  },
  {
    name: 'investors',
    role: 'investor-relations',
    matches: (url) => url.pathname === '/api/admin/investors',
    loading: (m) => m.adminInvestors.listState.loading,
    failed: (m) => m.failures.failedServer(m.adminInvestors.listState.failed),
    row: (page) => page.getByTestId('investor-row'),
    narrow: async (page, m) => {
      await main(page).getByLabel(m.adminInvestors.searchLabel).fill(`nobody ${STAMP}`);
      await main(page).getByRole('button', { name: m.adminInvestors.search, exact: true }).click();
    },
    empty: (m) => ({ text: m.adminInvestors.listState.noMatch, clear: m.adminInvestors.clear }),
  },
  {
    name: 'card holders',
    role: 'support',
    matches: (url) =>
      url.pathname === '/api/admin/cardholders' && (url.searchParams.has('list') || url.searchParams.has('search')),
    loading: (m) => m.adminCards.listLoading,
    failed: (m) => m.failures.failedServer(m.adminCards.listFailed),
    row: (page) => page.getByTestId('card-list-item'),
    narrow: async (page, m) => {
      const list = page.getByTestId('card-list');
      await list.getByLabel(m.adminCards.listSearch).fill(`nobody ${STAMP}`);
      await list.getByRole('button', { name: m.adminCards.listShow }).click();
    },
    empty: (m) => ({ text: m.adminCards.listNone, clear: m.adminCards.listEveryone }),
  },
  {
    name: 'audit log',
    role: 'owner',
    matches: (url) => url.pathname === '/api/admin/audit',
    open: async (page, m) => {
      await navOf(page, m).getByRole('button', { name: m.admin.auditHeading, exact: true }).click();
    },
    loading: (m) => m.admin.auditState.loading,
    failed: (m) => m.failures.failedServer(m.admin.auditState.failed),
    row: (page) => page.getByTestId('audit-row'),
    narrow: async (page, m) => {
      await main(page).getByLabel(m.admin.auditRecord).fill(`no-such-record-${STAMP}`);
      await main(page).getByRole('button', { name: m.admin.auditShow, exact: true }).click();
    },
    empty: (m) => ({ text: m.admin.auditState.noMatch, clear: m.admin.auditState.clearFilters }),
  },
];

for (const [edition, viewport] of [
  [EDITIONS[0], viewports.desktop],
  [EDITIONS[1], viewports.mobile],
] as const) {
  const m = edition.messages;
  for (const states of CASES) {
    test(`${edition.base} at ${viewport.width} px, ${states.name}: busy, then an error with "Try again", then the list, then empty with its filter cleared`, async ({
      page,
      request,
    }) => {
      test.slow();
      // At least one application to list (a fresh store has none).
      if (states.name === 'applications') await apply(request, 'Workspace');
      await page.setViewportSize(viewport);
      const staged = await stageRequests(page, states.matches);
      await signIn(page, edition, states.role);
      await states.open?.(page, m);

      const busy = main(page)
        .getByRole('status')
        .filter({ hasText: states.loading(m) });
      await expect(busy).toBeVisible({ timeout: LIST_TIMEOUT });
      expect(await axeViolations(page), `axe while ${states.name} load`).toEqual([]);

      staged.fail();
      const alert = main(page)
        .getByRole('alert')
        .filter({ hasText: states.failed(m) });
      await expect(alert).toHaveText(states.failed(m), { timeout: LIST_TIMEOUT });
      await expect(busy).toHaveCount(0);
      expect(await axeViolations(page), `axe on the error of ${states.name}`).toEqual([]);

      staged.heal();
      await main(page).getByRole('button', { name: m.admin.tryAgain, exact: true }).click();
      await expect(states.row(page).first()).toBeVisible({ timeout: LIST_TIMEOUT });
      await expect(alert).toHaveCount(0);

      await states.narrow(page, m);
      const { text, clear } = states.empty(m);
      const empty = main(page).locator('[data-state="empty"]');
      await expect(empty.getByText(text, { exact: true })).toBeVisible({ timeout: LIST_TIMEOUT });
      await expect(states.row(page)).toHaveCount(0);
      expect(await axeViolations(page), `axe on the empty ${states.name}`).toEqual([]);
      await empty.getByRole('button', { name: clear, exact: true }).click();
      await expect(states.row(page).first()).toBeVisible({ timeout: LIST_TIMEOUT });
    });
  }
}
