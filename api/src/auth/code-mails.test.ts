import { describe, expect, it } from 'vitest';
import { codeMail, readCodeMail } from './code-mails';

describe('code mails', () => {
  it('greet the shopper and name the shop, the code and its 10-minute validity', () => {
    const mail = codeMail('signup', 'asha@example.in', '042317', 'Asha Patel');
    expect(mail).toMatchObject({ to: 'asha@example.in', subject: 'Your Ujjwal Home Care sign-up code' });
    expect(mail.text).toContain('Hello Asha Patel,');
    expect(mail.text).toContain('Your code to finish signing up at Ujjwal Home Care is 042317.');
    expect(mail.text).toContain('10 minutes');
  });

  it('are read back for the development endpoint, and no other mail is', () => {
    expect(readCodeMail(codeMail('reset', 'a@b.in', '123456'))).toEqual({ otp: '123456', purpose: 'reset' });
    expect(readCodeMail(codeMail('login', 'a@b.in', '000001'))).toEqual({ otp: '000001', purpose: 'login' });
    expect(readCodeMail({ subject: 'Thanks for your inquiry', text: 'Ref 123456.' })).toBeUndefined();
  });
});
