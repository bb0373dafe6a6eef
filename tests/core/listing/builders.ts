import { emptyFilters, type FilterValues } from '../../../core/listing/FilterValues.ts';
import { defaultListingConfiguration, type ListingConfiguration } from '../../../core/listing/ListingConfiguration.ts';
import type { ListingVocabulary } from '../../../core/listing/ListingVocabulary.ts';
import type { Category, City, OfferDetail, OfferEmploymentType } from '../../../core/listing/Offer.ts';
import { seoCitySlugs } from '../../../core/listing/url/seoLinks.ts';

/** Object mothers and builders for the listing's tests. */

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** `aFilterState().withCity('krakow').build()`: filter values from the empty state. */
export function aFilterState(base: FilterValues = emptyFilters): FilterStateBuilder {
  return new FilterStateBuilder(base);
}

export class FilterStateBuilder {
  constructor(private readonly state: FilterValues) {}
  private with(patch: Partial<Mutable<FilterValues>>): FilterStateBuilder {
    return new FilterStateBuilder({ ...this.state, ...patch });
  }
  withCity = (city: string) => this.with({ city, remote: false });
  /** The remote slug: its location and the workplace filter's remote option (docs/listing-url.md). */
  withRemote = () =>
    this.with({
      city: null,
      remote: true,
      remoteWorkOptions: [...new Set<FilterValues['remoteWorkOptions'][number]>(['remote', ...this.state.remoteWorkOptions])],
    });
  withCategory = (category: string, ...subcategories: string[]) => this.with({ category, subcategories });
  withKeywords = (...keywords: string[]) => this.with({ keywords });
  withSkills = (...skills: string[]) => this.with({ skills });
  withCompanies = (...companyNames: string[]) => this.with({ companyNames });
  withTitles = (...jobTitles: string[]) => this.with({ jobTitles });
  withRadius = (cityRadiusKm: number) => this.with({ cityRadiusKm });
  withSalary = (min: number, max: number) => this.with({ salary: [min, max] });
  withEmploymentTypes = (...employmentTypes: FilterValues['employmentTypes'][number][]) => this.with({ employmentTypes });
  withExperience = (...experienceLevels: FilterValues['experienceLevels'][number][]) => this.with({ experienceLevels });
  withWorkplace = (...remoteWorkOptions: FilterValues['remoteWorkOptions'][number][]) => this.with({ remoteWorkOptions });
  withWorkingTimes = (...workingTimes: FilterValues['workingTimes'][number][]) => this.with({ workingTimes });
  withSalaryOnly = () => this.with({ withSalary: true });
  withUkraineFriendly = () => this.with({ ukraineFriendly: true });
  withMap = () => this.with({ showMap: true });
  sortedBy = (sort: FilterValues['sort']) => this.with({ sort });
  build = (): FilterValues => this.state;
}

let nextCategoryId = 1;

/** `aCategory('javascript', 'JavaScript', [aCategory('react')])`. */
export function aCategory(slug: string, label = slug, children: readonly Category[] = [], patch: Partial<Category> = {}): Category {
  const value = nextCategoryId++;
  return {
    value,
    slug,
    seoSlug: slug,
    label,
    isMain: true,
    parentKey: null,
    parentValue: null,
    icon: null,
    redirectTo: null,
    static: false,
    ...patch,
    children: children.map((child) => ({ ...child, isMain: false, parentKey: slug, parentValue: value })),
  };
}

export function aCity(slug: string, label = slug, patch: Partial<City> = {}): City {
  return { slug, label, value: slug, group: 'list', tenantGroup: 'other', countryCode: 'PL', latitude: 50, longitude: 20, ...patch };
}

/** The tenant's categories in the tests: four main ones, 'it' among them, and a static one. */
export const testCategories: readonly Category[] = [
  aCategory('javascript', 'JavaScript', [
    aCategory('react', 'React'),
    aCategory('angular', 'Angular'),
    aCategory('vue', 'Vue.js'),
    aCategory('node-js', 'Node.js'),
    aCategory('inne-javascript', 'Inne (JavaScript)'),
  ]),
  aCategory('java', 'Java', [aCategory('spring', 'Spring'), aCategory('kotlin', 'Kotlin')]),
  aCategory('python', 'Python', [aCategory('django', 'Django')]),
  aCategory('ux-ui', 'UX/UI', [], { seoSlug: 'ux-design' }),
  aCategory('it', 'IT'),
  aCategory('blog', 'Blog', [], { static: true, redirectTo: 'https://blog.example.com' }),
];

export const testCities: readonly City[] = [
  ...seoCitySlugs.map((slug) => aCity(slug, slug[0]?.toUpperCase() + slug.slice(1))),
  aCity('krakow', 'Kraków', { latitude: 50.0647, longitude: 19.945, group: 'top', tenantGroup: 'popularPoland' }),
  aCity('berlin', 'Berlin', { countryCode: 'DE', latitude: 52.52, longitude: 13.405 }),
].filter((city, index, all) => all.findIndex((other) => other.slug === city.slug) === index);

export function aVocabulary(patch: Partial<ListingVocabulary> = {}): ListingVocabulary {
  return { configuration: defaultListingConfiguration, categories: testCategories, cities: testCities, ...patch };
}

export function aConfiguration(patch: Partial<ListingConfiguration> = {}): ListingConfiguration {
  return { ...defaultListingConfiguration, ...patch };
}

export function anEmploymentType(patch: Partial<OfferEmploymentType> = {}): OfferEmploymentType {
  return { type: 'b2b', from: 10000, to: 15000, currency: 'pln', unit: 'month', gross: false, converted: false, original: null, ...patch };
}

let nextOfferId = 1;

/** An offer with sensible defaults; override what the test is about. */
export function anOffer(patch: Partial<OfferDetail> = {}): OfferDetail {
  const id = nextOfferId++;
  const slug = patch.slug ?? `offer-${id}`;
  return {
    id: `id-${id}`,
    slug,
    guid: `guid-${id}`,
    title: 'JavaScript Developer',
    employmentTypes: [anEmploymentType()],
    companyLogoThumbUrl: 'https://logo.example/x.png',
    applyUrl: null,
    companyName: 'Acme',
    workplaceType: 'office',
    experienceLevel: 'mid',
    workingTime: 'full_time',
    city: 'Kraków',
    citySlug: 'krakow',
    categoryId: testCategories[0]?.value ?? 1,
    latitude: 50.0647,
    longitude: 19.945,
    requiredSkills: [{ name: 'JavaScript', level: 3 }],
    multilocation: [{ city: 'Kraków', slug }],
    publishedAt: '2025-01-10T10:00:00.000Z',
    description: 'A job.',
    street: 'Rynek 1',
    companySize: '50-200',
    companyUrl: 'https://acme.example',
    companySlug: 'acme',
    optionalSkills: [],
    remoteInterview: true,
    ukraineFriendly: false,
    categorySlug: 'javascript',
    ...patch,
  };
}

/** A category by slug from the test tree (main or child); throws in a test that names a missing one. */
export function testCategory(slug: string): Category {
  const all = testCategories.flatMap((category) => [category, ...category.children]);
  const found = all.find((category) => category.slug === slug);
  if (!found) throw new Error(`no test category ${slug}`);
  return found;
}
