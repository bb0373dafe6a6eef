import type { SeedTenantId } from './categoryTrees.ts';
import type { Random } from './random.ts';

/** Streets per country, written the local way round (number first in English-speaking countries and France). */
const streetsByCountry: Readonly<Record<string, readonly string[]>> = {
  PL: [
    'ul. Prosta',
    'ul. Grzybowska',
    'al. Jerozolimskie',
    'ul. Marszałkowska',
    'ul. Długa',
    'ul. Piękna',
    'ul. Ogrodowa',
    'ul. Mickiewicza',
    'ul. Kościuszki',
    'ul. Sienkiewicza',
    'ul. Słowackiego',
    'ul. Piłsudskiego',
    'ul. Jana Pawła II',
    'al. Armii Krajowej',
    'ul. Lipowa',
    'ul. Polna',
    'ul. Szkolna',
    'ul. Kwiatowa',
    'ul. Przemysłowa',
    'ul. Fabryczna',
  ],
  DE: ['Friedrichstraße', 'Torstraße', 'Leopoldstraße', 'Schillerstraße', 'Hauptstraße'],
  GB: ['Old Street', 'High Street', 'Baker Street', 'Shoreditch High Street'],
  IE: ['Grafton Street', 'Baggot Street', 'Harcourt Street'],
  NL: ['Herengracht', 'Keizersgracht', 'Damrak', 'Wibautstraat'],
  CZ: ['Národní', 'Vodičkova', 'Karlova', 'Na Příkopě'],
  AT: ['Mariahilfer Straße', 'Kärntner Straße', 'Praterstraße'],
  PT: ['Avenida da Liberdade', 'Rua Augusta', 'Rua do Ouro'],
  ES: ['Carrer de Balmes', 'Calle de Alcalá', 'Gran Vía', 'Passeig de Gràcia'],
  FR: ['Rue de Rivoli', 'Boulevard Haussmann', 'Rue du Faubourg Saint-Antoine'],
  SE: ['Drottninggatan', 'Sveavägen', 'Kungsgatan'],
  DK: ['Vesterbrogade', 'Nørrebrogade', 'Bredgade'],
  CH: ['Bahnhofstrasse', 'Langstrasse', 'Seefeldstrasse'],
  LT: ['Gedimino prospektas', 'Vilniaus gatvė', 'Konstitucijos prospektas'],
  US: ['Broadway', 'Fifth Avenue', 'Madison Avenue', 'Hudson Street'],
};
const numberFirst = new Set(['GB', 'IE', 'US', 'FR']);

export function streetFor(random: Random, country: string): string {
  const name = random.pick(streetsByCountry[country] ?? streetsByCountry['PL'] ?? ['Main Street']);
  const number = String(random.int(1, 180));
  return numberFirst.has(country) ? `${number} ${name}` : `${name} ${number}`;
}

const teams: Readonly<Record<SeedTenantId, readonly string[]>> = {
  jobboard: ['a cross-functional product team', 'our platform team', 'a team of eight engineers', 'the payments squad', 'a newly formed team'],
  engineers: ['our R&D department', 'the engineering team at our plant', 'a team of design engineers', 'the projects department'],
  design: ['our product design team', 'a small design studio', 'the brand team', 'a research and design group'],
};

const duties: Readonly<Record<SeedTenantId, readonly string[]>> = {
  jobboard: [
    'build and ship new features with {skill}',
    'review code and share knowledge with the team',
    'take part in planning and estimating work',
    'improve performance, monitoring and reliability',
    'work closely with product owners and designers',
    'write automated tests and keep the build green',
    'help shape the architecture of new services',
  ],
  engineers: [
    'design and document solutions using {skill}',
    'prepare technical documentation and drawings',
    'support production and commissioning on site',
    'cooperate with suppliers and customers',
    'run tests, analyse results and propose improvements',
    'take part in design reviews and risk analyses',
  ],
  design: [
    'design end-to-end experiences using {skill}',
    'run workshops with product managers and engineers',
    'test ideas with users and turn findings into decisions',
    'contribute to and maintain our design system',
    'present your work and the reasons behind it',
    'keep accessibility in mind from the first sketch',
  ],
};

