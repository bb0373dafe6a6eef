import type { EditorDictionaries } from '../../../core/offers/lifecycle/OfferDictionaries.ts';
import type { OfferAccess, OfferDraft, OfferPublication } from '../../../core/offers/lifecycle/OfferDraft.ts';
import type { PrepaidCode } from '../../../core/offers/lifecycle/PrepaidCodes.ts';
import type { PricingPlan } from '../../../core/offers/lifecycle/PricingPlans.ts';

export interface LedgerOffer {
  draft: OfferDraft;
  companyId: number | null;
  readonly token: string;
  deleted: boolean;
}

export interface LedgerPayment {
  readonly id: string;
  readonly slug: string;
  readonly companyId: number | null;
  readonly days: number;
  readonly extend: boolean;
  status: 'pending' | 'paid' | 'declined';
}

/** Who calls: nobody logged in (null), an employer of a company, or a bearer the gateway would refuse. */
export type Caller = null | { readonly companyId: number } | 'invalid';

export interface OfferLedgerOptions {
  readonly plans: readonly PricingPlan[];
  readonly dictionaries: EditorDictionaries;
  readonly now: () => Date;
}

const DAY_MS = 86_400_000;

/**
 * The fake gateway's offers, codes, payments and counters, shared by the lifecycle fakes: an
 * offer opens for an employer of its company or for its edit token (a guest's draft opened by an
 * employer becomes that company's), as the gateway's `openOffer` does.
 */
export class OfferLedgerInMemory {
  readonly offers = new Map<string, LedgerOffer>();
  readonly codes = new Map<string, PrepaidCode & { readonly companyId: number }>();
  readonly payments = new Map<string, LedgerPayment>();
  /** Views and apply clicks by offer slug, as `YYYY-MM-DD` per event. */
  readonly views = new Map<string, string[]>();
  readonly applyClicks = new Map<string, string[]>();
  private readonly welcomed = new Set<number>();
  private counter = 0;

  constructor(readonly options: OfferLedgerOptions) {}

  next(prefix: string): string {
    return `${prefix}-${(++this.counter).toString(36).padStart(4, '0')}`;
  }

  iso(offsetDays = 0): string {
    return new Date(this.options.now().getTime() + offsetDays * DAY_MS).toISOString();
  }

  /** The offer `access` reaches, or undefined (no such offer, deleted, or not the caller's). */
  open(access: OfferAccess, caller: Caller): LedgerOffer | undefined {
    const offer = this.offers.get(access.slug);
    if (!offer || offer.deleted) return undefined;
    const company = caller !== null && caller !== 'invalid' ? caller.companyId : null;
    if (company !== null && offer.companyId === company) return offer;
    if (access.token === undefined || access.token !== offer.token) return undefined;
    if (company !== null && offer.companyId === null) offer.companyId = company;
    return offer;
  }

  /** Every company starts with one welcome code, as the gateway issues one at sign-up. */
  welcome(companyId: number): void {
    if (this.welcomed.has(companyId)) return;
    this.welcomed.add(companyId);
    this.issueCode(companyId, 30);
  }

  issueCode(companyId: number, days: number, validDays = 90): string {
    const code = `WELC-${String(companyId).padStart(4, '0')}-${(++this.counter).toString(36).toUpperCase().padStart(4, '0')}`;
    this.codes.set(code, {
      code,
      companyId,
      pricingPlan: 'standard',
      days,
      status: 'available',
      createdAt: this.iso(),
      expiresAt: this.iso(validDays),
      usedAt: null,
      usedFor: null,
    });
    return code;
  }

  publish(offer: LedgerOffer, days: number): void {
    const now = this.options.now().getTime();
    const at = (offset: number) => new Date(now + offset * DAY_MS).toISOString();
    offer.draft = { ...offer.draft, status: 'published', published_at: at(0), expires_at: at(days), finished_at: null, updated_at: at(0) };
  }

  extend(offer: LedgerOffer, days: number): void {
    const base =
      offer.draft.status === 'published' && offer.draft.expires_at !== null
        ? new Date(offer.draft.expires_at).getTime()
        : this.options.now().getTime();
    offer.draft = { ...offer.draft, status: 'published', expires_at: new Date(base + days * DAY_MS).toISOString(), updated_at: this.iso() };
  }

  publication(offer: LedgerOffer): OfferPublication {
    const { id, slug, status, published_at, expires_at, finished_at } = offer.draft;
    return { id, slug, status, published_at, expires_at, finished_at };
  }

  /** What the sandbox's Pay or Decline does: the payment settles, and a paid one publishes or extends its offer. */
  settle(paymentId: string, decision: 'paid' | 'declined'): void {
    const payment = this.payments.get(paymentId);
    if (!payment || payment.status !== 'pending') return;
    payment.status = decision;
    const offer = this.offers.get(payment.slug);
    if (decision !== 'paid' || !offer) return;
    if (payment.extend) this.extend(offer, payment.days);
    else this.publish(offer, payment.days);
  }
}

/** The caller a bearer token makes of the fake employer accounts: none, an employer of a company, or a refused token. */
export function callerOf(
  accounts: { accountOf(bearer: string | null): { profile: { company: { id: number } } } | null },
  bearer: () => string | null,
): () => Caller {
  return () => {
    const token = bearer();
    if (token === null) return null;
    const account = accounts.accountOf(token);
    return account ? { companyId: account.profile.company.id } : 'invalid';
  };
}
