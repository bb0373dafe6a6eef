/** What the listing page benchmark (listingPage.ts) opens, and the server configurations it compares. */
export interface PageCase {
  readonly name: string;
  /** Host name: picks the tenant (`127.0.0.1` is the default tenant, jobboard). */
  readonly host: string;
  readonly path: string;
}

/** A page of the default tenant: `127.0.0.1` opens jobboard. */
const jobboardPage = (name: string, path: string): PageCase => ({ name, host: '127.0.0.1', path });

/** The listing benchmark's filter mix (support/listingMix.ts) as listing URLs a person opens. */
export const pageMix: readonly PageCase[] = [
  jobboardPage('all offers (pl)', '/oferty-pracy/wszystkie-lokalizacje'),
  jobboardPage('all offers (en)', '/job-offers/all-locations'),
  jobboardPage('city', '/oferty-pracy/warszawa'),
  jobboardPage('city + 50 km radius', '/job-offers/krakow?radius=50'),
  jobboardPage('main category', '/job-offers/all-locations/javascript'),
  jobboardPage('subcategory', '/job-offers/all-locations/javascript/react'),
  jobboardPage('keyword', '/job-offers/all-locations?keyword=senior'),
  jobboardPage('skill', '/job-offers/all-locations?skills=react'),
  jobboardPage('remote', '/job-offers/remote'),
  jobboardPage('experience levels', '/job-offers/all-locations?experience-level=mid,senior'),
  jobboardPage('employment type', '/oferty-pracy/wszystkie-lokalizacje?typ-umowy=b2b'),
  jobboardPage('with salary, highest first', '/job-offers/all-locations?with-salary=true&sort=salaryDesc'),
  jobboardPage('salary 20,000–50,000', '/job-offers/all-locations?salary=20000,50000'),
  jobboardPage('city + category + level', '/job-offers/wroclaw/java?experience-level=senior'),
  jobboardPage('Ukraine-friendly full time', '/job-offers/all-locations?ukraine=true&working-hours=full_time'),
  jobboardPage('sixth page', '/job-offers/all-locations?page=6'),
  { name: 'engineers: all offers', host: 'engineers.localhost', path: '/job-offers/all-locations' },
  { name: 'design: all offers', host: 'design.localhost', path: '/job-offers/all-locations' },
];

export interface Configuration {
  readonly name: string;
  readonly env: Readonly<Record<string, string>>;
}

export const configurations: readonly Configuration[] = [
  { name: 'as configured (listing cache on)', env: {} },
  { name: '`LISTING_CACHE=off`', env: { LISTING_CACHE: 'off' } },
];
