import type { Messages } from '../pl/index.ts';
import { shellEn } from './shell.ts';
import { listingEn } from './listing.ts';
import { chromeEn } from './chrome.ts';
import { sessionEn } from './session.ts';
import { alertsEn } from './alerts.ts';
import { alertLinksEn } from './alertLinks.ts';
import { alertListEn } from './alertList.ts';
import { alertFormEn } from './alertForm.ts';
import { privacyEn } from './privacy.ts';
import { calculatorEn } from './calculator.ts';
import { homepageEn } from './homepage.ts';
import { companiesEn } from './companies.ts';
import { profileEn } from './profile.ts';
import { applicationsEn } from './applications.ts';
import { invitationsEn } from './invitations.ts';
import { chatEn } from './chat.ts';

/** Every English text; the type makes a missing key a compile error. */
export const en: Messages = {
  ...shellEn,
  ...listingEn,
  ...chromeEn,
  ...sessionEn,
  ...alertsEn,
  ...alertLinksEn,
  ...alertListEn,
  ...alertFormEn,
  ...privacyEn,
  ...calculatorEn,
  ...homepageEn,
  ...companiesEn,
  ...profileEn,
  ...applicationsEn,
  ...invitationsEn,
  ...chatEn,
};
