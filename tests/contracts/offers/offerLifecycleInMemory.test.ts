import { EmployerAccountsInMemory } from '../../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { EmployerOffersInMemory } from '../../../adapters/in-memory/offers/EmployerOffersInMemory.ts';
import { OfferDictionariesInMemory } from '../../../adapters/in-memory/offers/OfferDictionariesInMemory.ts';
import { OfferDraftsInMemory } from '../../../adapters/in-memory/offers/OfferDraftsInMemory.ts';
import { callerOf, OfferLedgerInMemory } from '../../../adapters/in-memory/offers/OfferLedgerInMemory.ts';
import { PaymentsInMemory } from '../../../adapters/in-memory/offers/PaymentsInMemory.ts';
import { PrepaidCodesInMemory } from '../../../adapters/in-memory/offers/PrepaidCodesInMemory.ts';
import { PricingPlansInMemory } from '../../../adapters/in-memory/offers/PricingPlansInMemory.ts';
import { employerOffersContract } from './employerOffers.contract.ts';
import { fixtureDictionaries, fixturePlans, fixtureTestimonials } from './lifecycleFixtures.ts';
import type { LifecyclePorts, LifecycleWorld } from './lifecycleWorld.ts';
import { offerDictionariesContract } from './offerDictionaries.contract.ts';
import { offerDraftsContract } from './offerDrafts.contract.ts';
import { paymentsContract } from './payments.contract.ts';
import { prepaidCodesContract } from './prepaidCodes.contract.ts';
import { pricingPlansContract } from './pricingPlans.contract.ts';

const accounts = new EmployerAccountsInMemory();
// A clock that moves a millisecond per reading, as the gateway's does between two writes: "newest change first" is defined.
let tick = 0;
const ledger = new OfferLedgerInMemory({
  plans: fixturePlans,
  dictionaries: fixtureDictionaries,
  now: () => new Date(Date.UTC(2025, 5, 1, 12) + ++tick),
});
let companies = 0;

function ports(token: string | null): LifecyclePorts {
  const caller = callerOf(accounts, () => token);
  return {
    drafts: new OfferDraftsInMemory(ledger, caller),
    offers: new EmployerOffersInMemory(ledger, caller),
    codes: new PrepaidCodesInMemory(ledger, caller),
    payments: new PaymentsInMemory(ledger, caller),
  };
}

const world: LifecycleWorld = {
  employer: async () => {
    const account = accounts.addAccount({
      email: `company${++companies}@example.com`,
      password: 'x',
      name: 'Ada',
      phone: null,
      companyName: 'Acme',
      confirmed: true,
    });
    return ports(accounts.issueAccessToken(account.profile.email));
  },
  guest: async () => ports(null),
  pricing: () => new PricingPlansInMemory(fixturePlans, fixtureTestimonials),
  dictionaries: () => new OfferDictionariesInMemory(fixtureDictionaries),
  plan: 'standard',
  settle: async (paymentId, decision) => ledger.settle(paymentId, decision),
};

offerDraftsContract('OfferDraftsInMemory', world);
employerOffersContract('EmployerOffersInMemory', world);
prepaidCodesContract('PrepaidCodesInMemory', world);
paymentsContract('PaymentsInMemory', world);
pricingPlansContract('PricingPlansInMemory', world);
offerDictionariesContract('OfferDictionariesInMemory', world);
