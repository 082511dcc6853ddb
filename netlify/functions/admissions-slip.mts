import type { Config } from '@netlify/functions';
import { admissionFile } from '../lib/admissions/files';
import { handler } from '../lib/http/handler';

const ROUTE = '/api/admissions/slip/:registrationNumber';

/** GET /api/admissions/slip/{registrationNumber}: the PDF slip (see admission-files.ts for who may). */
export default handler({ methods: ['GET'], logPath: ROUTE }, (call) => admissionFile(call, 'slip'));

export const config: Config = {
  // A literal: Netlify reads config statically and ignores a path given through a constant.
  path: '/api/admissions/slip/:registrationNumber',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
