import type { EmploymentTypeRow, MultilocationRow, SkillRow } from '../db/Schema.ts';
import type { SeedTenantId } from './categoryTrees.ts';
import type { CompanyRow } from './companies.ts';
import type { ExperienceLevel } from './salaries.ts';

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
