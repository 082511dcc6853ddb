import { indiaIsoDate } from './india-time';
import { formatOrdinalDate } from './payment-calendar';

/**
 * The investor dashboard's statement note, decided when it is viewed: the fixed sentence with the investor's own
 * next statement date while that day is today or later; once it has passed, never a past date called "next".
 */
export function statementNote(nextStatementDate: string | undefined, now: Date): string {
  const today = indiaIsoDate(now);
  if (nextStatementDate && nextStatementDate >= today) {
    return `Note: The next statement will be available on ${formatOrdinalDate(nextStatementDate)}.`;
  }
  return 'Note: Your latest statement is ready. Use Download Statement to save it.';
}
