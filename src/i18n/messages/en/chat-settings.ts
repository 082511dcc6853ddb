import { namespace } from '../../words';

/** The chat settings on /settings. */
export const chatSettingsWords = namespace('chatSettings', {
  backToChat: 'Back to Chat',
  model: 'Model',
  darkMode: 'Dark mode',
  on: 'On',
  off: 'Off',
  savedNote: 'Changes are saved straight away in this browser and apply to the chat.',
});
