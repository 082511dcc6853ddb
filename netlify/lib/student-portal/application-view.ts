import type { z } from 'zod';
import type { studentApplication } from '../../../src/api/student';
import { displayStatus } from '../../../src/domain/admission';
import type { AdmissionRecord } from '../../../src/domain/admission-schemas';
import { applicationTimeline } from '../../../src/domain/student-timeline';

/** What the student portal shows of an application: status, timeline, course and batch (no contact details). */
export function applicationView(record: AdmissionRecord): z.input<typeof studentApplication.response>['application'] {
  return {
    registrationNumber: record.registrationNumber,
    name: `${record.firstName} ${record.lastName}`,
    status: displayStatus(record.status),
    course: record.course,
    intake: record.intake ?? 'current',
    ...(record.batch ? { batch: record.batch } : {}),
    timeline: applicationTimeline(record),
  };
}
