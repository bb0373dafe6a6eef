import type { QueuedModal } from '../../../ui-state/ModalQueue.ts';
import type { EmployerRole } from '../../EmployerProfile.ts';
import type { Company } from '../Company.ts';

/** The device remembers a dismissed promotion under this key, with the promotion's id as the value. */
export const MARKETING_PROMO_KEY = 'jobboard.employer.marketingPromo';
/** The promotion running now: a new id shows it again to those who dismissed an older one. */
export const MARKETING_PROMO_ID = '2026-employer-brand';

/**
 * The panel's prompts for this user and company, in no particular order (the modal queue ranks
 * them): company-data while the company has no logo of its own or no short description, and
 * company-profile while its brand story is not published (both for admins, who alone can act on
 * them), marketing-promo until dismissed.
 */
export function panelPrompts(role: EmployerRole, company: Company, promoDismissed: boolean): QueuedModal[] {
  const prompts: QueuedModal[] = [];
  if (role === 'admin' && (!company.data.hasOwnLogo || company.data.shortDescription.trim() === '')) prompts.push('company-data');
  if (role === 'admin' && company.brandStory !== 'published') prompts.push('company-profile');
  if (!promoDismissed) prompts.push('marketing-promo');
  return prompts;
}
