import { STATEMENT_FORMATS, type StatementFormat } from '../../../src/domain/investor-code';
import type { Locale } from '../../../src/domain/locale';
import { refuse } from '../http/errors';
import { renderStatementPdf } from '../pdf/statement-pdf';
import type { InvestorRecord } from './records';
import { renderStatement } from './statement';

/** Query `format`: `pdf`, or `txt` (the default, the file the route has always answered); anything else is a 400. */
export function requestedStatementFormat(url: URL): StatementFormat {
  const given = url.searchParams.getAll('format');
  if (given.length === 0) return 'txt';
  const format = STATEMENT_FORMATS.find((known) => given.length === 1 && given[0] === known);
  if (format) return format;
  throw refuse(400, 'statementFormat');
}

/** The statement in a format: its bytes and its content type. */
export async function statementFile(
  record: InvestorRecord,
  format: StatementFormat,
  locale: Locale,
  now = new Date(),
): Promise<{ body: BodyInit; contentType: string }> {
  return format === 'pdf'
    ? { body: new Uint8Array(await renderStatementPdf(record, now, locale)), contentType: 'application/pdf' }
    : { body: renderStatement(record, now, locale), contentType: 'text/plain; charset=utf-8' };
}
