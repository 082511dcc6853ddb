import type { Call } from './handler';

/**
 * The runtime's way to go on working after the answer (Netlify's `context.waitUntil`), or undefined where there is
 * none (`netlify serve`, the tests' bare context): then that work is left to a job.
 */
export function afterAnswer(call: Call): ((work: Promise<unknown>) => void) | undefined {
  const { context } = call;
  const waitUntil = (context as Partial<Pick<typeof context, 'waitUntil'>>).waitUntil;
  return typeof waitUntil === 'function' ? (work) => waitUntil.call(context, work) : undefined;
}
