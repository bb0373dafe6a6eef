import type { EmployerMessages } from '../pl/employer.ts';
import { panelEditorEn } from './employer/editor.ts';
import { panelApplicationsEn } from './applications.ts';
import { panelOffersEn } from './employer/offers.ts';
import { panelChromeEn } from './employer/panel.ts';
import { panelCompanyEn } from './employer/company.ts';
import { panelPricingEn } from './employer/pricing.ts';
import { panelSessionEn } from './employer/session.ts';
import { panelCandidatesEn } from './employer/candidates.ts';
import { panelChatsEn } from './employer/chats.ts';

/** Every English text of the employer panel; the type makes a missing key a compile error. */
export const employerEn: EmployerMessages = {
  panel: {
    ...panelSessionEn,
    ...panelChromeEn,
    ...panelCompanyEn,
    ...panelOffersEn,
    ...panelPricingEn,
    ...panelEditorEn,
    ...panelApplicationsEn,
    ...panelCandidatesEn,
    ...panelChatsEn,
  },
};
