/** Texts every island shares: buttons and the network error. */
const english = {
  back: 'Back',
  close: 'Close',
  choose: 'Choose…',
  networkError: 'Could not reach the server. Check your connection and try again.',
};

export default english;
