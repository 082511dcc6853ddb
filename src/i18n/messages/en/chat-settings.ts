import { type Namespace, namespace } from '../../words';

/** The chat settings on /settings. */
const english = {
  backToChat: 'Back to Chat',
  model: 'Model',
  darkMode: 'Dark mode',
  on: 'On',
  off: 'Off',
  savedNote: 'Changes are saved straight away in this browser and apply to the chat.',
};

export const chatSettingsWords: Namespace<'chatSettings', typeof english> = namespace(
  'chatSettings',
  english,
  () => import('../hi/chat-settings'),
);
