import login from '../../netlify/functions/cardholder-login.mts';
import { encodeWav } from '../../src/domain/wav';
import { syntheticVoice } from './audio';
import { callFunction, cookieFrom } from './call';

/** The demo card holder (npm run seed). */
export const DEMO_MOBILE = '9876543210';
export const DEMO_PIN = '2468';

/** Logs a holder in and returns the Cookie header value of the card session. */
export async function cardCookie(ip: string, mobileNumber = DEMO_MOBILE, securityPin = DEMO_PIN): Promise<string> {
  const response = await callFunction(login, '/api/auth/login', {
    method: 'POST',
    body: { mobileNumber, securityPin },
    ip,
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return cookieFrom(response);
}

/** A few seconds of a voiced-like signal as a 16-bit WAV file. */
export function wavSample(f0 = 130, seconds = 3): Uint8Array {
  return encodeWav(syntheticVoice({ f0, sampleRate: 22_050, seconds, syllablesPerSecond: 4 }), 22_050);
}

/** Joins the name=value parts of cookies into one Cookie header. */
export const cookies = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join('; ');
