import { EmployerAccountsInMemory } from '../../../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { EmployerAuthenticationInMemory } from '../../../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import { EmployerOffersInMemory } from '../../../../adapters/in-memory/offers/EmployerOffersInMemory.ts';
import { OfferDraftsInMemory } from '../../../../adapters/in-memory/offers/OfferDraftsInMemory.ts';
import { callerOf, OfferLedgerInMemory } from '../../../../adapters/in-memory/offers/OfferLedgerInMemory.ts';
import { PaymentsInMemory } from '../../../../adapters/in-memory/offers/PaymentsInMemory.ts';
import { PrepaidCodesInMemory } from '../../../../adapters/in-memory/offers/PrepaidCodesInMemory.ts';
import { KeyValueStoreInMemory } from '../../../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { BearerTokenStoreInMemory } from '../../../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { EmployerSessionCoordinator } from '../../../../core/employer/session/EmployerSessionCoordinator.ts';
import { EmployerSessionStore } from '../../../../core/employer/session/EmployerSessionStore.ts';
import { newEmploymentType, type OfferEditorValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { fixtureDictionaries, fixturePlans } from '../../../contracts/offers/lifecycleFixtures.ts';

/** A complete invoice form, regulations accepted. */
export const invoice = {
  companyName: 'Acme',
  street: 'Prosta',
  streetNumber: '1',
  city: 'Warszawa',
  postalCode: '00-001',
  country: 'pl',
  taxId: '',
  acceptedRegulations: true,
  subscribeToNewsletter: false,
};

/** A complete form in the fixture dictionaries, with a salary range for its one contract. */
export function editorValues(overrides: Partial<OfferEditorValues> = {}): OfferEditorValues {
  return {
    title: 'Senior Node.js Engineer',
    body: '<p>Build things.</p>',
    categoryId: '1',
    subcategoryId: '12',
    city: 'warszawa',
    street: 'Prosta 1',
    latitude: '',
    longitude: '',
    experienceLevel: 'senior',
    workplaceType: 'remote',
    workingTime: 'full_time',
    employmentTypes: [{ ...newEmploymentType('b2b'), from: '20000', to: '28000' }],
    requiredSkills: [{ name: 'TypeScript', level: 4 }],
    optionalSkills: [],
    applyUrl: '',
    applyEmail: 'jobs@example.com',
    contactEmail: '',
    contactName: '',
    contactPhone: '',
    informationClause: '',
    futureConsent: { text: '', enabled: false },
    customConsent: { text: '', enabled: false },
    remoteInterview: false,
    openToHireUkrainians: false,
    companyName: 'Acme',
    companySize: '',
    companyUrl: '',
    logo: null,
    ...overrides,
  };
}

/** The lifecycle's fakes behind a logged-in employer of a new company, and the session coordinator. */
export function lifecycleCoreWorld() {
  const accounts = new EmployerAccountsInMemory();
  accounts.addAccount({ email: 'ada@example.com', password: 'x', name: 'Ada', phone: null, companyName: 'Acme', confirmed: true });
  const bearer = new BearerTokenStoreInMemory(accounts.issueAccessToken('ada@example.com'));
  accounts.refreshCookie = 'ada@example.com';
  const authentication = new EmployerAuthenticationInMemory(accounts);
  const coordinator = new EmployerSessionCoordinator(authentication, bearer, new EmployerSessionStore(), new KeyValueStoreInMemory());
  let tick = 0;
  const ledger = new OfferLedgerInMemory({
    plans: fixturePlans,
    dictionaries: fixtureDictionaries,
    now: () => new Date(Date.UTC(2025, 5, 1) + ++tick),
  });
  const caller = callerOf(accounts, () => bearer.get());
  return {
    accounts,
    bearer,
    authentication,
    coordinator,
    ledger,
    drafts: new OfferDraftsInMemory(ledger, caller),
    offers: new EmployerOffersInMemory(ledger, caller),
    codes: new PrepaidCodesInMemory(ledger, caller),
    payments: new PaymentsInMemory(ledger, caller),
  };
}
