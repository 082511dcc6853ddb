import { displayStatus } from './admission';
import type { AdmissionRecord } from './admission-schemas';

/** What the student portal's dated timeline can show, as codes (the island words them). */
export const TIMELINE_EVENTS = ['submitted', 'approved', 'rejected', 'certificate-issued'] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/**
 * An application's timeline, oldest first: submitted; then the decision while there is one (its date: when staff
 * decided; records older than that field, their last change); an approval issues the certificate at once.
 */
export function applicationTimeline(
  record: Pick<AdmissionRecord, 'submittedAt' | 'status' | 'decidedAt' | 'updatedAt'>,
): { at: string; event: TimelineEvent }[] {
  const timeline: { at: string; event: TimelineEvent }[] = [{ at: record.submittedAt, event: 'submitted' }];
  const status = displayStatus(record.status);
  const decidedAt = record.decidedAt ?? record.updatedAt ?? record.submittedAt;
  if (status === 'pending') return timeline;
  timeline.push({ at: decidedAt, event: status });
  if (status === 'approved') timeline.push({ at: decidedAt, event: 'certificate-issued' });
  return timeline;
}
