import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { invalidApplicationInput, type ApplicationFailure } from '../ApplicationFailure.ts';
import type { ApplicationStatus } from '../ApplicationStatus.ts';
import type { EmployerApplicationPage, EmployerApplications } from '../EmployerApplications.ts';
import { isPageRequest, type PageRequest } from '../../shared/paging.ts';

export const EMPLOYER_APPLICATIONS_PAGE_SIZE = 20;
export const EMPLOYER_APPLICATIONS_PAGE_SIZE_MAX = 100;

export interface ListEmployerApplicationsInput extends PageRequest {
  /** One offer's; the company's across its offers when absent. */
  readonly offerSlug?: string;
  readonly status?: ApplicationStatus;
}

/**
 * A page of the company's applications, newest first, with the count per status. A page below 1
 * or a size outside 1 to 100 fails with invalid-input without a call. Fails with not-found (an
 * offer not the company's), unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class ListEmployerApplications implements UseCase<ListEmployerApplicationsInput, EmployerApplicationPage, ApplicationFailure> {
  constructor(
    private readonly applications: EmployerApplications,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({
    page,
    pageSize = EMPLOYER_APPLICATIONS_PAGE_SIZE,
    offerSlug,
    status,
  }: ListEmployerApplicationsInput): ResultAsync<EmployerApplicationPage, ApplicationFailure> {
    if (!isPageRequest(page, pageSize, EMPLOYER_APPLICATIONS_PAGE_SIZE_MAX)) return errAsync(invalidApplicationInput);
    const query = { page, pageSize, ...(offerSlug ? { offerSlug } : {}), ...(status ? { status } : {}) };
    return this.coordinator.run(() => this.applications.list(query));
  }
}
