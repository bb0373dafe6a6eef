import design from './trees/design.json' with { type: 'json' };
import engineers from './trees/engineers.json' with { type: 'json' };
import jobboard from './trees/jobboard.json' with { type: 'json' };

/**
 * A category of a seeded tenant's tree, with what the offer generator needs to write believable
 * offers in it: job titles without the level word, and skill names.
 */
export interface CategoryDefinition {
  readonly slug: string;
  readonly pl: string;
  readonly en: string;
  readonly icon?: string;
  /** An external address the category bar opens instead of filtering. */
  readonly redirectTo?: string;
  /** Share of the tenant's offers, relative to the other main categories. 0: no offers at all. */
  readonly weight?: number;
  /** Job titles without the level word. A child without its own uses its parent's. */
  readonly roles?: readonly string[];
  /** Skill names; the first is required by every offer in the category. A child without its own uses its parent's. */
  readonly skills?: readonly string[];
  readonly children?: readonly CategoryDefinition[];
}

export const seedTenantIds = ['jobboard', 'engineers', 'design'] as const;
export type SeedTenantId = (typeof seedTenantIds)[number];

/**
 * The category trees of the three tenants (data files under trees/, one per tenant, in the tree's
 * order), with what the offer generator needs to write believable offers in each category: job
 * titles without the level word, and skill names. An "other" child (`Inne (…)` / `Other (…)`) has a slug
 * containing "inne", so the SEO links block leaves it out.
 */
export const categoryTrees: Readonly<Record<SeedTenantId, readonly CategoryDefinition[]>> = { jobboard, engineers, design };

/** Skills any offer of the tenant may also ask for, on top of its category's. */
export const commonSkills: Readonly<Record<SeedTenantId, readonly string[]>> = {
  jobboard: ['Git', 'Docker', 'SQL', 'English', 'REST API', 'CI/CD', 'Linux', 'Agile', 'Scrum', 'Jira'],
  engineers: ['English', 'German', 'AutoCAD', 'MS Excel', 'Technical documentation', 'Driving licence B', 'SAP'],
  design: ['English', 'Figma', 'Miro', 'Notion', 'Presentation skills', 'Design thinking'],
};
