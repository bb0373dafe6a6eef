import type { EmploymentTypeRow, MultilocationRow, OffersTable, SkillRow } from '../db/Schema.ts';
import type { SeedTenantId } from './categoryTrees.ts';
import type { CompanyRow } from './companies.ts';
import type { ExperienceLevel } from './salaries.ts';

/** An offer as generated: the row of `offers`, with its JSON columns still as values. */
export interface SeedOffer extends Omit<
  OffersTable,
  'employment_types' | 'required_skills' | 'optional_skills' | 'multilocation' | 'published_at' | 'search_text'
> {
  tenant_id: SeedTenantId;
  workplace_type: 'remote' | 'hybrid' | 'office';
  experience_level: ExperienceLevel;
  working_time: 'full_time' | 'part_time' | 'practice_internship' | 'freelance';
  employment_types: EmploymentTypeRow[];
  required_skills: SkillRow[];
  optional_skills: SkillRow[];
  multilocation: MultilocationRow[];
  published_at: Date;
}

export interface OfferGeneratorOptions {
  readonly count: number;
  readonly seed: number;
  /** The reference date: offers are published in the 60 days before it. */
  readonly now: Date;
  readonly companies: readonly CompanyRow[];
}
