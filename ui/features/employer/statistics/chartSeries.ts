import type { StatisticsDay } from '../../../../core/offers/lifecycle/EmployerOffers.ts';

/** uPlot's aligned data: seconds since the epoch of each day (UTC midnight), views, apply clicks. */
export function chartSeries(days: readonly StatisticsDay[]): [number[], number[], number[]] {
  return [days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000), days.map((day) => day.views), days.map((day) => day.applyClicks)];
}
