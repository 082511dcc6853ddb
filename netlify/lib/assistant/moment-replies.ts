import type { AiVersion, Persona } from '../../../src/domain/chat';
import type { Moments } from './moments';
import {
  distressReply,
  encouragement,
  gamesLinkTitle,
  jokeIntro,
  outOfScopeReply,
  personalSafetyReply,
  personaVoices,
  romanceReply,
  smallTalkReplies,
  twisterIntro,
} from './persona-replies';
import { pathIn, titledLink } from './reply-links';
import type { ChatIndex, ReplyLanguage } from './types';

/** Replies to a message that is not a question about the site: safety first, then jokes, twisters, small talk. */

/** A word of encouragement with the games to practise with. */
function encouragementReply(kind: NonNullable<Moments['encouragement']>, lang: ReplyLanguage): string {
  return `${encouragement[kind][lang]}\n${titledLink(gamesLinkTitle[lang], pathIn('/games', lang))}`;
}

/** A stable choice from a list for a message, so the same question gets the same joke. */
function pick<T>(list: readonly T[], seed: string): T | undefined {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return list[hash % Math.max(list.length, 1)];
}

/** The reply to a moment that comes before any question (distress, safety, a joke asked for), or undefined. */
export function momentReply(
  message: string,
  lang: ReplyLanguage,
  moments: Moments,
  index: Pick<ChatIndex, 'jokes' | 'tongueTwisters'>,
): string | undefined {
  if (moments.distress) return distressReply[lang];
  if (moments.personalSafety) return personalSafetyReply[lang];
  if (moments.romance) return romanceReply[lang];
  if (moments.outOfScope) return outOfScopeReply[lang];
  if (moments.joke) {
    const joke = pick(index.jokes, message);
    if (joke) return `${jokeIntro[lang]} ${joke[lang]}`;
  }
  if (moments.twister) {
    const twister = pick(
      index.tongueTwisters.filter((t) => t.lang === lang),
      message,
    );
    if (twister) return `${twisterIntro[lang]} ${twister.text}`;
  }
  if (moments.encouragement === 'nerves' || moments.encouragement === 'voiceCare') {
    return encouragementReply(moments.encouragement, lang);
  }
  return undefined;
}

/** Greetings, thanks and "who are you", when the message asks nothing the site answers; else encouragement. */
export function smallTalkReply(
  persona: Persona,
  aiVersion: AiVersion,
  lang: ReplyLanguage,
  moments: Moments,
): string | undefined {
  if (moments.smallTalk.length > 0) {
    const voice = personaVoices[persona];
    return moments.smallTalk
      .map((kind) =>
        kind === 'who'
          ? voice.who(aiVersion)[lang]
          : kind === 'hello'
            ? voice.hello[lang]
            : smallTalkReplies[kind][lang],
      )
      .join(' ');
  }
  if (moments.encouragement) {
    return encouragementReply(moments.encouragement, lang);
  }
  return undefined;
}
