import type { Messages } from '../en';

/** The Hindi texts of ../en/chat.ts. */
const chatHindi: Messages['chat'] = {
  persona: 'किरदार',
  personas: {
    info: 'जानकारी सहायक',
    girlfriend: 'सहेली',
    boyfriend: 'दोस्त',
    counselor: 'सलाहकार',
    fun: 'मस्ती वाला दोस्त',
  },
  newChat: 'नई चैट',
  settingsToggle: 'चैट की सेटिंग',
  messageVauxa: 'Vauxa को मैसेज',
  typeYourMessage: 'अपना मैसेज लिखें…',
  webSearchOn: 'वेब सर्च चालू',
  deepAnalysisOn: 'गहरी जाँच चालू',
  keysHint: 'Enter से भेजें · Shift+Enter से नई लाइन',
  stop: 'रोकें',
  send: 'भेजें',
  chatHistory: 'पुरानी चैट',
  noSavedChats: 'अभी कोई चैट सेव नहीं है। "नई चैट" दबाने पर अभी वाली चैट यहाँ सेव हो जाती है।',
  clearAll: 'सारी पुरानी चैट मिटाएँ',
  conversation: 'Vauxa के साथ बातचीत',
  welcomeHindi: 'नमस्ते! मैं Vauxa हूँ। कोर्स, फीस, एडमिशन या निवेश के बारे में कुछ भी पूछिए।',
  welcome: 'कोर्स, फीस, दाख़िले, निवेश प्लान या हमारे AI टूल के बारे में हिंदी या अंग्रेज़ी में पूछें।',
  suggestedQuestions: 'सुझाए गए सवाल',
  tools: 'टूल',
  languageAndVersion: 'भाषा और AI वर्ज़न',
  moreLanguages: 'और भाषाएँ…',
  modelAndDarkMode: 'मॉडल और डार्क मोड',
  language: 'भाषा',
  aiVersion: 'AI वर्ज़न',
  newChatStarted: 'नई चैट शुरू हुई',
};

export default chatHindi;
