/**
 * What Vauxa, the chat assistant, says when it does not know or when a question names a person or a language: the
 * honest replies (netlify/lib/assistant/honest-replies.ts chooses them; the server only, never a page's bundle).
 */
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
};

export default english;
