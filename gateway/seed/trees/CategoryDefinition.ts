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

/** An "other" child: the SEO links block leaves these out because their slug contains "inne". */
export function other(slug: string, pl: string, en: string): CategoryDefinition {
  return { slug, pl: `Inne (${pl})`, en: `Other (${en})` };
}
