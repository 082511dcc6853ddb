import { logError } from '../log';

/** A scheduled function: runs the job, logs its report as one line (or its error), answers 204 (or 500). */
export function scheduledJob(path: string, run: () => Promise<object>) {
  return async () => {
    try {
      const report = await run();
      console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', path, ...report }));
      return new Response(null, { status: 204 });
    } catch (error) {
      logError(path, error);
      return new Response(null, { status: 500 });
    }
  };
}
