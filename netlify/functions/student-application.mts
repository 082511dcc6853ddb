import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import type { studentApplication } from '../../src/api/student';
import { displayStatus } from '../../src/domain/admission';
import { applicationTimeline } from '../../src/domain/student-timeline';
import { handler } from '../lib/handler';
import { json } from '../lib/http';
import { currentApplication } from '../lib/student-auth';

/** GET /api/student/application: the signed-in applicant's status, timeline, course and batch (401 otherwise). */
export default handler({ methods: ['GET'] }, async (call) => {
  const record = await currentApplication(call);
  const answer = {
    success: true,
    application: {
      registrationNumber: record.registrationNumber,
      name: `${record.firstName} ${record.lastName}`,
      status: displayStatus(record.status),
      course: record.course,
      intake: record.intake ?? 'current',
      ...(record.batch ? { batch: record.batch } : {}),
      timeline: applicationTimeline(record),
    },
  } satisfies z.input<typeof studentApplication.response>;
  return json(answer);
});

export const config: Config = {
  path: '/api/student/application',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
