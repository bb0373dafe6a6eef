import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { ApplicationCv, ApplicationReceipt, Applications } from '../Applications.ts';
import { PRIVATE_DOCUMENT, type CandidateDocuments } from '../CandidateDocuments.ts';
import type { LoadAppliedStatuses } from '../history/LoadAppliedStatuses.ts';
import { applicationProblems, hasApplicationProblems, normaliseFields, type ApplicationFields, type CvDraft } from './applicationRules.ts';

export interface ApplyInput {
  readonly offerId: string;
  readonly offerSlug: string;
  readonly fields: ApplicationFields;
  readonly cv: ApplicationCv | null;
  readonly language: Language;
}

const draftOf = (cv: ApplicationCv | null): CvDraft =>
  cv === null ? null : cv.kind === 'profile' ? cv : { kind: 'file', name: cv.file.name, size: cv.file.bytes.byteLength };

/**
 * Applies on the board. The form's rules first (invalid-application with a problem per field, no
 * call). A guest sends the CV with the form and gets an e-mail to confirm. A candidate's new file
 * is stored in the profile first (a private document, through a signed upload address), then the
 * application names it, as it names a CV chosen from the profile; afterwards the offer's status is
 * reloaded (it shows as applied). Fails with invalid-application, file-not-accepted,
 * already-applied, applies-elsewhere, not-found, too-many-requests, unauthorized (a profile CV
 * without a session), network-failure, http-failure, bad-gateway-payload.
 */
export class ApplyForOffer implements UseCase<ApplyInput, ApplicationReceipt, ApplicationFailure> {
  constructor(
    private readonly applications: Applications,
    private readonly documents: CandidateDocuments,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly loadStatuses: LoadAppliedStatuses,
  ) {}

  execute(input: ApplyInput): ResultAsync<ApplicationReceipt, ApplicationFailure> {
    const problems = applicationProblems(input.fields, draftOf(input.cv));
    if (hasApplicationProblems(problems)) return errAsync({ kind: 'invalid-application', fields: problems });
    const cv = input.cv as ApplicationCv;
    const request = { offerSlug: input.offerSlug, fields: normaliseFields(input.fields), language: input.language };
    const state = this.session.current;
    if (!isLoggedIn(state)) {
      if (cv.kind === 'profile') return errAsync({ kind: 'unauthorized' });
      return this.applications.apply({ ...request, cv });
    }
    const documentId =
      cv.kind === 'profile'
        ? okAsync<string, ApplicationFailure>(cv.documentId)
        : this.coordinator.run(() => this.documents.upload(state.candidate.id, PRIVATE_DOCUMENT, cv.file)).map((document) => document.id);
    return documentId
      .andThen((id) => this.coordinator.run(() => this.applications.apply({ ...request, cv: { kind: 'profile', documentId: id } })))
      .andThen((receipt) =>
        this.loadStatuses
          .execute([input.offerId])
          .map(() => receipt)
          .orElse(() => okAsync(receipt)),
      );
  }
}
