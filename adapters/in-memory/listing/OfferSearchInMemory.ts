import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { LOOKALIKES_MAX, MARKERS_MAX, SUGGESTIONS_PER_GROUP_MAX } from '../../../contract/listing.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Currency } from '../../../core/listing/FilterValues.ts';
import type {
  Category,
  CategoryCount,
  City,
  Cluster,
  CompanyShortInfo,
  Marker,
  OfferCard,
  OfferDetail,
  OffersPage,
  OfferView,
  Suggestions,
} from '../../../core/listing/Offer.ts';
import type { CountRequest, MapArea, OfferFilterQuery, OfferSearch, SearchQuery } from '../../../core/listing/OfferSearch.ts';

export interface OfferSearchData {
  readonly offers: readonly OfferDetail[];
  /** Main categories with children: a category filter takes in its children. */
  readonly categories?: readonly Category[];
  /** With coordinates, the city filter takes in offers within the radius. */
  readonly cities?: readonly City[];
  readonly companies?: readonly CompanyShortInfo[];
  /** The all-boards count; the offers' own count by default. */
  readonly allBoardsCount?: number;
}

/**
 * OfferSearch over arrays, for tests, the CLI and demos. Semantics (kept in step with the gateway
 * by the port's contract suite): every keyword must appear in the title, company or a required
 * skill; every skill must be required; companies and titles match any of theirs; multiselects
 * match any of theirs; a salary range matches an employment type whose range overlaps it.
 * Currencies are not converted. Lists are cut at the contract's limits, as the gateway cuts them.
 */
export class OfferSearchInMemory implements OfferSearch {
  /** The views recorded, in order, for tests to read. */
  readonly views: OfferView[] = [];

  constructor(private readonly data: OfferSearchData) {}

  search(query: SearchQuery): ResultAsync<OffersPage, GatewayFailure> {
    const matching = this.matching(query).sort(comparator(query));
    const from = Math.max(0, query.from);
    const items = matching.slice(from, from + query.itemsCount).map(toCard);
    const next = from + query.itemsCount;
    return okAsync({ items, totalCount: matching.length, nextFrom: next < matching.length ? next : null, pageSize: query.itemsCount });
  }

  count(request: CountRequest): ResultAsync<number, GatewayFailure> {
    return okAsync(this.matching(fromCountRequest(request)).length);
  }

  allBoardsCount(): ResultAsync<number, GatewayFailure> {
    return okAsync(this.data.allBoardsCount ?? this.data.offers.length);
  }

