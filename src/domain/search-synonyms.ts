/**
 * The words that mean the same thing to a searcher, in either language, and the page that answers them best. A query
 * (or a phrase in it) that is one of a group's terms finds the pages holding any term of the group, and the group's
 * page comes first. Terms are compared folded (./search-text.ts): one spelling per word is enough (फ़ीस covers फीस).
 * Keep it small: it is for the questions visitors ask most, not a thesaurus.
 */
export interface SynonymGroup {
  terms: readonly string[];
  /** The page (its English route; the Hindi edition's is found too) that answers these words. */
  page?: string;
}

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  { terms: ['fees', 'fee', 'free course', 'फ़ीस', 'शुल्क', 'मुफ़्त कोर्स'], page: '/admissions' },
  {
    terms: ['student portal', 'स्टूडेंट पोर्टल', 'छात्र पोर्टल', 'application status', 'आवेदन की स्थिति'],
    page: '/student-portal',
  },
  { terms: ['certificate', 'सर्टिफ़िकेट', 'प्रमाणपत्र', 'प्रमाण पत्र'], page: '/admissions' },
  { terms: ['refund', 'रिफ़ंड', 'वापसी'], page: '/investment-policy' },
  { terms: ['admission', 'admissions', 'दाख़िला', 'प्रवेश'], page: '/admissions' },
  { terms: ['voice acting', 'वॉइस एक्टिंग'], page: '/institute-voice-acting' },
  { terms: ['ai tools', 'AI टूल', 'AI आवाज़ टूल'], page: '/ai-tools' },
  { terms: ['founder', 'संस्थापक'], page: '/founder' },
  { terms: ['investor portal', 'निवेशक पोर्टल'], page: '/investor-portal' },
  { terms: ['services', 'सेवाएँ'], page: '/services' },
];
