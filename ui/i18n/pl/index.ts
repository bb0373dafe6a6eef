import { shellPl } from './shell.ts';
import { listingPl } from './listing.ts';
import { chromePl } from './chrome.ts';
import { sessionPl } from './session.ts';
import { alertsPl } from './alerts.ts';
import { alertLinksPl } from './alertLinks.ts';
import { alertListPl } from './alertList.ts';
import { alertFormPl } from './alertForm.ts';
import { privacyPl } from './privacy.ts';
import { calculatorPl } from './calculator.ts';
import { homepagePl } from './homepage.ts';
import { companiesPl } from './companies.ts';
import { profilePl } from './profile.ts';
import { applicationsPl } from './applications.ts';
import { invitationsPl } from './invitations.ts';
import { chatPl } from './chat.ts';

/**
 * Every Polish text, one namespace object per feature file. The English index must have exactly the
 * same keys: checked by the type below and by tests/ui/i18n.test.ts.
 */
export const pl = {
  ...shellPl,
  ...listingPl,
  ...chromePl,
  ...sessionPl,
  ...alertsPl,
  ...alertLinksPl,
  ...alertListPl,
  ...alertFormPl,
  ...privacyPl,
  ...calculatorPl,
  ...homepagePl,
  ...companiesPl,
  ...profilePl,
  ...applicationsPl,
  ...invitationsPl,
  ...chatPl,
};

export type Messages = import('../Widen.ts').Widen<typeof pl>;
