import type { SeedTenantId } from './categoryTrees.ts';
import type { ExperienceLevel } from './salaries.ts';
import type { SeedOffer } from './SeedOffer.ts';

/** The shape of the demo board: how offers spread over tenants, levels, workplaces, cities and time. */

export const publishedWithinDays = 60;
export const noSalaryShare = 0.2;
/** Chance that a job is posted in several cities. Each city is its own offer, so ~10% of offers end up multi-location. */
export const multilocationJobShare = 0.036;

export const tenantWeights: readonly (readonly [SeedTenantId, number])[] = [
  ['jobboard', 70],
  ['engineers', 15],
  ['design', 15],
];

export const levelWeights: readonly (readonly [ExperienceLevel, number])[] = [
  ['junior', 18],
  ['mid', 40],
  ['senior', 32],
  ['manager', 5],
  ['trainee', 5],
];

export const workplaceWeights: Readonly<Record<SeedTenantId, readonly (readonly [SeedOffer['workplace_type'], number])[]>> = {
  jobboard: [
    ['remote', 32],
    ['hybrid', 45],
    ['office', 23],
  ],
  engineers: [
    ['remote', 8],
    ['hybrid', 37],
    ['office', 55],
  ],
  design: [
    ['remote', 35],
    ['hybrid', 45],
    ['office', 20],
  ],
};

/** Engineering and design pay a little less than software in this market. */
export const fieldFactor: Readonly<Record<SeedTenantId, number>> = { jobboard: 1, engineers: 0.85, design: 0.8 };

/** Warsaw and Kraków carry most offers, then the other big Polish cities, then the rest. */
export const cityWeights: Readonly<Record<string, number>> = {
  warszawa: 30,
  krakow: 18,
  wroclaw: 9,
  poznan: 6,
  gdansk: 6,
  lodz: 5,
  katowice: 5,
  lublin: 3,
  gdynia: 3,
};
export const smallPolishCityWeight = 0.6;
export const worldCityWeight = 0.8;