  categoryCounts(request: CountRequest): ResultAsync<readonly CategoryCount[], GatewayFailure> {
    // As the gateway counts: a subcategory's offers count for its main category too.
    const mainOf = new Map((this.data.categories ?? []).flatMap((main) => main.children.map((child) => [child.value, main.value] as const)));
    const counts = new Map<number, number>();
    const add = (id: number) => counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const offer of this.matching(fromCountRequest(request))) {
      add(offer.categoryId);
      const main = mainOf.get(offer.categoryId);
      if (main !== undefined) add(main);
    }
    return okAsync([...counts].sort(([a], [b]) => a - b).map(([categoryId, count]) => ({ categoryId, count })));
  }

  suggest(text: string, _currency: Currency): ResultAsync<Suggestions, GatewayFailure> {
    const needle = text.trim().toLowerCase();
    const pick = (values: readonly string[]) =>
      [...new Set(values)]
        .filter((value) => value.toLowerCase().includes(needle))
        .sort()
        .slice(0, SUGGESTIONS_PER_GROUP_MAX)
        .map((title) => ({ title }));
    const offers = this.data.offers;
    return okAsync({
      titles: pick(offers.map((offer) => offer.title)),
      companies: pick(offers.map((offer) => offer.companyName)),
      skills: pick(offers.flatMap((offer) => offer.requiredSkills.map((skill) => skill.name))),
    });
  }

  clusters(filters: OfferFilterQuery, area: MapArea): ResultAsync<readonly Cluster[], GatewayFailure> {
    const byCity = new Map<string, OfferDetail[]>();
    for (const offer of this.inArea(filters, area)) byCity.set(offer.citySlug, [...(byCity.get(offer.citySlug) ?? []), offer]);
    return okAsync(
      [...byCity].map(([citySlug, offers]) => ({
        id: citySlug,
        count: offers.length,
        region: offers[0]?.city ?? citySlug,
        latitude: average(offers.map((offer) => offer.latitude)),
        longitude: average(offers.map((offer) => offer.longitude)),
        categoryId: null,
        categoryKey: null,
        geoJson: null,
      })),
    );
  }

  markers(filters: OfferFilterQuery, area: MapArea): ResultAsync<readonly Marker[], GatewayFailure> {
    return okAsync(
      this.inArea(filters, area)
        .sort(newestFirst)
        .slice(0, MARKERS_MAX)
        .map(({ slug, title, companyName, latitude, longitude }) => ({ slug, title, companyName, latitude, longitude })),
    );
  }

  lookalikes(slug: string): ResultAsync<readonly OfferCard[], GatewayFailure> {
    const offer = this.data.offers.find((candidate) => candidate.slug === slug);
    if (offer === undefined) return errAsync({ kind: 'not-found' });
    return okAsync(
      this.data.offers
        .filter((candidate) => candidate.categoryId === offer.categoryId && candidate.slug !== slug)
        .slice(0, LOOKALIKES_MAX)
        .map(toCard),
    );
  }

  offer(idOrSlug: string): ResultAsync<OfferDetail, GatewayFailure> {
    const offer = this.data.offers.find((candidate) => candidate.id === idOrSlug || candidate.slug === idOrSlug);
    return offer === undefined ? errAsync({ kind: 'not-found' }) : okAsync(offer);
  }

  companyShortInfo(slug: string): ResultAsync<CompanyShortInfo, GatewayFailure> {
    const company = this.data.companies?.find((candidate) => candidate.slug === slug);
    return company === undefined ? errAsync({ kind: 'not-found' }) : okAsync(company);
  }

  recordView(view: OfferView): ResultAsync<void, GatewayFailure> {
    this.views.push(view);
    return okAsync(undefined);
  }

  private inArea(filters: OfferFilterQuery, area: MapArea): OfferDetail[] {
    return this.matching(filters).filter(
      (offer) => offer.latitude <= area.north && offer.latitude >= area.south && offer.longitude <= area.east && offer.longitude >= area.west,
    );
  }

  private matching(query: OfferFilterQuery): OfferDetail[] {
    const categoryIds = this.categoryIds(query.categories);
    const center = query.city === null ? undefined : this.data.cities?.find((city) => city.slug === query.city);
    return this.data.offers.filter(
      (offer) =>
        (categoryIds === null || categoryIds.has(offer.categoryId)) &&
        query.keywords.every((keyword) => mentions(offer, keyword)) &&
        query.skills.every((skill) => offer.requiredSkills.some((required) => sameText(required.name, skill))) &&
        anyOrAll(query.companyNames, (name) => sameText(offer.companyName, name)) &&
        anyOrAll(query.jobTitles, (title) => offer.title.toLowerCase().includes(title.toLowerCase())) &&
        anyOrAll(query.remoteWorkOptions, (option) => offer.workplaceType === option) &&
        anyOrAll(query.experienceLevels, (level) => offer.experienceLevel === level) &&
        anyOrAll(query.workingTimes, (time) => offer.workingTime === time) &&
        anyOrAll(query.employmentTypes, (type) => offer.employmentTypes.some((employment) => employment.type === type)) &&
        (!query.remote || offer.workplaceType === 'remote') &&
        (!query.ukraineFriendly || offer.ukraineFriendly) &&
        (!query.withSalary || offer.employmentTypes.some((employment) => employment.from !== null || employment.to !== null)) &&
        salaryOverlaps(offer, query.salaryMin, query.salaryMax) &&
        (query.city === null || nearby(offer, query.city, center, query.cityRadiusKm ?? 0)),
    );
  }

  /** The ids of these slugs and their children; null when no category is asked for. */
  private categoryIds(slugs: readonly string[]): Set<number> | null {
    if (slugs.length === 0) return null;
    const ids = new Set<number>();
    const visit = (categories: readonly Category[], inside: boolean): void => {
      for (const category of categories) {
        const chosen = inside || slugs.includes(category.slug);
        if (chosen) ids.add(category.value);
        visit(category.children, chosen);
      }
    };
    visit(this.data.categories ?? [], false);
    return ids;
  }
}

/** A count request is the results' filter query (OfferSearch.ts). */
const fromCountRequest = (request: CountRequest): OfferFilterQuery => request;

const anyOrAll = <T>(chosen: readonly T[], matches: (value: T) => boolean): boolean => chosen.length === 0 || chosen.some(matches);
const sameText = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

function mentions(offer: OfferDetail, keyword: string): boolean {
  const needle = keyword.toLowerCase();
  return [offer.title, offer.companyName, ...offer.requiredSkills.map((skill) => skill.name)].some((text) => text.toLowerCase().includes(needle));
}

function salaryOverlaps(offer: OfferDetail, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  return offer.employmentTypes.some((employment) => {
    const low = employment.from ?? employment.to;
    const high = employment.to ?? employment.from;
    if (low === null || high === null) return false;
    return (min === null || high >= min) && (max === null || low <= max);
  });
}

function nearby(offer: OfferDetail, citySlug: string, center: City | undefined, radiusKm: number): boolean {
  if (offer.citySlug === citySlug) return true;
  return center !== undefined && radiusKm > 0 && distanceKm(center.latitude, center.longitude, offer.latitude, offer.longitude) <= radiusKm;
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const radians = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * radians) / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(((lon2 - lon1) * radians) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const topSalary = (offer: OfferDetail): number => Math.max(-1, ...offer.employmentTypes.map((employment) => employment.to ?? employment.from ?? -1));

function comparator(query: SearchQuery): (a: OfferDetail, b: OfferDetail) => number {
  const direction = query.orderBy === 'ASC' ? 1 : -1;
  if (query.sortBy === 'salary') return (a, b) => direction * (topSalary(a) - topSalary(b)) || a.slug.localeCompare(b.slug);
  return (a, b) => direction * (Date.parse(a.publishedAt) - Date.parse(b.publishedAt)) || a.slug.localeCompare(b.slug);
}

const average = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

function toCard(offer: OfferDetail): OfferCard {
  const {
    id: _id,
    description: _description,
    street: _street,
    companySize: _companySize,
    companyUrl: _companyUrl,
    companySlug: _companySlug,
    optionalSkills: _optionalSkills,
    remoteInterview: _remoteInterview,
    ukraineFriendly: _ukraineFriendly,
    categorySlug: _categorySlug,
    ...card
  } = offer;
  return card;
}

/** The markers' order on the gateway: newest first, then by id. */
const newestFirst = (a: OfferDetail, b: OfferDetail) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.id.localeCompare(b.id);
