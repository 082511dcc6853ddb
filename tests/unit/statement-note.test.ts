import { describe, expect, it } from 'vitest';
import { statementNote } from '../../src/domain/statement-note';
import { hi } from '../../src/i18n/messages/hi';

describe("the investor dashboard's statement note", () => {
  it("keeps the fixed sentence with the investor's own next statement date while it is ahead", () => {
    expect(statementNote('2025-07-12', new Date('2025-07-01T09:00:00+05:30'))).toBe(
      'Note: The next statement will be available on 12th July 2025.',
    );
    expect(statementNote('2026-12-12', new Date('2026-11-23T12:00:00Z'))).toBe(
      'Note: The next statement will be available on 12th December 2026.',
    );
  });

  it('still names the date on the day itself, in India', () => {
    expect(statementNote('2025-07-12', new Date('2025-07-12T23:00:00+05:30'))).toContain('12th July 2025');
    // 20:00 UTC on the 11th is already the 12th in India.
    expect(statementNote('2025-07-11', new Date('2025-07-11T20:00:00Z'))).not.toContain('next statement');
  });

  it('never calls a past date "next": the statement is ready instead', () => {
    expect(statementNote('2025-07-12', new Date('2025-07-13T09:00:00+05:30'))).toBe(
      'Note: Your latest statement is ready. Use Download Statement to save it.',
    );
    expect(statementNote(undefined, new Date('2025-07-01T00:00:00Z'))).not.toContain('next statement');
  });

  it('is written in the language of the page, with the date in Hindi words and Latin digits', () => {
    expect(statementNote('2025-07-12', new Date('2025-07-01T09:00:00+05:30'), hi.investorDashboard, 'hi')).toBe(
      'ध्यान दें: अगला स्टेटमेंट 12 जुलाई 2025 को मिलेगा।',
    );
    expect(statementNote('2025-07-12', new Date('2025-07-13T09:00:00+05:30'), hi.investorDashboard, 'hi')).toBe(
      hi.investorDashboard.statementReady,
    );
  });
});
