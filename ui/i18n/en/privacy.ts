import type { Widen } from '../Widen.ts';
import type { privacyPl } from '../pl/privacy.ts';

export const privacyEn: Widen<typeof privacyPl> = {
  privacy: {
    title: 'Privacy policy',
    intro: 'This page says what {{tenant}} keeps about you, why, and how to stop it.',
    sections: {
      alerts: {
        heading: 'Job alerts',
        body: 'When you create an alert we keep your e-mail address, the saved search, the frequency and the agreements you tick. An alert starts only after you press the button in its activation e-mail. Every e-mail has a one-click unsubscribe link; unsubscribing deletes that alert.',
      },
      account: {
        heading: 'Candidate account',
        body: 'An account keeps your first and last name, e-mail address and a hash of your password (never the password itself), and your favourite offers and saved searches. Your login session lives in an HttpOnly cookie that the page’s scripts cannot read.',
      },
      device: {
        heading: 'Data in your browser',
        body: 'Without logging in, saved searches (up to 10) and recent searches stay in your browser only. You can remove them at any time by clearing the site’s data.',
      },
      cookies: {
        heading: 'Cookies and statistics',
        body: 'Strictly necessary cookies remember your language, colour mode, currency and your cookie decision. Statistics (which filter switches are used, with no personal data) are sent only if you allow performance cookies. Change your decision in the cookie settings in the footer.',
      },
      rights: {
        heading: 'Your rights',
        body: 'You may see, correct and delete your data. Write to the site’s administrator; account data is deleted with the account.',
      },
    },
  },
};
