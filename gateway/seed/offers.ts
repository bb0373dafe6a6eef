import type { Insertable } from 'kysely';
import type { MultilocationRow, OffersTable, SkillRow } from '../db/Schema.ts';
import { tenants } from '../tenancy/tenants.ts';
import { seedCategoryTrees, type SeedCategory } from './categories.ts';
import type { SeedTenantId } from './categoryTrees.ts';
import { cities, type CityRow } from './cities.ts';
import type { CompanyRow } from './companies.ts';
import {
  cityWeights,
  fieldFactor,
  levelWeights,
  multilocationJobShare,
  noSalaryShare,
  publishedWithinDays,
  smallPolishCityWeight,
  tenantWeights,
  workplaceWeights,
  worldCityWeight,
} from './offerMix.ts';
import { pickSkills, titleFor, workingTimeFor } from './offerRequirements.ts';
import { describeOffer, streetFor } from './offerText.ts';
import { createRandom, cumulativePicker, deriveSeed, type Random } from './random.ts';
import { generateSalary, type ExperienceLevel } from './salaries.ts';
import type { OfferGeneratorOptions, SeedOffer } from './SeedOffer.ts';
import { slugify } from './slugify.ts';

export type { OfferGeneratorOptions, SeedOffer } from './SeedOffer.ts';

/** Language of each tenant's default locale, for the city names stored inside multilocation entries. */
const labelLanguage: Readonly<Record<string, 'pl' | 'en'>> = Object.fromEntries(tenants.map((t) => [t.id, t.defaultLanguage]));

interface Pickers {
  readonly tenant: (random: Random) => SeedTenantId;
  readonly company: (random: Random) => CompanyRow;
  readonly city: (random: Random) => CityRow;
  readonly mainCategory: Readonly<Record<SeedTenantId, (random: Random) => SeedCategory>>;
}

/** Everything one job shares across its locations. */
interface Job {
  readonly tenantId: SeedTenantId;
  readonly title: string;
  readonly company: CompanyRow;
  readonly fields: Omit<SeedOffer, 'id' | 'slug' | 'city_slug' | 'street' | 'latitude' | 'longitude' | 'multilocation' | 'search_document'>;
}

/**
 * Offers one at a time, so that 100,000 of them never sit in memory together. The stream depends
 * only on the options, and asking for more offers only adds to its end: the first N are the same
 * whatever the count, except a multi-city job cut short by the count.
 */
export function* generateOfferStream(options: OfferGeneratorOptions): Generator<SeedOffer> {
  const random = createRandom(deriveSeed(options.seed, 'offers'));
  const pickers = buildPickers(options.companies);
  const usedSlugs = new Set<string>();
  let produced = 0;
  while (produced < options.count) {
    const places = pickPlaces(random, pickers, Math.min(locationCount(random), options.count - produced));
    const job = draftJob(random, pickers, places[0] as CityRow, options.now);
    for (const offer of placeJob(random, job, places, usedSlugs)) {
      yield offer;
      produced++;
    }
  }
}

export function generateOffers(options: OfferGeneratorOptions): SeedOffer[] {
  return [...generateOfferStream(options)];
}

/** The row to insert: JSON columns as JSON text, array columns as arrays. */
export function toOfferInsert(offer: SeedOffer): Insertable<OffersTable> {
  return Object.assign({}, offer, {
    employment_types: JSON.stringify(offer.employment_types),
    required_skills: JSON.stringify(offer.required_skills),
    optional_skills: JSON.stringify(offer.optional_skills),
    multilocation: JSON.stringify(offer.multilocation),
  });
}

function buildPickers(companies: readonly CompanyRow[]): Pickers {
  if (companies.length === 0) throw new RangeError('offers need at least one company');
  return {
    tenant: (random) => random.weighted(tenantWeights),
    // A long tail: a few companies post many offers, top companies twice as many again.
    company: cumulativePicker(companies.map((company, i) => [company, (company.is_top ? 2 : 1) / Math.sqrt(i + 1)] as const)),
    city: cumulativePicker(cities.map((city) => [city, weightOfCity(city)] as const)),
    mainCategory: {
      jobboard: mainCategoryPicker('jobboard'),
      engineers: mainCategoryPicker('engineers'),
      design: mainCategoryPicker('design'),
    },
  };
}

function weightOfCity(city: CityRow): number {
  return cityWeights[city.slug] ?? (city.country === 'PL' ? smallPolishCityWeight : worldCityWeight);
}

/** Main categories that take offers: not a redirect, and not one weighted 0 such as 'it'. */
function mainCategoryPicker(tenantId: SeedTenantId): (random: Random) => SeedCategory {
  const eligible = seedCategoryTrees[tenantId].filter((c) => c.weight > 0 && c.row.redirect_to === null);
  return cumulativePicker(eligible.map((c) => [c, c.weight] as const));
}

function locationCount(random: Random): number {
  return random.chance(multilocationJobShare) ? random.int(2, 4) : 1;
}

