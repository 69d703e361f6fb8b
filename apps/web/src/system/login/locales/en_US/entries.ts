/** Texts of CAS single sign-on and the special login entries (`loginEntries.…`), loaded when the login page needs them. */
export const loginEntries = {
  passwordMode: 'Account and password',
  casMode: 'CAS single sign-on',
  casHint: 'You will be taken to the central sign-on service and brought back here once signed in',
  casSubmit: 'Continue to single sign-on',
  casChecking: 'Verifying your single sign-on…',
  casFailed: 'Authentication failed. Please check the backend service',
  entryChecking: 'Signing you in through the login link…',
  entryNeedsCheck: 'The login link filled in your account and password. Complete the verification, then click Log in',
  entryFailed: 'Login through the link failed: {{msg}}',
};
