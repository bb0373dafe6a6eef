import { panelEditorPl } from './employer/editor.ts';
import { panelApplicationsPl } from './applications.ts';
import { panelOffersPl } from './employer/offers.ts';
import { panelChromePl } from './employer/panel.ts';
import { panelCompanyPl } from './employer/company.ts';
import { panelPricingPl } from './employer/pricing.ts';
import { panelSessionPl } from './employer/session.ts';
import { panelCandidatesPl } from './employer/candidates.ts';
import { panelChatsPl } from './employer/chats.ts';

/**
 * Every Polish text of the employer panel, under `panel`. They are not in the candidate pages'
 * index (./index.ts): the panel's layout route hands a page its own language's panel texts as
 * loader data, so candidate pages carry none of them (docs/architecture.md, "The employer panel").
 */
export const employerPl = {
  panel: {
    ...panelSessionPl,
    ...panelChromePl,
    ...panelCompanyPl,
    ...panelOffersPl,
    ...panelPricingPl,
    ...panelEditorPl,
    ...panelApplicationsPl,
    ...panelCandidatesPl,
    ...panelChatsPl,
  },
};

export type EmployerMessages = import('../Widen.ts').Widen<typeof employerPl>;
