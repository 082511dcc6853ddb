/** The staff sign-in on /admin: the gate, its checks and the page heading before the back office loads. */
const english = {
  loginHeading: 'Admin login',
  dashboardHeading: 'Admin Dashboard',
  checkingSession: 'Checking your session…',
  loadingDashboard: 'Loading the dashboard…',
  signIn: 'Sign in',
  gateIntro: 'Sign in with your staff e-mail, password and authenticator code.',
  email: 'E-mail',
  password: 'Password',
  authCode: 'Authenticator code',
  authCodeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  checking: 'Checking…',
  logIn: 'Log in',
  invalidPassword: 'Invalid password. Please contact administrator.',
  setupChecking: 'Checking your set-up link…',
};

export default english;
