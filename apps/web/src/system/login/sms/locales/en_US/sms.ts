/** The login page's SMS code (`loginSms.…`). */
export const loginSms = {
  phone: 'Linked mobile number',
  phonePlaceholder: 'The linked mobile number shows once you enter the account',
  lookingUp: 'Looking up the linked mobile number…',
  codePlaceholder: 'SMS verification code',
  codeRequired: 'Phone verification code is required',
  send: 'Get code',
  resendIn: 'Resend in {{n}} s',
  sent: 'Code sent',
  sendFailed: 'SMS sending failed',
};
