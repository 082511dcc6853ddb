import type { Page } from '@playwright/test';

/** A ledger upload file as CSV with these columns: arrays and numbers written as JSON, cells quoted where needed. */
export function ledgerCsv(columns: readonly string[], rows: Record<string, unknown>[]): string {
  const cell = (value: unknown) => {
    const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\n');
}

/** Adds an investor as the back office does, from the signed-in page (same session, same origin): its new code. */
export function addInvestorFromPage(page: Page, body: Record<string, unknown>): Promise<string> {
  return page.evaluate(async (investor) => {
    const response = await fetch('/api/admin/investors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(investor),
    });
    return (await response.json()).investorCode as string;
  }, body);
}
