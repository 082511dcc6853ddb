import { site } from '../../../src/content/site';
import type { AiVersion, Persona } from '../../../src/domain/chat';
import english from '../../../src/i18n/messages/en/assistant';
import hindi from '../../../src/i18n/messages/hi/assistant';
import type { ReplyLanguage } from './types';

/**
 * What the local assistant says besides facts, per persona and language: greetings, thanks, who it is, kind
 * encouragement, jokes, and the safe replies to distress and to romance or unsafe topics. The words are the
 * catalogue's `assistant` namespace; these tables fill in the site's figures and are picked by code and language.
 */

/** India's national helplines: CHILDLINE 1098 (children in need of care and protection) and Tele-MANAS 14416. */
export const HELPLINES = { child: '1098', mentalHealth: '14416' } as const;

type Texts = Record<ReplyLanguage, string>;
type Words = typeof english;

/** One text per reply language, taken from each language's words. */
const inEach = (pick: (words: Words) => string): Texts => ({ en: pick(english), hi: pick(hindi) });

export const distressReply = inEach((words) => words.distress(HELPLINES.child, HELPLINES.mentalHealth));
export const romanceReply = inEach((words) => words.romance);
export const personalSafetyReply = inEach((words) => words.personalSafety);
export const outOfScopeReply = inEach((words) => words.outOfScope(site.email));

/** Said first when the reply is not in the language the message was written in. */
export const languageNote = inEach((words) => words.languageNote);

export type Encouragement = keyof Words['encouragement'];

export const encouragement: Record<Encouragement, Texts> = {
  nerves: inEach((words) => words.encouragement.nerves),
  practice: inEach((words) => words.encouragement.practice),
  voiceCare: inEach((words) => words.encouragement.voiceCare),
};

export const gamesLinkTitle = inEach((words) => words.gamesLinkTitle);

interface PersonaVoice {
  /** Said before a fact (empty for the plain info assistant). */
  opener: Texts;
  hello: Texts;
  who: (version: AiVersion) => Texts;
}

const voiceOf = (persona: Persona): PersonaVoice => ({
  opener: inEach((words) => words.personas[persona].opener ?? ''),
  hello: inEach((words) => words.personas[persona].hello),
  who: (version) => inEach((words) => words.personas[persona].who(version, site.name)),
});

export const personaVoices: Record<Persona, PersonaVoice> = {
  info: voiceOf('info'),
  girlfriend: voiceOf('girlfriend'),
  boyfriend: voiceOf('boyfriend'),
  counselor: voiceOf('counselor'),
  fun: voiceOf('fun'),
};

export const smallTalkReplies = {
  thanks: inEach((words) => words.smallTalk.thanks),
  how: inEach((words) => words.smallTalk.how),
  bye: inEach((words) => words.smallTalk.bye),
} satisfies Record<string, Texts>;

export const jokeIntro = inEach((words) => words.jokeIntro);
export const twisterIntro = inEach((words) => words.twisterIntro);
