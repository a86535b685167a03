import type { TreeNode } from '../../contracts/catalogue.ts';

/** Two no-break spaces per level: a select collapses ordinary spaces at the start of an option. */
const INDENT = '\u00A0\u00A0';

/**
 * The product category tree as the options of one select, depth first, each name indented by its depth
 * ("treeId chosen from the product category tree").
 */
export function categoryOptions(nodes: readonly TreeNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [{ value: String(node.id), label: INDENT.repeat(depth) + node.name }, ...categoryOptions(node.children, depth + 1)]);
}

/** The categories below the product root(s) of the navigation tree (the shell already holds the whole tree). */
export function productCategories(nav: readonly TreeNode[]): TreeNode[] {
  return nav.filter((root) => root.kind === 'product').flatMap((root) => root.children);
}
