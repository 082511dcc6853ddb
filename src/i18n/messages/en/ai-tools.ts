/**
 * The AI voice tools on /ai-tools up to the tools: the session check, the access choice, the card login and prompt.
 * The tools' own texts, the free trial's count and refusals among them, load with them (./voice-tools.ts).
 */
const english = {
  checkingSession: 'Checking your session…',
  freeTrial: 'Free trial',
  cloningForHoldersStrong: 'Voice cloning is for voice card holders.',
  cloningForHoldersBefore: 'Log in with your card to clone your voice, or',
  readHowToGetCard: 'read how to get a card',
  loginWithYourCard: 'Log in with your card',
  cardIntro: (max: string) =>
    `The voice card is our prepaid card for these tools. Card holders convert up to ${max} characters at a time and can clone their own voice. Sign in with your mobile number and 4-digit PIN.`,
  whatTheCardIs: 'What the card is and how to get one',
  loginWithCard: 'Log in with card',
  startTheTrial: 'Start the free trial',
  trialUsedUp: (limit: number) =>
    `Your free trial of ${limit} characters on this browser is used up. Log in with your card to continue.`,
  trialIntro: (limit: number) =>
    `Try text to speech without signing in: ${limit} characters in total, in Hindi, English and more. No card needed.`,
  startFreeTrial: 'Start free trial',
  mobileNumber: 'Mobile Number',
  pin: '4-Digit PIN',
  loggingIn: 'Logging in...',
  logIn: 'Log in',
  loginUnreached: 'Unable to connect to server. Please try again.',
  invalidLogin: 'Invalid mobile number or PIN.',
  getTheCard: 'Get the card for more usage',
  cardPromptBefore: (max: string) =>
    `Your free trial is complete. With a card you can convert up to ${max} characters at a time and clone your own voice. To apply for a card, write to`,
  orCall: (phone: string) => `or call ${phone}.`,
};

export default english;
