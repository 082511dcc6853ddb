import type { Persona } from '../../../domain/chat';

/**
 * What Vauxa, the chat assistant, says besides the site's facts: the honest replies when it does not know or when a
 * question names a person or a language (netlify/lib/assistant/honest-replies.ts chooses them), and the persona and
 * safety replies (persona-replies.ts, moment-replies.ts). The server only, never a page's bundle. Every persona is
 * written for a site used by girls from age 8: friendly and never romantic.
 */

/** A persona's own words: said before a fact (none for the plain info assistant), its greeting, who it is. */
interface PersonaWords {
  opener?: string;
  hello: string;
  who: (version: string, siteName: string) => string;
}

const helpWith = 'Ask me about courses, fees, admissions, the AI voice tools or investment plans.';

const personas: Record<Persona, PersonaWords> = {
  info: {
    hello: `Hello! ${helpWith}`,
    who: (version, siteName) => `I'm Vauxa ${version}, the assistant of ${siteName}. ${helpWith}`,
  },
  girlfriend: {
    opener: 'Sure! 😊',
    hello: `Hi, friend! 😊 ${helpWith}`,
    who: (version) =>
      `I'm Saheli, your friendly guide from Vauxa ${version}. I love chatting about voice acting and our tools. ${helpWith}`,
  },
  boyfriend: {
    opener: 'Sure thing!',
    hello: `Hey, friend! ${helpWith}`,
    who: (version) =>
      `I'm Dost, a friendly buddy from Vauxa ${version}, here to help like a good friend would. ${helpWith}`,
  },
  counselor: {
    opener: 'Good question.',
    hello: `Hello, welcome. ${helpWith}`,
    who: (version) =>
      `I'm Vauxa ${version}'s counsellor: I can help with nerves, practice and caring for your voice, and answer questions about our courses.`,
  },
  fun: {
    opener: 'Ooh, quiz time! 🎉',
    hello: `Heyyy! 🎉 Want a joke or a tongue twister? ${helpWith}`,
    who: (version) =>
      `I'm Fun Buddy from Vauxa ${version}! Ask me for a joke or a tongue twister, or anything about our courses and tools. 🎉`,
  },
};

const english = {
  /** Whom a question was about, to say whom to write to. */
  contactTopics: {
    admissions: 'admissions and general',
    investors: 'investment',
    privacy: 'privacy and personal data',
  },
  /** The first words of every not-sure reply: the bench and the page recognise an abstention by them. */
  unsureOpening: "I'm not sure:",
  nothingAnswers: 'I could not find a part of our site that answers this question.',
  closestPages: (pages: string) => `The closest pages: ${pages}.`,
  writeTo: (topic: string, email: string) => `For ${topic} questions, write to ${email}.`,
  notOnSite: (subject: string, topic: string, email: string, phone: string) =>
    `our site does not say anything about ${subject}. For ${topic} questions, write to ${email} or call ${phone}.`,
  partNotOnSite: 'the site does not say.',
  notOfferedLanguage: (language: string) => `No, ${language} is not offered.`,
  ageAllowed: (age: number) => `Yes, at ${age} that is possible.`,
  ageNotAllowed: (age: number) => `No, not at ${age}.`,
  courseAgeRule: (minimumAge: string, consentAge: string) =>
    `Girls aged ${minimumAge} or over can join the free voice-acting course; under ${consentAge}, a parent or guardian must give consent.`,
  investorAgeRule: (investorAge: string) =>
    `Only Indian residents aged ${investorAge} or over (or NRIs with an Indian bank account) may invest; minors and students cannot.`,
  ruleLinkTitles: { course: 'Admissions: who can join', investor: 'Investment Policy: eligibility' },
  /** The safe replies: to distress (with India's free helplines), romance, unsafe sharing, and what is off-topic. */
  distress: (childLine: string, mentalHealthLine: string) =>
    `I'm really sorry you're feeling this way, and I'm glad you told me. Please talk to a trusted adult today, such as a parent, a teacher or a relative. You can also call ${childLine} (Childline, for children, free, day and night) or ${mentalHealthLine} (Tele-MANAS, free, day and night).`,
  romance:
    "That's kind of you, but I'm just a friendly helper and I keep our chats friendly. Shall we talk about voice acting, our courses or a fun tongue twister instead?",
  personalSafety:
    'Please never share your address, photos or phone number with people you meet online, and never agree to meet them. If someone asks, tell a parent or a trusted adult.',
  outOfScope: (email: string) =>
    `That's outside what I can help with here. I can answer questions about our courses and admissions, the AI voice tools, investment plans and payments, or tell you a joke. For anything else, write to ${email}.`,
  /** Before a reply in this language to a message written in another one. */
  languageNote: '(Note: this assistant answers in Hindi and English for now, so the reply is in English.)',
  encouragement: {
    nerves:
      'Feeling nervous is normal, and it shows you care. Breathe in slowly for four counts and out for four, read your lines aloud a few times, and remember that every voice artist started with a first time.',
    practice:
      'Practise a little every day: read a short story aloud, record yourself and listen back, and try one tongue twister slowly before you speed up. Small daily steps make a big difference.',
    voiceCare:
      'Be kind to your voice: drink plenty of water, warm up with gentle humming, rest when your throat feels tired, and never shout to practise. If your throat hurts for days, tell a parent and see a doctor.',
  },
  /** The link to the games after a word of encouragement. */
  gamesLinkTitle: 'Voice games: practise with your microphone',
  personas,
  smallTalk: {
    thanks: "You're welcome! Happy to help.",
    how: "I'm doing well, thank you! How can I help you today?",
    bye: 'Goodbye, and all the best!',
  },
  jokeIntro: 'Here is one:',
  twisterIntro: 'Try this tongue twister, slowly first, then faster:',
};

export default english;
