/** Every word of the candidate password e-mails, in both languages of the boards. `{x}` marks a value. */
export const passwordMailText = {
  pl: {
    greeting: 'Dzień dobry,',
    claimSubject: 'Ustaw hasło do swojego konta w {tenant}',
    claimIntro:
      'konto dla tego adresu założono w {tenant} przy zapisie na powiadomienia o ofertach, ale nie ma jeszcze hasła. Ustaw je, aby się zalogować.',
    resetSubject: 'Nowe hasło do konta w {tenant}',
    resetIntro: 'ktoś (mamy nadzieję, że Ty) poprosił o nowe hasło do Twojego konta kandydata w {tenant}.',
    action: 'Ustaw hasło',
    claimHint: 'Link jest ważny 30 dni i działa raz. Jeśli to nie Ty, zignoruj tę wiadomość.',
    resetHint: 'Link jest ważny godzinę i działa raz. Jeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.',
    footer: 'Wiadomość wysłana automatycznie przez {tenant} w sprawie Twojego konta.',
  },
  en: {
    greeting: 'Hello,',
    claimSubject: 'Set the password of your account at {tenant}',
    claimIntro: 'an account for this address was made at {tenant} when you signed up for job alerts, but it has no password yet. Set one to log in.',
    resetSubject: 'A new password for your account at {tenant}',
    resetIntro: 'someone (we hope it was you) asked for a new password for your candidate account at {tenant}.',
    action: 'Set the password',
    claimHint: 'The link works once, for 30 days. If this was not you, ignore this message.',
    resetHint: 'The link works once, for an hour. If this was not you, ignore this message: your password stays as it is.',
    footer: 'Sent automatically by {tenant} about your account.',
  },
} as const;
