import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobFilterDto } from '../../../contract/alerts.ts';
import type { GatewayDeps } from '../../GatewayDeps.ts';
import { UUID_PATTERN } from '../../http/decodeInput.ts';
import { QueryCache } from '../../listing/QueryCache.ts';
import { loadReferenceData, type ReferenceData } from '../../listing/referenceData.ts';
import { resolveAuthSettings } from '../../session/AuthSettings.ts';
import { candidateGuard } from '../../session/requireCandidate.ts';
import { resolveAlertSettings, type ResolvedAlertSettings } from '../AlertSettings.ts';
import type { AlertsDeps } from '../flows/alertOutcomes.ts';
import { countNewOffers, savedSearchQuery } from '../matchingOffers.ts';
import { toJobFilterDto, type FilterRow } from '../savedFilters.ts';
import { sendNotFound } from './alertReplies.ts';

const REFERENCE_TTL_MS = 60_000;

/** What the alert route groups share: settings, the flows' dependencies, guards and readers. */
export interface AlertScope {
  readonly deps: GatewayDeps;
  readonly settings: ResolvedAlertSettings;
  readonly flows: AlertsDeps;
  /** The bearer-token guard of the candidate routes. */
  readonly requireCandidate: ReturnType<typeof candidateGuard>;
  /** Job alerts are a tenant feature: without the flag the routes answer 404. */
  readonly alertsEnabled: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Filters as the client sees them, each with its count of offers published since it was last read. */
  readonly toDtos: (rows: readonly FilterRow[]) => Promise<JobFilterDto[]>;
  /** The `:id` parameter as a job filter id (lower-cased UUID), or null. */
  readonly filterId: (request: FastifyRequest) => string | null;
}

export function alertScope(deps: GatewayDeps): AlertScope {
  const settings = resolveAlertSettings(deps.alerts);
  const referenceCache = new QueryCache(REFERENCE_TTL_MS, 1, () => deps.now().getTime());
  const reference = (): Promise<ReferenceData> => referenceCache.get('reference', () => loadReferenceData(deps.db));
  return {
    deps,
    settings,
    flows: { db: deps.db, settings },
    requireCandidate: candidateGuard(deps, resolveAuthSettings(deps.auth)),
    alertsEnabled: async (request: FastifyRequest, reply: FastifyReply) => {
      if (reply.sent) return;
      if (!request.tenant.flags.jobAlerts) await sendNotFound(reply, 'Job alerts are not offered on this board.');
    },
    toDtos: async (rows) => {
      const data = await reference();
      const now = deps.now();
      const result: JobFilterDto[] = [];
      for (const row of rows) {
        const since = row.last_read_at ?? row.created_at;
        result.push(toJobFilterDto(row, await countNewOffers(deps.db, savedSearchQuery(data, row.tenant_id, row.filters), since, now)));
      }
      return result;
    },
    filterId: (request) => {
      const id = ((request.params as { id?: string }).id ?? '').toLowerCase();
      return UUID_PATTERN.test(id) ? id : null;
    },
  };
}
