import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { EmployerOfferPage, EmployerOffers, OfferEnd, OfferStatistics, StatisticsQuery } from '../../../core/offers/lifecycle/EmployerOffers.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { OfferAccess, OfferPublication, OfferStatus } from '../../../core/offers/lifecycle/OfferDraft.ts';
import type { Caller, LedgerOffer, OfferLedgerInMemory } from './OfferLedgerInMemory.ts';

const DAY_MS = 86_400_000;
const day = (date: Date): string => date.toISOString().slice(0, 10);
const count = (events: readonly string[] | undefined, date?: string): number =>
  (events ?? []).filter((event) => date === undefined || event === date).length;

/** The panel's offers in memory: the caller's company's, never deleted ones, newest change first. */
export class EmployerOffersInMemory implements EmployerOffers {
  constructor(
    private readonly ledger: OfferLedgerInMemory,
    /** Who calls: read at each call, as the gateway reads the bearer. */
    private readonly caller: () => Caller,
  ) {}

  list(page: number, pageSize: number, status?: OfferStatus): ResultAsync<EmployerOfferPage, LifecycleFailure> {
    return this.companyOffers().map((offers) => {
      const matching = offers
        .filter((offer) => status === undefined || offer.draft.status === status)
        .sort((a, b) => b.draft.updated_at.localeCompare(a.draft.updated_at));
      const items = matching.slice((page - 1) * pageSize, page * pageSize).map(({ draft }) => ({
        id: draft.id,
        slug: draft.slug,
        title: draft.title,
        status: draft.status,
        pricingPlan: draft.pricing_plan,
        createdAt: draft.created_at,
        updatedAt: draft.updated_at,
        publishedAt: draft.published_at,
        expiresAt: draft.expires_at,
        finishedAt: draft.finished_at,
        views: count(this.ledger.views.get(draft.slug)),
        applyClicks: count(this.ledger.applyClicks.get(draft.slug)),
      }));
      return { items, page, pageSize, total: matching.length };
    });
  }

  statistics(query: StatisticsQuery): ResultAsync<OfferStatistics, LifecycleFailure> {
    return this.companyOffers().map((offers) => {
      const to = query.to ?? day(this.ledger.options.now());
      const from = query.from ?? day(new Date(new Date(`${to}T00:00:00Z`).getTime() - 29 * DAY_MS));
      const chosen = offers.filter((offer) => query.slug === undefined || offer.draft.slug === query.slug);
      const dates: string[] = [];
      for (let time = new Date(`${from}T00:00:00Z`).getTime(); time <= new Date(`${to}T00:00:00Z`).getTime(); time += DAY_MS)
        dates.push(day(new Date(time)));
      const inRange = (events: readonly string[] | undefined) => (events ?? []).filter((event) => event >= from && event <= to);
      const perOffer = chosen.map(({ draft }) => ({
        slug: draft.slug,
        title: draft.title,
        views: inRange(this.ledger.views.get(draft.slug)).length,
        applyClicks: inRange(this.ledger.applyClicks.get(draft.slug)).length,
      }));
      const days = dates.map((date) => ({
        date,
        views: chosen.reduce((sum, offer) => sum + count(this.ledger.views.get(offer.draft.slug), date), 0),
        applyClicks: chosen.reduce((sum, offer) => sum + count(this.ledger.applyClicks.get(offer.draft.slug), date), 0),
      }));
      const totals = {
        views: perOffer.reduce((sum, offer) => sum + offer.views, 0),
        applyClicks: perOffer.reduce((sum, offer) => sum + offer.applyClicks, 0),
      };
      return { from, to, days, offers: perOffer, totals };
    });
  }

  end(slug: string): ResultAsync<OfferEnd, LifecycleFailure> {
    return this.companyOffers().andThen((offers) => {
      const offer = offers.find((candidate) => candidate.draft.slug === slug);
      if (!offer) return errAsync({ kind: 'not-found' } as const);
      const { draft } = offer;
      return okAsync({
        slug: draft.slug,
        title: draft.title,
        status: draft.status,
        publishedAt: draft.published_at,
        expiresAt: draft.expires_at,
        finishedAt: draft.finished_at,
        canFinish: draft.status === 'published',
        canDelete: draft.status !== 'published',
      });
    });
  }

  finish(access: OfferAccess): ResultAsync<OfferPublication, LifecycleFailure> {
    return this.opened(access).andThen((offer) => {
      if (offer.draft.status !== 'published') return errAsync({ kind: 'wrong-offer-status', status: offer.draft.status } as const);
      offer.draft = { ...offer.draft, status: 'finished', finished_at: this.ledger.iso(), updated_at: this.ledger.iso() };
      return okAsync(this.ledger.publication(offer));
    });
  }

  remove(access: OfferAccess): ResultAsync<void, LifecycleFailure> {
    return this.opened(access).andThen((offer) => {
      if (offer.draft.status === 'published') return errAsync({ kind: 'wrong-offer-status', status: offer.draft.status } as const);
      offer.deleted = true;
      return okAsync(undefined);
    });
  }

  private opened(access: OfferAccess): ResultAsync<LedgerOffer, LifecycleFailure> {
    if (this.caller() === 'invalid') return errAsync({ kind: 'unauthorized' });
    const offer = this.ledger.open(access, this.caller());
    return offer ? okAsync(offer) : errAsync({ kind: 'not-found' });
  }

  private companyOffers(): ResultAsync<LedgerOffer[], LifecycleFailure> {
    const caller = this.caller();
    if (caller === null || caller === 'invalid') return errAsync({ kind: 'unauthorized' });
    return okAsync([...this.ledger.offers.values()].filter((offer) => !offer.deleted && offer.companyId === caller.companyId));
  }
}