/** Distinct cities for one job. */
function pickPlaces(random: Random, pickers: Pickers, count: number): CityRow[] {
  const places: CityRow[] = [];
  for (let attempt = 0; places.length < count && attempt < 50; attempt++) {
    const city = pickers.city(random);
    if (!places.includes(city)) places.push(city);
  }
  return places;
}

/** Children take most offers; about one in seven stays on the main category itself. */
function pickCategory(random: Random, main: SeedCategory): SeedCategory {
  return main.children.length > 0 && random.chance(0.85) ? random.pick(main.children) : main;
}

/** Who is hiring whom: tenant, category, level, title and company. */
interface Role {
  readonly tenantId: SeedTenantId;
  readonly main: SeedCategory;
  readonly category: SeedCategory;
  readonly level: ExperienceLevel;
  readonly title: string;
  readonly company: CompanyRow;
}

function pickRole(random: Random, pickers: Pickers): Role {
  const tenantId = pickers.tenant(random);
  const main = pickers.mainCategory[tenantId](random);
  const category = pickCategory(random, main);
  const level = random.weighted(levelWeights);
  const title = titleFor(random, level, random.pick(category.roles), main.row.label_en, tenantId);
  return { tenantId, main, category, level, title, company: pickers.company(random) };
}

function draftJob(random: Random, pickers: Pickers, firstCity: CityRow, now: Date): Job {
  const role = pickRole(random, pickers);
  const { tenantId, category, level, title, company } = role;
  const salary = generateSalary(random, {
    level,
    country: firstCity.country,
    fieldFactor: fieldFactor[tenantId],
    withSalary: !random.chance(noSalaryShare),
  });
  const { required, optional } = pickSkills(random, tenantId, category, role.main, level);
  return {
    tenantId,
    title,
    company,
    fields: {
      tenant_id: tenantId,
      title,
      company_id: company.id,
      category_id: category.row.id,
      workplace_type: random.weighted(workplaceWeights[tenantId]),
      experience_level: level,
      working_time: workingTimeFor(random, level),
      employment_types: salary.employmentTypes,
      employment_type_keys: salary.employmentTypes.map((t) => t.type),
      salary_min_month_pln: salary.minMonthPln,
      salary_max_month_pln: salary.maxMonthPln,
      required_skills: required,
      optional_skills: optional,
      skill_names: [...required, ...optional].map((s) => s.name.toLowerCase()),
      ukraine_friendly: random.chance(0.15),
      remote_interview: random.chance(0.6),
      description: describeRole(random, role, required, optional),
      apply_url: random.chance(0.45) ? `${company.url}/careers/${slugify(title)}` : null,
      published_at: publishedAt(random, now),
    },
  };
}

function describeRole(random: Random, role: Role, required: readonly SkillRow[], optional: readonly SkillRow[]): string {
  return describeOffer(random, {
    tenantId: role.tenantId,
    mainCategorySlug: role.main.row.slug,
    title: role.title,
    companyName: role.company.name,
    companyDescription: role.company.short_description,
    requiredSkills: required.map((s) => s.name),
    optionalSkills: optional.map((s) => s.name),
  });
}

/** One offer per city; each lists all the job's cities, its own first. */
function placeJob(random: Random, job: Job, places: readonly CityRow[], usedSlugs: Set<string>): SeedOffer[] {
  const located = places.map((city) => {
    const id = random.uuid();
    return { city, id, slug: uniqueSlug(job, city, id, usedSlugs) };
  });
  const language = labelLanguage[job.tenantId] ?? 'pl';
  const entries = located.map(({ city, slug }) => ({ city: language === 'pl' ? city.label_pl : city.label_en, slug }));
  // Object.assign rather than spread: measured twice as fast here, and this runs 100,000 times.
  return located.map(({ city, id, slug }, index) =>
    Object.assign({}, job.fields, {
      id,
      slug,
      city_slug: city.slug,
      street: streetFor(random, city.country),
      latitude: jitter(random, city.latitude),
      longitude: jitter(random, city.longitude),
      multilocation: entries.length > 1 ? [entries[index] as MultilocationRow, ...entries.filter((_, i) => i !== index)] : [],
      search_document: `${job.title} ${job.company.name} ${job.fields.skill_names.join(' ')}`.toLowerCase(),
    }),
  );
}

function uniqueSlug(job: Job, city: CityRow, id: string, usedSlugs: Set<string>): string {
  const hex = id.replace(/-/g, '');
  const base = `${job.company.slug}-${slugify(job.title)}-${city.slug}`;
  // Eight hex digits almost never repeat; when they do, more of the id settles it.
  let slug = `${base}-${hex.slice(0, 8)}`;
  for (let length = 12; usedSlugs.has(slug); length += 4) slug = `${base}-${hex.slice(0, length)}`;
  usedSlugs.add(slug);
  return slug;
}

/** Spreads offers of one city over its area (±0.03°, about 3 km) so the map shows them apart. */
function jitter(random: Random, coordinate: number): number {
  return Math.round((coordinate + random.float(-0.03, 0.03)) * 1e6) / 1e6;
}

function publishedAt(random: Random, now: Date): Date {
  const secondsAgo = Math.floor(random.next() * publishedWithinDays * 86_400);
  return new Date(now.getTime() - secondsAgo * 1000);
}
