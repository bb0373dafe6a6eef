import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../session/EmployerSessionCoordinator.ts';
import type { Company, CompanyDataChanges } from './Company.ts';
import { companyInvalidInput, firstProblem, type CompanyFailure } from './CompanyFailure.ts';
import { companyDataProblems, imageProblem, normaliseCompanyType } from './companyRules.ts';
import type { EmployerCompany } from './EmployerCompany.ts';

const trimmed = (value: string | undefined): string | undefined => value?.trim();

/**
 * Changes the company's public data: name, short description, type (normalised to the six types),
 * industry, size, site, logo and cover. Nothing is sent when a field breaks its rule
 * (invalid-input) or an image is empty, too large or not an image it could be (file-too-large,
 * file-type-not-allowed); the gateway reads the images' bytes again. Fails besides with forbidden,
 * unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class UpdateCompanyData implements UseCase<CompanyDataChanges, Company, CompanyFailure> {
  constructor(
    private readonly company: EmployerCompany,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(changes: CompanyDataChanges): ResultAsync<Company, CompanyFailure> {
    const invalid = firstProblem(companyDataProblems(changes));
    if (invalid) return errAsync(invalid);
    for (const [purpose, image] of [['logo', changes.logo] as const, ['cover', changes.cover] as const]) {
      const problem = image ? imageProblem(image, purpose) : undefined;
      if (problem === 'file-empty') return errAsync(companyInvalidInput(`${purpose}: empty file`));
      if (problem) return errAsync({ kind: problem });
    }
    const type = changes.type === undefined ? undefined : normaliseCompanyType(changes.type);
    const industry =
      changes.industry === undefined ? undefined : changes.industry === null || changes.industry.trim() === '' ? null : changes.industry.trim();
    const cleaned: CompanyDataChanges = {
      ...(changes.name !== undefined ? { name: trimmed(changes.name) ?? '' } : {}),
      ...(changes.shortDescription !== undefined ? { shortDescription: trimmed(changes.shortDescription) ?? '' } : {}),
      ...(type ? { type } : {}),
      ...(industry !== undefined ? { industry } : {}),
      ...(changes.size !== undefined ? { size: trimmed(changes.size) ?? '' } : {}),
      ...(changes.site !== undefined ? { site: trimmed(changes.site) ?? '' } : {}),
      ...(changes.logo ? { logo: changes.logo } : {}),
      ...(changes.cover ? { cover: changes.cover } : {}),
    };
    return this.coordinator.run(() => this.company.updateData(cleaned));
  }
}
