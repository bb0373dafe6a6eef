// @ts-nocheck
import type { Insertable } from 'kysely';
import type { EmploymentTypeRow, MultilocationRow, OffersTable, SkillRow } from '../db/Schema.ts';
import { tenants } from '../tenancy/tenants.ts';
import { seedCategoryTrees, type SeedCategory } from './categories.ts';
import { commonSkills, type SeedTenantId } from './categoryTrees.ts';
import { cities, type CityRow } from './cities.ts';
import type { CompanyRow } from './companies.ts';
import { describeOffer, streetFor } from './offerText.ts';
import { createRandom, cumulativePicker, deriveSeed, type Random } from './random.ts';
import { generateSalary, type ExperienceLevel } from './salaries.ts';
import { slugify } from './slugify.ts';

/** An offer as generated: the row of `offers`, with its JSON columns still as values. */
export interface SeedOffer {
  id: string;
  slug: string;
  tenant_id: SeedTenantId;
  title: string;
  company_id: number;
  category_id: number;
  city_slug: string;
  street: string;
  latitude: number;
  longitude: number;
  workplace_type: 'remote' | 'hybrid' | 'office';
  experience_level: ExperienceLevel;
  working_time: 'full_time' | 'part_time' | 'practice_internship' | 'freelance';
  employment_types: EmploymentTypeRow[];
  employment_type_keys: string[];
  salary_min_month_pln: number | null;
  salary_max_month_pln: number | null;
  required_skills: SkillRow[];
  optional_skills: SkillRow[];
  skill_names: string[];
  multilocation: MultilocationRow[];
  ukraine_friendly: boolean;
  remote_interview: boolean;
  description: string;
  apply_url: string | null;
  published_at: Date;
  search_document: string;
}

export interface OfferGeneratorOptions {
  readonly count: number;
  readonly seed: number;
  /** The reference date: offers are published in the 60 days before it. */
  readonly now: Date;
  readonly companies: readonly CompanyRow[];
}

const publishedWithinDays = 60;
const noSalaryShare = 0.2;
/** Chance that a job is posted in several cities. Each city is its own offer, so ~10% of offers end up multi-location. */
const multilocationJobShare = 0.036;

const tenantWeights: readonly (readonly [SeedTenantId, number])[] = [
  ['jobboard', 70],
  ['engineers', 15],
  ['design', 15],
];

const levelWeights: readonly (readonly [ExperienceLevel, number])[] = [
  ['junior', 18],
  ['mid', 40],
  ['senior', 32],
  ['manager', 5],
  ['trainee', 5],
];

const workplaceWeights: Readonly<Record<SeedTenantId, readonly (readonly [SeedOffer['workplace_type'], number])[]>> = {
  jobboard: [['remote', 32], ['hybrid', 45], ['office', 23]],
  engineers: [['remote', 8], ['hybrid', 37], ['office', 55]],
  design: [['remote', 35], ['hybrid', 45], ['office', 20]],
};

/** Engineering and design pay a little less than software in this market. */
const fieldFactor: Readonly<Record<SeedTenantId, number>> = { jobboard: 1, engineers: 0.85, design: 0.8 };

/** Warsaw and Kraków carry most offers, then the other big Polish cities, then the rest. */
const cityWeights: Readonly<Record<string, number>> = {
  warszawa: 30, krakow: 18, wroclaw: 9, poznan: 6, gdansk: 6, lodz: 5, katowice: 5, lublin: 3, gdynia: 3,
};
const smallPolishCityWeight = 0.6;
const worldCityWeight = 0.8;

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
  const salary = generateSalary(random, { level, country: firstCity.country, fieldFactor: fieldFactor[tenantId], withSalary: !random.chance(noSalaryShare) });
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
  return located.map(({ city, id, slug }, index) => Object.assign({}, job.fields, {
    id,
    slug,
    city_slug: city.slug,
    street: streetFor(random, city.country),
    latitude: jitter(random, city.latitude),
    longitude: jitter(random, city.longitude),
    multilocation: entries.length > 1 ? [entries[index] as MultilocationRow, ...entries.filter((_, i) => i !== index)] : [],
    search_document: `${job.title} ${job.company.name} ${job.fields.skill_names.join(' ')}`.toLowerCase(),
  }));
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

function workingTimeFor(random: Random, level: ExperienceLevel): SeedOffer['working_time'] {
  if (level === 'trainee') return random.weighted<SeedOffer['working_time']>([['practice_internship', 60], ['full_time', 30], ['part_time', 10]]);
  return random.weighted<SeedOffer['working_time']>([['full_time', 88], ['part_time', 5], ['freelance', 5], ['practice_internship', 2]]);
}

export function titleFor(random: Random, level: ExperienceLevel, role: string, area: string, tenantId: SeedTenantId): string {
  switch (level) {
    case 'trainee':
      return `${random.pick(['Trainee', 'Intern'])} ${role}`;
    case 'junior':
      return `Junior ${role}`;
    case 'mid':
      return random.weighted([[`Mid ${role}`, 4], [`Regular ${role}`, 2], [role, 3], [`Mid/Senior ${role}`, 1]]);
    case 'senior':
      return `Senior ${role}`;
    case 'manager':
      return random.weighted([[`Lead ${role}`, 5], [`${area} Team Leader`, 3], [tenantId === 'design' ? 'Design Manager' : `Engineering Manager (${area})`, 2]]);
  }
}

const requiredLevelRange: Readonly<Record<ExperienceLevel, readonly [number, number]>> = {
  trainee: [1, 2],
  junior: [2, 3],
  mid: [3, 4],
  senior: [4, 5],
  manager: [3, 5],
};

/**
 * The category's first skill is always required; the rest come from the category, its main
 * category and the tenant's common skills, without repeats (compared case-insensitively).
 */
function pickSkills(random: Random, tenantId: SeedTenantId, category: SeedCategory, main: SeedCategory, level: ExperienceLevel) {
  const ownSkills = unique([...category.skills, ...main.skills]);
  const [primary, ...rest] = ownSkills;
  const requiredCount = level === 'trainee' || level === 'junior' ? random.int(2, 3) : random.int(2, 5);
  const requiredNames = unique([...(primary ? [primary] : []), ...random.sample(rest, requiredCount - 1)]);
  const pool = unique([...rest, ...commonSkills[tenantId]]).filter((name) => !requiredNames.some((r) => sameSkill(r, name)));
  const optionalNames = random.sample(pool, random.int(0, 3));
  const [min, max] = requiredLevelRange[level];
  return {
    required: requiredNames.map((name): SkillRow => ({ name, level: random.int(min, max) })),
    optional: optionalNames.map((name): SkillRow => ({ name, level: random.int(1, 3) })),
  };
}

function sameSkill(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function unique(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
