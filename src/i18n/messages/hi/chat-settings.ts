import type { Messages } from '../en';

/** The Hindi texts of ../en/chat-settings.ts. */
const chatSettingsHindi: Messages['chatSettings'] = {
  backToChat: 'चैट पर वापस',
  model: 'मॉडल',
  darkMode: 'डार्क मोड',
  on: 'चालू',
  off: 'बंद',
  savedNote: 'बदलाव इसी ब्राउज़र में तुरंत सेव हो जाते हैं और चैट पर लागू होते हैं।',
};

export default chatSettingsHindi;
