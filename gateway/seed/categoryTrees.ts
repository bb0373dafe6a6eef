import type { CategoryDefinition, SeedTenantId } from './trees/CategoryDefinition.ts';
import { designTreePart1 } from './trees/designTreePart1.ts';
import { designTreePart2 } from './trees/designTreePart2.ts';
import { engineersTreePart1 } from './trees/engineersTreePart1.ts';
import { engineersTreePart2 } from './trees/engineersTreePart2.ts';
import { jobboardTreePart1 } from './trees/jobboardTreePart1.ts';
import { jobboardTreePart2 } from './trees/jobboardTreePart2.ts';

export { seedTenantIds, type CategoryDefinition, type SeedTenantId } from './trees/CategoryDefinition.ts';

/**
 * The category trees of the three tenants (data modules under trees/, two per tenant), with what the offer
 * generator needs to write believable offers in each category: job titles without the level word,
 * and skill names.
 */
export const categoryTrees: Readonly<Record<SeedTenantId, readonly CategoryDefinition[]>> = {
  jobboard: [...jobboardTreePart1, ...jobboardTreePart2],
  engineers: [...engineersTreePart1, ...engineersTreePart2],
  design: [...designTreePart1, ...designTreePart2],
};

/** Skills any offer of the tenant may also ask for, on top of its category's. */
export const commonSkills: Readonly<Record<SeedTenantId, readonly string[]>> = {
  jobboard: ['Git', 'Docker', 'SQL', 'English', 'REST API', 'CI/CD', 'Linux', 'Agile', 'Scrum', 'Jira'],
  engineers: ['English', 'German', 'AutoCAD', 'MS Excel', 'Technical documentation', 'Driving licence B', 'SAP'],
  design: ['English', 'Figma', 'Miro', 'Notion', 'Presentation skills', 'Design thinking'],
};
