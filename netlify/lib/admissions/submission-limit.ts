import { isLocalLoopback } from '../http/loopback';
import { assertUnderLimits, countingAlongside, type ThrottleRule } from '../security/throttle';

/** Accepted applications per IP per hour: a family or a school lab can apply for several people, a bot cannot flood. */
export const SUBMISSIONS_PER_IP: ThrottleRule = { name: 'admissions-ip', limit: 20, windowSeconds: 60 * 60 };

/**
 * An application's IP limit, read as soon as the request arrives, while its body is read and its duplicate claim is
 * (submit-application.ts): a request past it is answered 429 whatever its body, and writes nothing. The counters as
 * read are where the count of a stored application starts (nothing read twice), and counting it never turns the
 * stored application into an error (a contended counter is logged).
 */
export function submissionLimit(ip: string) {
  const checks = isLocalLoopback(ip) ? [] : [{ rule: SUBMISSIONS_PER_IP, subject: ip }];
  const admitted = assertUnderLimits(checks);
  admitted.catch(() => undefined); // awaited by the caller, or by the use case before it writes
  let counting: ReturnType<typeof countingAlongside> | undefined;
  return {
    /** Resolves when the IP is under its limit; rejects with the 429 otherwise. */
    admitted,
    /** What `work` gives; when it fails, the limit's 429 comes first (a request past the limit is answered 429). */
    first: <T>(work: Promise<T>): Promise<T> =>
      work.catch(async (error: unknown) => {
        await admitted;
        throw error;
      }),
    /** Counts the stored application against the IP, alongside the use case's own writes. */
    count: async () => {
      counting = countingAlongside(checks, await admitted, 'admissions/throttle-hit');
      await counting.count();
    },
    /** Resolves once the count and what it started have ended (before the answer). */
    settled: async () => {
      await counting?.settled();
    },
  };
}
