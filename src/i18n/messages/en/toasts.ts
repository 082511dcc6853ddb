/** The notifications region. */
const english = {
  region: (hotkey: string) => `Notifications (${hotkey})`,
  close: 'Close notification',
  error: 'Error',
  errorPrefix: 'Error: ',
};

export default english;
