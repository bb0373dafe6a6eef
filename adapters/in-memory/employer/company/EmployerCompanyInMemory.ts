import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { LabelledKey } from '../../../../core/companies/Company.ts';
import type { BillingData, Clauses, Company, CompanyDataChanges, ImageUpload } from '../../../../core/employer/company/Company.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import {
  companyDataProblems,
  IMAGE_MAX_BYTES,
  imageTypeOf,
  normaliseCompanyType,
  type ImagePurpose,
} from '../../../../core/employer/company/companyRules.ts';
import type { EmployerCompany } from '../../../../core/employer/company/EmployerCompany.ts';
import { billingProblems, cleanClauses, clauseProblems } from '../../../../core/employer/company/settingsRules.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';
import type { EmployerAccount } from '../EmployerAccountsInMemory.ts';
import type { CompanyState, CompanyWorldInMemory } from './CompanyWorldInMemory.ts';

type Caller = { readonly account: EmployerAccount; readonly company: CompanyState };

/** Reads an image's bytes as the gateway does: its type from the bytes, its size against its purpose's limit. */
export function readImage(image: ImageUpload, purpose: ImagePurpose): ResultAsync<{ type: string; bytes: Uint8Array }, CompanyFailure> {
  return ResultAsync.fromSafePromise(image.arrayBuffer()).andThen((buffer) => {
    const bytes = new Uint8Array(buffer);
    if (bytes.length > IMAGE_MAX_BYTES[purpose]) return errAsync<never, CompanyFailure>({ kind: 'file-too-large' });
    const type = imageTypeOf(bytes);
    return type ? okAsync({ type, bytes }) : errAsync<never, CompanyFailure>({ kind: 'file-type-not-allowed' });
  });
}

const snapshot = (state: CompanyState): Company => ({
  data: state.data,
  billing: state.billing,
  clauses: state.clauses,
  brandStory: state.story === null ? 'none' : state.story.status,
});

/** The logged-in employer's company in memory, behind the gateway's checks: a live bearer (unauthorized), an admin for changes (forbidden), its rules (invalid-input). */
export class EmployerCompanyInMemory implements EmployerCompany {
  constructor(
    private readonly world: CompanyWorldInMemory,
    private readonly bearer: () => string | null,
  ) {}

  load(): ResultAsync<Company, GatewayFailure> {
    const account = this.world.caller(this.bearer());
    return account ? okAsync(snapshot(this.world.companyOf(account))) : errAsync({ kind: 'unauthorized' });
  }

  updateData(changes: CompanyDataChanges): ResultAsync<Company, CompanyFailure> {
    return this.admin().andThen(({ company }) => {
      const [problem] = Object.entries(companyDataProblems(changes));
      if (problem) return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: `${problem[0]}: ${problem[1]}` });
      if (changes.industry && !this.world.industries.some((industry) => industry.key === changes.industry))
        return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: 'industry: a key of GET /industries.' });
      const logo = changes.logo ? readImage(changes.logo, 'logo').map((image) => image as { type: string; bytes: Uint8Array } | null) : okAsync(null);
      const cover = changes.cover
        ? readImage(changes.cover, 'cover').map((image) => image as { type: string; bytes: Uint8Array } | null)
        : okAsync(null);
      return ResultAsync.combine([logo, cover] as const).map(([newLogo, newCover]) => {
        const data = company.data;
        company.data = {
          ...data,
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.shortDescription !== undefined ? { shortDescription: changes.shortDescription.trim() } : {}),
          ...(changes.type !== undefined ? { type: normaliseCompanyType(changes.type) ?? data.type } : {}),
          ...(changes.industry !== undefined ? { industry: changes.industry } : {}),
          ...(changes.size !== undefined ? { size: changes.size.trim() } : {}),
          ...(changes.site !== undefined ? { site: changes.site.trim() === '' ? '' : new URL(changes.site.trim()).href } : {}),
          ...(newLogo ? { logoUrl: this.world.storeImage(newLogo.type, newLogo.bytes), hasOwnLogo: true } : {}),
          ...(newCover ? { coverUrl: this.world.storeImage(newCover.type, newCover.bytes) } : {}),
        };
        return snapshot(company);
      });
    });
  }

  updateBilling(billing: BillingData): ResultAsync<BillingData, CompanyFailure> {
    return this.admin().andThen(({ company }) => {
      const [problem] = Object.entries(billingProblems(billing));
      if (problem) return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: `${problem[0]}: ${problem[1]}` });
      company.billing = { ...billing, country: billing.country.trim().toUpperCase() };
      return okAsync(company.billing);
    });
  }

  updateClauses(clauses: Clauses): ResultAsync<Clauses, CompanyFailure> {
    return this.admin().andThen(({ company }) => {
      const [problem] = Object.entries(clauseProblems(clauses));
      if (problem) return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: `${problem[0]}: ${problem[1]}` });
      company.clauses = cleanClauses(clauses);
      return okAsync(company.clauses);
    });
  }

  industries(): ResultAsync<readonly LabelledKey[], GatewayFailure> {
    return okAsync(this.world.industries);
  }

  private admin(): ResultAsync<Caller, CompanyFailure> {
    const account = this.world.caller(this.bearer());
    if (!account) return errAsync({ kind: 'unauthorized' });
    if (account.profile.role !== 'admin') return errAsync({ kind: 'forbidden' });
    return okAsync({ account, company: this.world.companyOf(account) });
  }
}
