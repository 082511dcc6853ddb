import { checkToken, sha256Hex, signToken, type TokenCheck } from '../security/signed-token';

/**
 * Speech jobs: a long text is registered once, with its first part, and its other parts are spoken on the job's
 * token. The token vouches for the whole text, the voice, the model and the card holder who registered it, so a
 * part request cannot bring new text (that would bypass the trial or the 50,000-character cap) nor serve someone
 * else. Only texts of more than one part get a token, and only card holders can register those (the trial's 500
 * characters are one part).
 */
export const SPEECH_JOB_TTL_SECONDS = 30 * 60;
const PURPOSE = 'speech-job';

export interface SpeechJob {
  /** The card holder's mobile number, or null for the free trial. */
  holder: string | null;
  voiceId: string;
  modelId: string | undefined;
  text: string;
}

const fields = (job: SpeechJob) => [job.holder ?? '', job.voiceId, job.modelId ?? '', sha256Hex(job.text)];

export function signSpeechJob(job: SpeechJob, now = Date.now()): Promise<string> {
  return signToken(PURPOSE, fields(job), SPEECH_JOB_TTL_SECONDS, now);
}

export function checkSpeechJob(token: string, job: SpeechJob, now = Date.now()): Promise<TokenCheck> {
  return checkToken(PURPOSE, token, fields(job), now);
}
