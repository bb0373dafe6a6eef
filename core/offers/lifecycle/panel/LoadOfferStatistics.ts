import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerOffers, OfferStatistics, StatisticsQuery } from '../EmployerOffers.ts';
import { invalidLifecycleInput, type LifecycleFailure } from '../LifecycleFailure.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range the gateway answers at once. */
export const STATISTICS_MAX_DAYS = 366;

/**
 * Views and apply clicks per day (every day of the range, 30 days to today by default), for the
 * company or one offer. Dates that are not YYYY-MM-DD, or a start after the end, fail with
 * invalid-input without a call. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class LoadOfferStatistics implements UseCase<StatisticsQuery, OfferStatistics, LifecycleFailure> {
  constructor(
    private readonly offers: EmployerOffers,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(query: StatisticsQuery): ResultAsync<OfferStatistics, LifecycleFailure> {
    const dates = [query.from, query.to].filter((date): date is string => date !== undefined);
    if (dates.some((date) => !DATE.test(date))) return errAsync(invalidLifecycleInput);
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) return errAsync(invalidLifecycleInput);
    return this.coordinator.run(() => this.offers.statistics(query));
  }
}
