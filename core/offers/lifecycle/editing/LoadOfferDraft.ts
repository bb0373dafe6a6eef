import type { ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferAccess, OfferDraft } from '../OfferDraft.ts';
import type { OfferDrafts } from '../OfferDrafts.ts';

/** The offer as its editor sees it. Fails with not-found (also: not yours), unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class LoadOfferDraft implements UseCase<OfferAccess, OfferDraft, LifecycleFailure> {
  constructor(
    private readonly drafts: OfferDrafts,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(access: OfferAccess): ResultAsync<OfferDraft, LifecycleFailure> {
    return this.coordinator.run(() => this.drafts.load(access));
  }
}
