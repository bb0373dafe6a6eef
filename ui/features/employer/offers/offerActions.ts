import type { EmployerOfferItem } from '../../../../core/offers/lifecycle/EmployerOffers.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';

export type OfferAction = 'edit' | 'pay' | 'publishWithCode' | 'view' | 'extend' | 'extendWithCode' | 'statistics' | 'finish' | 'delete';

/** What the panel offers to do with an offer in each state (the gateway's lifecycle, docs/offer-lifecycle.md). */
export function actionsFor(status: EmployerOfferItem['status']): readonly OfferAction[] {
  switch (status) {
    case 'draft':
      return ['edit', 'pay', 'publishWithCode', 'delete'];
    case 'paid':
      return ['edit', 'delete'];
    case 'published':
      return ['edit', 'view', 'statistics', 'extend', 'extendWithCode', 'finish'];
    case 'expired':
      return ['statistics', 'extend', 'extendWithCode', 'delete'];
    case 'finished':
      return ['statistics', 'delete'];
  }
}

/** The panel address of a link action (finish and delete are buttons). */
export function actionHref(action: OfferAction, slug: string, language: Language): string | null {
  const base = `/employer/offers/${encodeURIComponent(slug)}`;
  switch (action) {
    case 'edit':
      return `${base}/edit`;
    case 'pay':
      return `${base}/payment`;
    case 'extend':
      return `${base}/payment?extend=1`;
    case 'publishWithCode':
      return `${base}/code`;
    case 'extendWithCode':
      return `${base}/code?extend=1`;
    case 'statistics':
      return `${base}/statistics`;
    case 'view':
      return `${language === 'pl' ? '/oferta-pracy' : '/job-offer'}/${encodeURIComponent(slug)}`;
    default:
      return null;
  }
}