/** Jobboard categories whose work is not writing code get their own duties. */
const dutiesByMainCategory: Readonly<Record<string, readonly string[]>> = {
  pm: [
    'plan and track delivery using {skill}',
    'keep stakeholders informed and expectations realistic',
    'run planning, reviews and retrospectives',
    'manage scope, risks and budget',
    'turn business needs into a clear backlog',
  ],
  'ux-ui': [
    'design user flows and interfaces using {skill}',
    'test prototypes with users',
    'work with developers on the details of implementation',
    'grow and maintain our design system',
  ],
  support: [
    'solve user issues reported with {skill}',
    'install, configure and update workstations and servers',
    'keep the hardware and licence inventory up to date',
    'write short guides for recurring problems',
  ],
  testing: [
    'design and run tests with {skill}',
    'report and track defects until they are fixed',
    'automate regression tests',
    'take part in refinement and help define acceptance criteria',
  ],
  security: [
    'assess and harden our systems using {skill}',
    'respond to security incidents',
    'run threat modelling sessions with product teams',
    'help the organisation stay compliant with security standards',
  ],
  data: [
    'build reliable data pipelines with {skill}',
    'model data for analytics and reporting',
    'work with stakeholders to answer business questions',
    'keep data quality and documentation high',
  ],
};

const benefits = [
  'private medical care',
  'a sports card',
  'a training budget',
  'flexible working hours',
  'a modern office in the city centre',
  'paid days off on B2B',
  'English lessons',
  'a yearly bonus',
  'hardware of your choice',
  'team events twice a year',
  'life insurance',
  'a referral bonus',
] as const;

const processes = [
  'The process has two stages: a technical interview and a meeting with the team.',
  'Expect a short call with our recruiter, a task to discuss together and a final conversation with the manager.',
  'We answer every application within a week and decide after one interview.',
] as const;

export interface DescriptionInput {
  readonly tenantId: SeedTenantId;
  /** The offer's main category slug: some have duties of their own. */
  readonly mainCategorySlug: string;
  readonly title: string;
  readonly companyName: string;
  readonly companyDescription: string;
  readonly requiredSkills: readonly string[];
  readonly optionalSkills: readonly string[];
}

/** Plain-text paragraphs separated by blank lines; between two and five of them, so lengths vary. */
export function describeOffer(random: Random, input: DescriptionInput): string {
  const paragraphs = [intro(random, input), dutiesParagraph(random, input)];
  if (random.chance(0.7)) paragraphs.push(requirementsParagraph(random, input));
  if (random.chance(0.6)) paragraphs.push(`We offer ${listOf(random.sample(benefits, random.int(3, 6)))}.`);
  if (random.chance(0.4)) paragraphs.push(random.pick(processes));
  return paragraphs.join('\n\n');
}

function intro(random: Random, input: DescriptionInput): string {
  // "Join … as <title>" needs no article, so "a"/"an" never has to be guessed for titles like "IT Project Manager".
  return `Join ${random.pick(teams[input.tenantId])} at ${input.companyName} as ${input.title}. ${input.companyDescription}`;
}

function dutiesParagraph(random: Random, input: DescriptionInput): string {
  const skill = input.requiredSkills[0] ?? 'modern tools';
  const pool = (input.tenantId === 'jobboard' ? dutiesByMainCategory[input.mainCategorySlug] : undefined) ?? duties[input.tenantId];
  const chosen = random.sample(pool, random.int(3, Math.min(5, pool.length))).map((duty) => duty.replace('{skill}', skill));
  return `In this role you will ${listOf(chosen)}.`;
}

function requirementsParagraph(random: Random, input: DescriptionInput): string {
  const years = random.int(1, 6);
  const must = `You have at least ${years} ${years === 1 ? 'year' : 'years'} of experience with ${listOf(input.requiredSkills)}.`;
  return input.optionalSkills.length ? `${must} Knowing ${listOf(input.optionalSkills)} is a plus.` : must;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
