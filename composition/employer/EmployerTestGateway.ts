import { EmployerAccountsInMemory } from '../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { EmployerAuthenticationInMemory } from '../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import { EmployerProfilesInMemory } from '../../adapters/in-memory/employer/EmployerProfilesInMemory.ts';
import { EmployerOffersInMemory } from '../../adapters/in-memory/offers/EmployerOffersInMemory.ts';
import { OfferDictionariesInMemory } from '../../adapters/in-memory/offers/OfferDictionariesInMemory.ts';
import { OfferDraftsInMemory } from '../../adapters/in-memory/offers/OfferDraftsInMemory.ts';
import { callerOf, OfferLedgerInMemory } from '../../adapters/in-memory/offers/OfferLedgerInMemory.ts';
import { PaymentsInMemory } from '../../adapters/in-memory/offers/PaymentsInMemory.ts';
import { PrepaidCodesInMemory } from '../../adapters/in-memory/offers/PrepaidCodesInMemory.ts';
import { PricingPlansInMemory } from '../../adapters/in-memory/offers/PricingPlansInMemory.ts';
import { BearerTokenStoreInMemory } from '../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import type { EditorDictionaries } from '../../core/offers/lifecycle/OfferDictionaries.ts';
import type { PricingPlan, Testimonial } from '../../core/offers/lifecycle/PricingPlans.ts';

export interface EmployerTestGatewayOptions {
  readonly plans: readonly PricingPlan[];
  readonly testimonials?: readonly Testimonial[];
  readonly dictionaries: EditorDictionaries;
  readonly now: () => Date;
}

/**
 * A fake employer gateway for the panel's tests: accounts, the refresh cookie, offers, codes and
 * payments in memory, every port reading the panel's employer bearer as the real gateway would.
 */
export class EmployerTestGateway {
  readonly bearer = new BearerTokenStoreInMemory();
  readonly accounts = new EmployerAccountsInMemory();
  readonly ledger: OfferLedgerInMemory;
  readonly authentication: EmployerAuthenticationInMemory;
  readonly profiles: EmployerProfilesInMemory;
  readonly drafts: OfferDraftsInMemory;
  readonly offers: EmployerOffersInMemory;
  readonly codes: PrepaidCodesInMemory;
  readonly payments: PaymentsInMemory;
  readonly pricing: PricingPlansInMemory;
  readonly dictionaries: OfferDictionariesInMemory;

  constructor(options: EmployerTestGatewayOptions) {
    this.ledger = new OfferLedgerInMemory({ plans: options.plans, dictionaries: options.dictionaries, now: options.now });
    const caller = callerOf(this.accounts, () => this.bearer.get());
    this.authentication = new EmployerAuthenticationInMemory(this.accounts);
    this.profiles = new EmployerProfilesInMemory(this.accounts, () => this.bearer.get());
    this.drafts = new OfferDraftsInMemory(this.ledger, caller);
    this.offers = new EmployerOffersInMemory(this.ledger, caller);
    this.codes = new PrepaidCodesInMemory(this.ledger, caller);
    this.payments = new PaymentsInMemory(this.ledger, caller);
    this.pricing = new PricingPlansInMemory(options.plans, options.testimonials ?? []);
    this.dictionaries = new OfferDictionariesInMemory(options.dictionaries);
  }

  /** A confirmed account whose login lives on this device (the refresh cookie set, a token stored). */
  logIn(email = 'ada@example.com'): void {
    if (!this.accounts.accounts.has(email))
      this.accounts.addAccount({ email, password: 'Employer-pass-2026!', name: 'Ada Employer', phone: null, companyName: 'Acme', confirmed: true });
    this.accounts.refreshCookie = email;
    this.bearer.set(this.accounts.issueAccessToken(email));
  }
}
