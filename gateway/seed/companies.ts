import type { CompaniesTable } from '../db/Schema.ts';
import { createRandom, deriveSeed, type Random } from './random.ts';
import { slugify } from './slugify.ts';
import { companyInitials } from '../../core/companies/companyInitials.ts';

export type CompanyRow = CompaniesTable;
export type CompanyType = 'software-house' | 'e-commerce' | 'startup' | 'corporation' | 'agency' | 'other';

export const defaultCompanyCount = 400;

const namePrefixes = [
  'Nordic',
  'Baltic',
  'Vistula',
  'Amber',
  'Blue',
  'Bright',
  'Cedar',
  'Cobalt',
  'Copper',
  'Crimson',
  'Delta',
  'Echo',
  'Evergreen',
  'Falcon',
  'Granite',
  'Harbor',
  'Helix',
  'Horizon',
  'Indigo',
  'Iron',
  'Juniper',
  'Kite',
  'Lumen',
  'Maple',
  'Meridian',
  'Nimbus',
  'Northwind',
  'Onyx',
  'Orbit',
  'Pixel',
  'Polar',
  'Quartz',
  'Rapid',
  'Silver',
  'Solid',
  'Spruce',
  'Summit',
  'Tatra',
  'Vector',
  'Wave',
  'Zenith',
  'Oak',
  'Pine',
  'Stellar',
  'Atlas',
  'Beacon',
  'Cascade',
  'Nova',
] as const;

const nameSuffixes = [
  'Soft',
  'Labs',
  'Systems',
  'Digital',
  'Works',
  'Tech',
  'Data',
  'Cloud',
  'Solutions',
  'Studio',
  'Group',
  'Logic',
  'Dynamics',
  'Networks',
  'Apps',
  'Code',
  'Analytics',
  'Commerce',
  'Robotics',
  'Engineering',
  'Interactive',
  'Bytes',
  'Forge',
  'Minds',
  'Innovations',
  'Technologies',
  'Software',
  'Ventures',
  'Media',
  'Industries',
] as const;

const legalForms = ['', '', '', ' sp. z o.o.', ' S.A.', ' GmbH', ' Ltd'] as const;

const companyTypes: readonly (readonly [CompanyType, number])[] = [
  ['software-house', 30],
  ['startup', 20],
  ['corporation', 15],
  ['e-commerce', 10],
  ['agency', 10],
  ['other', 15],
];

/** Sizes a startup or a corporation plausibly has; the others may be any size. */
const sizesByType: Readonly<Record<CompanyType, readonly string[]>> = {
  startup: ['1-10', '11-50', '51-200'],
  corporation: ['501-1000', '1001-5000', '5000+'],
  'software-house': ['11-50', '51-200', '201-500', '501-1000'],
  'e-commerce': ['11-50', '51-200', '201-500', '1001-5000'],
  agency: ['1-10', '11-50', '51-200'],
  other: ['11-50', '51-200', '201-500', '501-1000', '1001-5000'],
};

const domains = [
  'fintech',
  'e-commerce',
  'healthcare',
  'logistics',
  'automotive',
  'energy',
  'insurance',
  'media',
  'travel',
  'education',
  'gaming',
  'retail',
  'telecommunications',
  'public sector',
  'manufacturing',
  'real estate',
] as const;

const descriptionByType: Readonly<Record<CompanyType, readonly string[]>> = {
  'software-house': [
    '{name} is a software house building web and mobile products for {domain} clients across Europe.',
    '{name} designs, builds and maintains custom software for {domain} companies, from discovery to production.',
  ],
  startup: [
    '{name} is a fast-growing startup changing how {domain} works, backed by European investors.',
    'At {name} a small product team ships a platform for the {domain} market every week.',
  ],
  corporation: [
    '{name} is an international group with engineering hubs in Poland, serving millions of {domain} customers.',
    '{name} runs large-scale systems for the {domain} industry in more than twenty countries.',
  ],
  'e-commerce': [
    '{name} runs one of the busiest online stores in the region, with its own logistics and payments.',
    '{name} builds the marketplace and fulfilment platform behind thousands of {domain} merchants.',
  ],
  agency: [
    '{name} is a digital agency creating brands, campaigns and websites for {domain} companies.',
    '{name} helps {domain} brands grow online with design, content and performance marketing.',
  ],
  other: [
    '{name} is an engineering company delivering projects for the {domain} sector.',
    '{name} develops products and services for {domain} customers in Central Europe.',
  ],
};

const secondSentences = [
  'We work in small, autonomous teams and value clean code.',
  'Hybrid work, a learning budget and a friendly team are standard here.',
  'We are hiring engineers who like to own their work end to end.',
  'Most of our projects run for years, so we care about quality.',
  '',
] as const;

/** Dark enough for white initials to keep at least 4.5:1 contrast. */
const logoColours = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309', '#0f766e', '#be185d', '#334155', '#4338ca', '#9a3412'] as const;

/** `count` companies, ids 1…count. The same seed always gives the same companies. */
export function generateCompanies(seed: number, count: number = defaultCompanyCount): CompanyRow[] {
  const random = createRandom(deriveSeed(seed, 'companies'));
  return uniqueCompanyNames(random, count).map((name, index) => companyRow(random, index + 1, name));
}

/** Every prefix and suffix combination, shuffled; numbered repeats only once all are used. */
function uniqueCompanyNames(random: Random, count: number): string[] {
  const combinations = random.shuffle(namePrefixes.flatMap((prefix) => nameSuffixes.map((suffix) => `${prefix} ${suffix}`)));
  return Array.from({ length: count }, (_, i) => {
    const base = combinations[i % combinations.length] as string;
    const round = Math.floor(i / combinations.length);
    return round === 0 ? base : `${base} ${round + 1}`;
  });
}

function companyRow(random: Random, id: number, baseName: string): CompanyRow {
  const type = random.weighted(companyTypes);
  // The slug comes from the name without its legal form, which is what people type.
  const slug = slugify(baseName);
  const name = baseName + random.pick(legalForms);
  return {
    id,
    slug,
    name,
    company_type: type,
    size: random.pick(sizesByType[type]),
    url: `https://${slug}.example`,
    logo: logoDataUrl(baseName, random.pick(logoColours)),
    short_description: shortDescription(random, name, type),
    is_top: random.chance(0.1),
    is_actively_recruiting: random.chance(0.35),
  };
}

function shortDescription(random: Random, name: string, type: CompanyType): string {
  const first = random.pick(descriptionByType[type]).replace('{name}', name).replace('{domain}', random.pick(domains));
  const second = random.pick(secondSentences);
  return second ? `${first} ${second}` : first;
}

/** A self-contained SVG logo: initials on a coloured rounded square. Nothing is fetched. */
export function logoDataUrl(name: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
    `<text x="48" y="49" dominant-baseline="middle" text-anchor="middle" font-family="Archivo, Arial, sans-serif" ` +
    `font-size="38" font-weight="700" fill="#ffffff">${companyInitials(name)}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
