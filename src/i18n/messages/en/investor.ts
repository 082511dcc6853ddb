/** The investor portal on /investor-portal: login and the session's toasts (the dashboard's are ./investor-dashboard.ts). */
const english = {
  checkingSession: 'Checking your session…',
  loginHeading: 'Access your account',
  loginIntro: 'Enter the unique investor code from your welcome letter to see your account, payments and statements.',
  accessAccount: 'Access Account',
  authenticating: 'Authenticating...',
  /** The server's refusal when its answer carries no text of its own. */
  invalidCode: 'Invalid investor code',
  loginFailed: 'Login Failed',
  loginError: 'Login Error',
  unreachable: 'Unable to connect to server',
  loginSuccessful: 'Login Successful',
  welcomeToDashboard: 'Welcome to your investor dashboard.',
  statementDownloaded: 'Statement Downloaded',
  statementDownloadedText: 'Your investment statement has been downloaded successfully.',
  downloadFailed: 'Download Failed',
  downloadFailedText: 'Unable to download statement.',
};

export default english;
