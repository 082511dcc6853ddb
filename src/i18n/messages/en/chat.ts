/** The Vauxa chat on /vauxa-ai. */
const english = {
  persona: 'Persona',
  personas: {
    info: 'Info Assistant',
    girlfriend: 'Saheli (friend)',
    boyfriend: 'Dost (friend)',
    counselor: 'Counselor',
    fun: 'Fun Buddy',
  },
  newChat: 'New Chat',
  /** The phone's button that shows or hides persona, language, AI version and more languages. */
  settingsToggle: 'Chat settings',
  messageVauxa: 'Message Vauxa',
  typeYourMessage: 'Type your message…',
  webSearchOn: 'Web search on',
  deepAnalysisOn: 'Deep analysis on',
  keysHint: 'Enter sends · Shift+Enter new line',
  stop: 'Stop',
  send: 'Send',
  chatHistory: 'Chat history',
  noSavedChats: 'No saved conversations yet. New Chat keeps the current one here.',
  clearAll: 'Clear all history',
  conversation: 'Conversation with Vauxa',
  welcomeHindi: 'नमस्ते! मैं Vauxa हूँ। कोर्स, फीस, एडमिशन या निवेश के बारे में कुछ भी पूछिए।',
  welcome: 'Ask about courses, fees, admissions, investment plans or our AI tools, in Hindi or English.',
  suggestedQuestions: 'Suggested questions',
  tools: 'Tools',
  languageAndVersion: 'Language and AI version',
  moreLanguages: 'More languages…',
  modelAndDarkMode: 'Model and dark mode',
  language: 'Language',
  aiVersion: 'AI version',
  newChatStarted: 'New Chat Started',
};

export default english;
