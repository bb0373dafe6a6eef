import type { CategoriesTable } from '../db/Schema.ts';
import { categoryTrees, seedTenantIds, type CategoryDefinition, type SeedTenantId } from './categoryTrees.ts';

export { seedTenantIds, type SeedTenantId } from './categoryTrees.ts';

/** A row of the `categories` table; the timestamps are left to the column defaults. */
export type CategoryRow = Omit<CategoriesTable, 'created_at' | 'updated_at'>;

/** A category row plus what the offer generator needs to fill offers in it. */
export interface SeedCategory {
  readonly row: CategoryRow;
  /** Share of the tenant's offers that goes to this main category and its children. */
  readonly weight: number;
  readonly roles: readonly string[];
  readonly skills: readonly string[];
  readonly children: readonly SeedCategory[];
}

/**
 * Ids are blocks of 1000 per tenant (jobboard 1001…, engineers 2001…, design 3001…), so adding a
 * category to one tenant never renumbers another tenant's, nor the offers pointing at them.
 */
const idBlock = 1000;

/** Every tenant's tree, main categories first-level, numbered as nested sets. */
export const seedCategoryTrees: Readonly<Record<SeedTenantId, readonly SeedCategory[]>> = {
  jobboard: numberTenantTree('jobboard', 1 * idBlock),
  engineers: numberTenantTree('engineers', 2 * idBlock),
  design: numberTenantTree('design', 3 * idBlock),
};

/** All rows for the `categories` table, parents before their children. */
export const categories: readonly CategoryRow[] = seedTenantIds.flatMap((tenantId) => flatten(seedCategoryTrees[tenantId])).map((c) => c.row);

export function flatten(nodes: readonly SeedCategory[]): SeedCategory[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/**
 * Numbers one tenant's forest depth-first: lft on the way down, rgt on the way back up, one
 * counter for the whole tenant, so a node's descendants are exactly the rows with lft inside its
 * (lft, rgt) and no two main categories overlap.
 */
function numberTenantTree(tenantId: SeedTenantId, idBase: number): SeedCategory[] {
  const counters = { nextId: idBase + 1, nextEdge: 1 };
  return categoryTrees[tenantId].map((definition, index) =>
    numberNode(tenantId, definition, { parent: null, depth: 0, position: index + 1 }, counters),
  );
}

interface Placement {
  readonly parent: SeedCategory | null;
  readonly depth: number;
  readonly position: number;
}

function numberNode(
  tenantId: SeedTenantId,
  definition: CategoryDefinition,
  placement: Placement,
  counters: { nextId: number; nextEdge: number },
): SeedCategory {
  const id = counters.nextId++;
  const lft = counters.nextEdge++;
  const self = {
    row: categoryRow(tenantId, definition, id, lft, placement),
    weight: definition.weight ?? 1,
    roles: definition.roles ?? placement.parent?.roles ?? [definition.en],
    skills: definition.skills ?? placement.parent?.skills ?? [],
    children: [] as SeedCategory[],
  };
  (definition.children ?? []).forEach((child, index) => {
    self.children.push(numberNode(tenantId, child, { parent: self, depth: placement.depth + 1, position: index + 1 }, counters));
  });
  self.row.rgt = counters.nextEdge++;
  return self;
}

function categoryRow(tenantId: SeedTenantId, definition: CategoryDefinition, id: number, lft: number, placement: Placement): CategoryRow {
  return {
    id,
    tenant_id: tenantId,
    slug: definition.slug,
    parent_id: placement.parent?.row.id ?? null,
    label_pl: definition.pl,
    label_en: definition.en,
    position: placement.position,
    depth: placement.depth,
    lft,
    rgt: lft, // set once the children are numbered
    // Children show their main category's icon, so every row has one.
    icon: definition.icon ?? placement.parent?.row.icon ?? null,
    redirect_to: definition.redirectTo ?? null,
  };
}
