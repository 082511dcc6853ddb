import { ADMISSION_STATUSES, COURSE_IDS, type CourseId } from '../../../src/domain/admission';
import { bucketByIndiaDay, chartWindow, type DayBucket } from '../../../src/domain/admission-days';
import { courseCounter, readCounts } from './counts';
import { listEntries, timeOfEntry } from './search-index';

export interface AdmissionStats {
  days: DayBucket[];
  byCourse: { course: CourseId; count: number }[];
}

/**
 * The back office's charts: applications per India day of the last 56 days by status, and applications by course
 * (all time). Read from the index and the counts, never the records: per status one listing of its view's days and
 * one listing per UTC day the window touches that has applications (at most 57), then the counts (the totals and a
 * listing of their changes). An application whose status is changing at that moment may be counted under both.
 */
export async function admissionStats(now = new Date()): Promise<AdmissionStats> {
  const window = chartWindow(now);
  const [entries, counts] = await Promise.all([
    Promise.all(
      ADMISSION_STATUSES.map(async (status) => {
        const listed = await listEntries({ status, course: 'all' }, undefined, Number.POSITIVE_INFINITY, window);
        return listed.map((entry) => ({ at: timeOfEntry(entry), status }));
      }),
    ),
    readCounts(now.getTime()),
  ]);
  return {
    days: bucketByIndiaDay(entries.flat(), now),
    byCourse: COURSE_IDS.map((course) => ({ course, count: Math.max(0, counts.get(courseCounter(course)) ?? 0) })),
  };
}
