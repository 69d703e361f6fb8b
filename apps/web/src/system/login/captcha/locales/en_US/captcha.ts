/** The login's captchas (`captcha.…`). */
export const captcha = {
  title: 'Please complete the security check',
  clickWordHint: 'Click in order: {{words}}',
  sliderHint: 'Slide to the right to verify',
  succeeded: 'Verified ({{seconds}} s)',
  failed: 'Verification failed',
  refresh: 'Another image',
  loading: 'Loading…',
  notVerified: 'Not verified: please complete the security check first',
  digitPlaceholder: 'Enter captcha',
  digitRequired: 'Please enter the captcha',
  digitAlt: 'Captcha image failed to load',
  digitTitle: 'Click to refresh the captcha',
};
