import { describe, expect, it } from 'vitest';
import { readSettings, SettingError } from '../../composition/server/settings.ts';

describe('e-mail settings', () => {
  it('defaults to the outbox only, links to localhost on the port, and a local sender', () => {
    const settings = readSettings({ PORT: '4100' });
    expect(settings).toMatchObject({ smtpUrl: null, publicUrl: 'http://localhost:4100', mailFrom: 'no-reply@jobboard.localhost' });
  });

  it('reads SMTP_URL, PUBLIC_URL (without its trailing slash) and MAIL_FROM', () => {
    const settings = readSettings({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      PUBLIC_URL: 'https://jobboard.example/',
      MAIL_FROM: 'alerts@jobboard.example',
    });
    expect(settings).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      publicUrl: 'https://jobboard.example',
      mailFrom: 'alerts@jobboard.example',
    });
  });

  it.each([
    [{ SMTP_URL: 'mail.example:25' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'jobboard.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'ftp://jobboard.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://jobboard.example/?x=1' }, /PUBLIC_URL/],
    [{ MAIL_FROM: 'Jobboard <a@b.c>' }, /MAIL_FROM/],
  ])('refuses %j', (env, message) => {
    expect(() => readSettings(env)).toThrow(SettingError);
    expect(() => readSettings(env)).toThrow(message);
  });
});
