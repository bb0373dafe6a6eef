import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { publicationProblem } from '../../../core/offers/lifecycle/editing/publicationProblem.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { OfferAccess, OfferPublication, OfferStatus } from '../../../core/offers/lifecycle/OfferDraft.ts';
import type { PrepaidCode, PrepaidCodes, VerifiedCode } from '../../../core/offers/lifecycle/PrepaidCodes.ts';
import type { Caller, LedgerOffer, OfferLedgerInMemory } from './OfferLedgerInMemory.ts';

type StoredCode = PrepaidCode & { readonly companyId: number };

const ACCEPTS: Readonly<Record<'publish' | 'extend', readonly OfferStatus[]>> = { publish: ['draft', 'paid'], extend: ['published', 'expired'] };

/** Prepaid codes in memory: a company's codes, each publishing or extending one offer once. */
export class PrepaidCodesInMemory implements PrepaidCodes {
  constructor(
    private readonly ledger: OfferLedgerInMemory,
    /** Who calls: read at each call, as the gateway reads the bearer. */
    private readonly caller: () => Caller,
  ) {}

  list(): ResultAsync<readonly PrepaidCode[], LifecycleFailure> {
    const caller = this.caller();
    if (caller === null || caller === 'invalid') return errAsync({ kind: 'unauthorized' });
    this.ledger.welcome(caller.companyId);
    const codes = [...this.ledger.codes.values()].filter((code) => code.companyId === caller.companyId).reverse();
    return okAsync(codes.map(({ companyId: _company, ...code }) => code));
  }

  verify(access: OfferAccess, code: string, extend: boolean): ResultAsync<VerifiedCode, LifecycleFailure> {
    return this.check(access, code, extend ? 'extend' : 'publish').map(({ found }) => ({
      code: found.code,
      pricingPlan: found.pricingPlan,
      days: found.days,
      extend,
    }));
  }

  publish(access: OfferAccess, code: string): ResultAsync<OfferPublication, LifecycleFailure> {
    return this.use(access, code, 'publish');
  }

  extend(access: OfferAccess, code: string): ResultAsync<OfferPublication, LifecycleFailure> {
    return this.use(access, code, 'extend');
  }

  private use(access: OfferAccess, code: string, use: 'publish' | 'extend'): ResultAsync<OfferPublication, LifecycleFailure> {
    return this.check(access, code, use).andThen(({ offer, found }) => {
      const problem = use === 'publish' ? publicationProblem(offer.draft) : null;
      if (problem) return errAsync(problem);
      this.ledger.codes.set(found.code, { ...found, status: 'used', usedAt: this.ledger.iso(), usedFor: offer.draft.slug });
      if (use === 'publish') this.ledger.publish(offer, found.days);
      else this.ledger.extend(offer, found.days);
      return okAsync(this.ledger.publication(offer));
    });
  }

  private check(
    access: OfferAccess,
    code: string,
    use: 'publish' | 'extend',
  ): ResultAsync<{ offer: LedgerOffer; found: StoredCode }, LifecycleFailure> {
    if (this.caller() === 'invalid') return errAsync({ kind: 'unauthorized' });
    const offer: LedgerOffer | undefined = this.ledger.open(access, this.caller());
    if (!offer) return errAsync({ kind: 'not-found' });
    const found = this.ledger.codes.get(code.trim().toUpperCase());
    if (!found || found.companyId !== offer.companyId) return errAsync({ kind: 'code-not-found' });
    if (found.status === 'used') return errAsync({ kind: 'code-used' });
    if (found.expiresAt < this.ledger.iso()) return errAsync({ kind: 'code-expired' });
    if (!ACCEPTS[use].includes(offer.draft.status)) return errAsync({ kind: 'wrong-offer-status', status: offer.draft.status });
    return okAsync({ offer, found });
  }
}
