/** The FAQ entries (content/faq) whose questions the empty chat of /vauxa-ai suggests. */
export const chatSuggestionIds = ['course-fees', 'admissions-deadline', 'free-trial', 'minimum-investment'];
