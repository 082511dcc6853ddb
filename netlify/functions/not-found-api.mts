import type { Config, Context } from '@netlify/functions';
import { notFound } from '../lib/errors';
import { handler } from '../lib/handler';
import { matchRoute } from '../lib/route-match';
import authLogin from './auth-login.mts';
import authLogout from './auth-logout.mts';
import authStatus from './auth-status.mts';
import elevenlabsTextToSpeech from './elevenlabs-text-to-speech.mts';
import elevenlabsVoiceClone from './elevenlabs-voice-clone.mts';
import elevenlabsVoicePreview from './elevenlabs-voice-preview.mts';
import elevenlabsVoices from './elevenlabs-voices.mts';
import investorLogin from './investor-login.mts';
import investorLogout from './investor-logout.mts';
import investorSession from './investor-session.mts';
import investorStatement from './investor-statement.mts';
import investorVerify from './investor-verify.mts';

/**
 * Any /api/ path no other function claims: 404 JSON.
 *
 * Netlify does not promise which of two functions matching a path wins, so every other function's path is excluded
 * below, as literals (Netlify reads this config statically). `netlify serve` (netlify-cli 27) ignores excludedPath
 * for bundled functions and picks whichever function finished unpacking first, often this one; so a request for
 * another function's path that reaches this one anyway is handed to that function. Both lists name every API
 * function; tests/unit/function-routes.test.ts fails when one is missing.
 */
type FunctionHandler = (req: Request, context: Context) => Promise<Response>;

export const apiFunctions: ReadonlyArray<readonly [path: string, fn: FunctionHandler]> = [
  ['/api/investor/login', investorLogin],
  ['/api/investor/logout', investorLogout],
  ['/api/investor/session', investorSession],
  ['/api/investor/verify', investorVerify],
  ['/api/investor/:code/statement', investorStatement],
  ['/api/auth/login', authLogin],
  ['/api/auth/logout', authLogout],
  ['/api/auth/status', authStatus],
  ['/api/elevenlabs/text-to-speech', elevenlabsTextToSpeech],
  ['/api/elevenlabs/voice-clone', elevenlabsVoiceClone],
  ['/api/elevenlabs/voice-preview/:voiceId', elevenlabsVoicePreview],
  ['/api/elevenlabs/voices', elevenlabsVoices],
];

const notFoundHandler = handler({}, async () => {
  throw notFound('Not found');
});

export default async (req: Request, context: Context): Promise<Response> => {
  const { pathname } = new URL(req.url);
  for (const [path, fn] of apiFunctions) {
    const params = matchRoute(path, pathname);
    if (params) return fn(req, { ...context, params });
  }
  return notFoundHandler(req, context);
};

export const config: Config = {
  path: '/api/*',
  excludedPath: [
    '/api/investor/login',
    '/api/investor/logout',
    '/api/investor/session',
    '/api/investor/verify',
    '/api/investor/:code/statement',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/status',
    '/api/elevenlabs/text-to-speech',
    '/api/elevenlabs/voice-clone',
    '/api/elevenlabs/voice-preview/:voiceId',
    '/api/elevenlabs/voices',
  ],
};
