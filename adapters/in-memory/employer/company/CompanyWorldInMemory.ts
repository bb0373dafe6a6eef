import type { BillingData, Clauses, CompanyData } from '../../../../core/employer/company/Company.ts';
import type { BrandStory } from '../../../../core/employer/company/story/BrandStory.ts';
import type { EmployerAccount, EmployerAccountsInMemory } from '../EmployerAccountsInMemory.ts';

export interface CompanyState {
  data: CompanyData;
  billing: BillingData;
  clauses: Clauses;
  story: BrandStory | null;
}

export const EMPTY_BILLING: BillingData = { companyName: '', street: '', streetNumber: '', city: '', postalCode: '', country: 'PL', taxId: '' };
export const NO_CLAUSES: Clauses = { informationClause: null, futureConsent: null, customConsent: null };

/**
 * The fake gateway's companies, beside its accounts (EmployerAccountsInMemory): each company's data,
 * billing data, clauses and brand story, and its stored images. Users are the accounts of the
 * company; the caller is the account behind the bearer, its role read at each call as the
 * gateway reads it from its database.
 */
export class CompanyWorldInMemory {
  private readonly companies = new Map<number, CompanyState>();
  /** Stored images by address: what the fake "serves". */
  readonly images = new Map<string, { readonly type: string; readonly bytes: Uint8Array }>();
  /** Technology names the editor offers, most used first. */
  technologies: readonly string[] = ['TypeScript', 'React', 'PostgreSQL', 'Kotlin'];
  /** The industries dictionary (GET /industries), labelled alike in both languages here. */
  industries: readonly { readonly key: string; readonly label: string }[] = [
    { key: 'fintech', label: 'Fintech' },
    { key: 'software', label: 'Software' },
    { key: 'e-commerce', label: 'E-commerce' },
  ];
  /** When each user was added, by e-mail (the sign-up user: when first seen). */
  private readonly added = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly accounts: EmployerAccountsInMemory,
    private readonly now: () => Date = () => new Date('2026-01-01T00:00:00Z'),
  ) {}

  /** When the user was added to their company (ISO 8601). */
  addedAt(email: string): string {
    const known = this.added.get(email);
    if (known) return known;
    const at = new Date(this.now().getTime() + this.added.size).toISOString();
    this.added.set(email, at);
    return at;
  }

  /** The live account behind a bearer, or null. */
  caller(bearer: string | null): EmployerAccount | null {
    return this.accounts.accountOf(bearer);
  }

  /** The company's state, made from the account's company the first time it is asked for. */
  companyOf(account: EmployerAccount): CompanyState {
    const { id, name, slug } = account.profile.company;
    let state = this.companies.get(id);
    if (!state) {
      state = {
        data: {
          id,
          slug,
          name,
          logoUrl: `/api/company-logos/${slug}`,
          hasOwnLogo: false,
          coverUrl: null,
          shortDescription: '',
          type: 'other',
          industry: null,
          size: '',
          site: '',
        },
        billing: EMPTY_BILLING,
        clauses: NO_CLAUSES,
        story: null,
      };
      this.companies.set(id, state);
    }
    return state;
  }

  /** The company whose slug this is (among companies asked for so far), or undefined. */
  companyBySlug(slug: string): CompanyState | undefined {
    const account = [...this.accounts.accounts.values()].find((candidate) => candidate.profile.company.slug === slug);
    return account ? this.companyOf(account) : undefined;
  }

  /** The company's users, oldest first. */
  usersOf(companyId: number): EmployerAccount[] {
    return [...this.accounts.accounts.values()].filter((account) => account.profile.company.id === companyId);
  }

  /** Keeps an image and answers its address. */
  storeImage(type: string, bytes: Uint8Array): string {
    const url = `/api/company-images/00000000-0000-4000-9000-${String(++this.counter).padStart(12, '0')}`;
    this.images.set(url, { type, bytes });
    return url;
  }
}
