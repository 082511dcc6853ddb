/** The chat settings on /settings. */
const english = {
  backToChat: 'Back to Chat',
  model: 'Model',
  darkMode: 'Dark mode',
  on: 'On',
  off: 'Off',
  savedNote: 'Changes are saved straight away in this browser and apply to the chat.',
};

export default english;
