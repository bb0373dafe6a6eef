/** What the listing page benchmark (listingPage.ts) opens, and the server configurations it compares. */
export interface PageCase {
  readonly name: string;
  /** Host name: picks the tenant (`127.0.0.1` is the default tenant, jobboard). */
  readonly host: string;
  readonly path: string;
}

/** The listing benchmark's filter mix (support/listingMix.ts) as listing URLs a person opens. */
export const pageMix: readonly PageCase[] = [
  { name: 'all offers (pl)', host: '127.0.0.1', path: '/oferty-pracy/wszystkie-lokalizacje' },
  { name: 'all offers (en)', host: '127.0.0.1', path: '/job-offers/all-locations' },
  { name: 'city', host: '127.0.0.1', path: '/oferty-pracy/warszawa' },
  { name: 'city + 50 km radius', host: '127.0.0.1', path: '/job-offers/krakow?radius=50' },
  { name: 'main category', host: '127.0.0.1', path: '/job-offers/all-locations/javascript' },
  { name: 'subcategory', host: '127.0.0.1', path: '/job-offers/all-locations/javascript/react' },
  { name: 'keyword', host: '127.0.0.1', path: '/job-offers/all-locations?keyword=senior' },
  { name: 'skill', host: '127.0.0.1', path: '/job-offers/all-locations?skills=react' },
  { name: 'remote', host: '127.0.0.1', path: '/job-offers/remote' },
  { name: 'experience levels', host: '127.0.0.1', path: '/job-offers/all-locations?experience-level=mid,senior' },
  { name: 'employment type', host: '127.0.0.1', path: '/oferty-pracy/wszystkie-lokalizacje?typ-umowy=b2b' },
  { name: 'with salary, highest first', host: '127.0.0.1', path: '/job-offers/all-locations?with-salary=true&sort=salaryDesc' },
  { name: 'salary 20,000–50,000', host: '127.0.0.1', path: '/job-offers/all-locations?salary=20000,50000' },
  { name: 'city + category + level', host: '127.0.0.1', path: '/job-offers/wroclaw/java?experience-level=senior' },
  { name: 'Ukraine-friendly full time', host: '127.0.0.1', path: '/job-offers/all-locations?ukraine=true&working-hours=full_time' },
  { name: 'sixth page', host: '127.0.0.1', path: '/job-offers/all-locations?page=6' },
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
