import { admissionsCloseAt, admissionsClosedText, admissionsOpenText } from '../domain/admissions-deadline';
import { fact, factText } from './facts';

/** The current batch's admissions deadline, the fact "admissions-deadline" of content/data/facts.json. */
const deadline = fact('admissions-deadline');
if (deadline.kind !== 'date') throw new Error('the fact "admissions-deadline" must be a date');

export const admissionsDeadlineText = factText('admissions-deadline');
export const currentAdmissionsCloseAt = admissionsCloseAt(deadline.value);
export const ADMISSIONS_OPEN_TEXT = admissionsOpenText(admissionsDeadlineText);
export const ADMISSIONS_CLOSED_TEXT = admissionsClosedText(admissionsDeadlineText);
