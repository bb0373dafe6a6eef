import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import type { LoginRequired } from '../ProfileFailure.ts';
import type { CandidateAccount, DataExport } from './CandidateAccount.ts';

/** A file to download: its name and its text. */
export interface ExportFile {
  readonly fileName: string;
  readonly mediaType: 'application/json';
  readonly content: string;
}

/** `jobboard-my-data-2026-11-23.json`, dated by the export. */
export function exportFileOf(data: DataExport): ExportFile {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(data.exportedAt)?.[0] ?? 'export';
  return { fileName: `jobboard-my-data-${day}.json`, mediaType: 'application/json', content: `${JSON.stringify(data, null, 2)}\n` };
}

/**
 * Everything stored about the candidate, as a JSON file to download. Fails with login-required,
 * unauthorized, not-found, network-failure, http-failure, bad-gateway-payload.
 */
export class ExportMyData implements UseCase<void, ExportFile, GatewayFailure | LoginRequired> {
  constructor(
    private readonly account: CandidateAccount,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
  ) {}

  execute(): ResultAsync<ExportFile, GatewayFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) => this.calls.run(() => this.account.exportData(candidateId)).map(exportFileOf));
  }
}
