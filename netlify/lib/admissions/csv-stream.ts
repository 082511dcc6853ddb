import type { CourseFilter, StatusFilter } from '../../../src/domain/admission-listing';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { logError } from '../log';
import { courseCounter, readCounter } from './counts';
import { csvHeader, csvRow } from './csv';
import { admissionSummary } from './listing';

const encoder = new TextEncoder();
/** Rows are sent in pieces of about this many characters. */
const PIECE = 64 * 1024;

/**
 * One page of the applications export as a CSV body that reads its records only as the client reads it
 * (highWaterMark 0: no Blobs call before the headers are sent), the header row (with a BOM for spreadsheets) on the
 * first page only.
 */
export function exportCsvStream(records: () => AsyncIterable<AdmissionRecord>, firstPage: boolean) {
  async function* csv(): AsyncGenerator<string> {
    if (firstPage) yield `\uFEFF${csvHeader()}`;
    let rows = '';
    for await (const record of records()) {
      rows += csvRow(record);
      if (rows.length > PIECE) {
        yield rows;
        rows = '';
      }
    }
    if (rows) yield rows;
  }
  const chunks = csv();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          logError('/api/admissions/export', error);
          controller.error(error);
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/** How many applications the export will hold, from the counters (null for a status and a course together). */
export async function exportTotal(status: StatusFilter, course: CourseFilter): Promise<number | null> {
  if (course !== 'all') return status === 'all' ? readCounter(courseCounter(course)) : null;
  const summary = await admissionSummary();
  return status === 'all' ? summary.total : summary[status];
}
