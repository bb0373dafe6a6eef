type Tree = { readonly [key: string]: unknown };

const isTree = (node: unknown): node is Tree => typeof node === 'object' && node !== null;

/** i18next's plural forms of a key: `jobs_one`, `jobs_few`… are what `t('jobs', { count })` reads. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The texts at `keys` out of a language's tree, in the same shape, copied: each key's text with its
 * plural forms, or every text under a key that names a part of the tree. Nothing else of the tree.
 */
export function pickTexts(tree: Tree, keys: readonly string[]): Tree {
  return pickUnder(tree, '', new Set(keys)) ?? {};
}

function pickUnder(tree: Tree, prefix: string, keys: ReadonlySet<string>): Tree | undefined {
  const picked: Record<string, unknown> = {};
  for (const [name, node] of Object.entries(tree)) {
    const path = prefix + name;
    const wanted = keys.has(path) || keys.has(path.replace(PLURAL_SUFFIX, ''));
    const value = wanted ? node : isTree(node) ? pickUnder(node, `${path}.`, keys) : undefined;
    if (value !== undefined) picked[name] = wanted && isTree(node) ? structuredClone(node) : value;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}
