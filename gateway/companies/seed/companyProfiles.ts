import type { BrandStoryContentDto } from '../../../contract/companies.ts';
import type { CompanyRow, CompanyType } from '../../seed/companies.ts';
import { cities, type CityRow } from '../../seed/cities.ts';
import { createRandom, deriveSeed, type Random } from '../../seed/random.ts';
import { benefitTexts, storyContent } from './brandStoryTexts.ts';
import { coverSvg } from './coverSvg.ts';
import { industries, industryKeyOf } from './industries.ts';

/** What the profile seed reads of a company: enough to derive the same profile from a fresh seed or an old data folder. */
export type ProfileSource = Pick<CompanyRow, 'id' | 'slug' | 'name' | 'company_type' | 'short_description' | 'is_top' | 'logo'>;

export interface SeedLocation {
  readonly city_slug: string;
  readonly street: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface SeedBrandStory {
  readonly status: 'draft' | 'published';
  readonly content: { readonly pl: BrandStoryContentDto; readonly en: BrandStoryContentDto };
  readonly technologies: readonly string[];
}

/** One demo company's profile: industry, cover (SVG; none for some, to show the placeholder), offices and brand story. */
export interface SeedProfile {
  readonly companyId: number;
  readonly industry: string;
  readonly cover: { readonly id: string; readonly svg: string } | null;
  readonly locations: readonly SeedLocation[];
  readonly brandStory: SeedBrandStory | null;
}

const polishHubs = [
  'warszawa',
  'krakow',
  'wroclaw',
  'poznan',
  'gdansk',
  'lodz',
  'katowice',
  'lublin',
  'gdynia',
  'rzeszow',
  'bialystok',
  'szczecin',
  'torun',
  'bydgoszcz',
];
const abroad = ['berlin', 'london', 'amsterdam', 'prague', 'vienna', 'lisbon', 'dublin'];
const streets = [
  'ul. Prosta',
  'ul. Grzybowska',
  'ul. Marszałkowska',
  'ul. Rakowicka',
  'ul. Legnicka',
  'ul. Garbary',
  'al. Grunwaldzka',
  'ul. Piotrkowska',
  'ul. Chorzowska',
  'ul. Lipowa',
];

const technologiesByType: Readonly<Record<CompanyType, readonly string[]>> = {
  'software-house': ['TypeScript', 'React', 'Node.js', 'Java', 'Spring', 'Kotlin', 'Swift', 'PostgreSQL', 'AWS', 'Docker', 'Kubernetes'],
  startup: ['TypeScript', 'React', 'Python', 'Go', 'PostgreSQL', 'GCP', 'Terraform', 'Kafka'],
  corporation: ['Java', 'Spring', '.NET', 'C#', 'Oracle', 'Azure', 'Kubernetes', 'Angular', 'SAP'],
  'e-commerce': ['PHP', 'Symfony', 'React', 'Elasticsearch', 'MySQL', 'Redis', 'AWS', 'Kafka'],
  agency: ['Figma', 'React', 'Next.js', 'WordPress', 'Google Analytics', 'HubSpot'],
  other: ['Python', 'C++', 'Java', 'Linux', 'PostgreSQL', 'Docker', 'Azure'],
};

const isCompanyType = (value: string): value is CompanyType => value in technologiesByType;

/** Every demo company's profile; the same companies always give the same profiles. */
export const seedProfiles = (companies: readonly ProfileSource[]): SeedProfile[] => companies.map(seedProfile);

export function seedProfile(company: ProfileSource): SeedProfile {
  const random = createRandom(deriveSeed(company.id, `company-profile:${company.slug}`));
  const type: CompanyType = isCompanyType(company.company_type) ? company.company_type : 'other';
  const industry = industryOf(company, type, random);
  const locations = officesOf(random, company.is_top ? 3 : type === 'corporation' ? 2 : 1);
  // About one in six has no cover, so the placeholder is part of the demo.
  const cover = random.chance(0.84) ? { id: random.uuid(), svg: coverSvg(company.name, logoColour(company.logo), random.int(0, 3)) } : null;
  // Top companies always tell their story; about a third of the rest do, and a few keep a draft.
  const storyChance = company.is_top ? 1 : 0.35;
  const brandStory = random.chance(storyChance) ? story(company, type, industry, locations[0]?.city_slug ?? 'warszawa', random) : null;
  return { companyId: company.id, industry, cover, locations, brandStory };
}

/** The domain the company's description names, else its type's usual industry, else any. */
function industryOf(company: ProfileSource, type: CompanyType, random: Random): string {
  const named = industries.find(
    (industry) =>
      company.short_description.includes(` ${industry.label_en.toLowerCase()} `) ||
      company.short_description.includes(` ${industry.key.replace('-', ' ')} `),
  );
  if (named) return named.key;
  if (type === 'e-commerce') return 'e-commerce';
  if (type === 'agency') return 'marketing';
  return industryKeyOf(random.pick(['software', 'fintech', 'logistics', 'healthcare'])) ?? 'software';
}

function officesOf(random: Random, count: number): SeedLocation[] {
  const hubs = random.sample(polishHubs, count);
  const slugs = random.chance(0.15) ? [...hubs.slice(0, Math.max(1, count - 1)), random.pick(abroad)] : hubs;
  return slugs.flatMap((slug) => {
    const city = cities.find((row) => row.slug === slug);
    return city ? [office(random, city)] : [];
  });
}

/** A street address near the city centre (within about 2 km). */
function office(random: Random, city: CityRow): SeedLocation {
  const street = city.country === 'PL' ? `${random.pick(streets)} ${random.int(1, 120)}` : `${random.int(1, 200)} Main Street`;
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    city_slug: city.slug,
    street,
    latitude: round(city.latitude + random.float(-0.015, 0.015)),
    longitude: round(city.longitude + random.float(-0.02, 0.02)),
  };
}

function story(company: ProfileSource, type: CompanyType, industry: string, citySlug: string, random: Random): SeedBrandStory {
  const city = cities.find((row) => row.slug === citySlug);
  const industryRow = industries.find((row) => row.key === industry);
  const benefits = random.sample(
    benefitTexts.en.map((_, index) => index),
    random.int(3, 6),
  );
  const words = (language: 'pl' | 'en') => ({
    name: company.name,
    city: (language === 'pl' ? city?.label_pl : city?.label_en) ?? citySlug,
    industry: ((language === 'pl' ? industryRow?.label_pl : industryRow?.label_en) ?? industry).toLowerCase(),
  });
  return {
    status: random.chance(0.05) && !company.is_top ? 'draft' : 'published',
    content: { pl: storyContent(type, 'pl', words('pl'), benefits), en: storyContent(type, 'en', words('en'), benefits) },
    technologies: random.sample(technologiesByType[type], random.int(4, 7)),
  };
}

/** The logo's own colour (the seed draws logos as one-colour squares), for a cover that matches it. */
function logoColour(logo: string): string {
  let svg = logo;
  try {
    svg = decodeURIComponent(logo);
  } catch {
    // Not percent-encoded: read it as it is.
  }
  return /fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1] ?? '#334155';
}
