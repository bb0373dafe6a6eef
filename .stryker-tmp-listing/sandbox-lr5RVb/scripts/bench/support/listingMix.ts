/**
 * The filter combinations the listing benchmarks drive: what people do on a job board (a city, a
 * category, a keyword or a skill, a few filters at once, salary sorts, a deeper page), over the three
 * tenants. Each is the query string of GET /api/{tenant}/v2/user-panel/offers/by-cursor.
 */
// @ts-nocheck

export interface ListingCase {
  readonly name: string;
  readonly tenant: string;
  readonly query: string;
}

export const listingMix: readonly ListingCase[] = [
  { name: 'no filters', tenant: 'jobboard', query: '' },
  { name: 'city', tenant: 'jobboard', query: 'city=warszawa' },
  { name: 'city + 30 km radius', tenant: 'jobboard', query: 'city=krakow&cityRadiusKm=30' },
  { name: 'main category', tenant: 'jobboard', query: 'categories=javascript' },
  { name: 'subcategory', tenant: 'jobboard', query: 'categories=react' },
  { name: 'keyword', tenant: 'jobboard', query: 'keywords=senior' },
  { name: 'two-word keyword', tenant: 'jobboard', query: 'keywords=java%20developer' },
  { name: 'skill', tenant: 'jobboard', query: 'skills=react' },
  { name: 'two skills', tenant: 'jobboard', query: 'skills=python&skills=django' },
  { name: 'workplace remote', tenant: 'jobboard', query: 'remoteWorkOptions=remote' },
  { name: 'remote slug', tenant: 'jobboard', query: 'remote=1' },
  { name: 'experience levels', tenant: 'jobboard', query: 'experienceLevels=senior&experienceLevels=mid' },
  { name: 'employment type', tenant: 'jobboard', query: 'employmentTypes=b2b' },
  { name: 'with salary, highest first', tenant: 'jobboard', query: 'withSalary=1&sortBy=salary&orderBy=DESC' },
  { name: 'salary from 20,000 PLN', tenant: 'jobboard', query: 'salaryMin=20000' },
  { name: 'salary from 5,000 EUR, lowest first', tenant: 'jobboard', query: 'salaryMin=5000&currency=eur&sortBy=salary&orderBy=ASC' },
  { name: 'city + category + level', tenant: 'jobboard', query: 'city=wroclaw&categories=java&experienceLevels=senior' },
  { name: 'Ukraine-friendly full time', tenant: 'jobboard', query: 'ukraineFriendly=1&workingTimes=full_time' },
  { name: 'company', tenant: 'jobboard', query: 'companyNames=nordic' },
  { name: 'job title', tenant: 'jobboard', query: 'jobTitles=frontend%20developer' },
  { name: 'sixth page', tenant: 'jobboard', query: 'from=500' },
  { name: 'engineers: category + city', tenant: 'engineers', query: 'categories=electronics&city=krakow' },
  { name: 'design: all, in USD', tenant: 'design', query: 'currency=usd' },
];

export const byCursorPath = (item: ListingCase): string =>
  `/api/${item.tenant}/v2/user-panel/offers/by-cursor${item.query === '' ? '' : `?${item.query}`}`;
