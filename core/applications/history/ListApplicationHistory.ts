import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { isLoggedIn } from '../../session/SessionState.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { ApplicationHistory, HistoryItem } from '../ApplicationHistory.ts';
import type { ApplicationHistoryStore } from '../ApplicationHistoryStore.ts';
import { pageOrFirst, type PageRequest } from '../../shared/paging.ts';

/** The history page's page size (the spec's default). */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryPageRequest extends PageRequest {
  readonly isConfirmed?: boolean;
}

export type ApplicationHistoryPage =
  | { readonly kind: 'login-required' }
  | {
      readonly kind: 'page';
      readonly items: readonly HistoryItem[];
      readonly pageNumber: number;
      readonly hasNextPage: boolean;
      readonly total: number;
    };

/**
 * A page of the candidate's history, newest first, for the history page; every item is recorded in
 * the store (the offer's card shows it applied). Guests get login-required without a call. Fails
 * with invalid-input, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class ListApplicationHistory implements UseCase<HistoryPageRequest, ApplicationHistoryPage, ApplicationFailure | GatewayFailure> {
  constructor(
    private readonly history: ApplicationHistory,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
    private readonly store: ApplicationHistoryStore,
  ) {}

  execute(request: HistoryPageRequest): ResultAsync<ApplicationHistoryPage, ApplicationFailure | GatewayFailure> {
    if (!isLoggedIn(this.session.current)) return okAsync({ kind: 'login-required' });
    const page = pageOrFirst(request.page);
    const query = {
      page,
      pageSize: request.pageSize ?? HISTORY_PAGE_SIZE,
      ...(request.isConfirmed === undefined ? {} : { isConfirmed: request.isConfirmed }),
    };
    return this.coordinator
      .run(() => this.history.list(query))
      .map((result): ApplicationHistoryPage => {
        for (const item of result.items) this.store.put(item);
        this.store.setCount(result.total);
        return { kind: 'page', items: result.items, pageNumber: result.pageNumber, hasNextPage: result.hasNextPage, total: result.total };
      });
  }
}
