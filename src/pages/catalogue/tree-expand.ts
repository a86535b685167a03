import type { TreeNode } from '../../contracts/catalogue.ts';

/** Ids from a root down to `id` (empty when `id` is not in the tree). */
export function pathTo(tree: readonly TreeNode[], id: number): number[] {
  for (const node of tree) {
    if (node.id === id) return [node.id];
    const below = pathTo(node.children, id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

/**
 * The expanded nodes after a click on `id`: expanding a node collapses its siblings (only the path to it
 * stays open); clicking an open node closes it and everything below it.
 */
export function toggleExpanded(tree: readonly TreeNode[], expanded: readonly number[], id: number): number[] {
  const path = pathTo(tree, id);
  if (!path.length) return [...expanded];
  if (expanded.includes(id)) return path.slice(0, -1);
  return path;
}

/** How many rows the side menu shows: the roots plus the children of every expanded node. */
export function visibleRowCount(tree: readonly TreeNode[], expanded: readonly number[]): number {
  return tree.reduce((n, node) => n + 1 + (expanded.includes(node.id) ? visibleRowCount(node.children, expanded) : 0), 0);
}

/** 3 rem per visible row, 3.5 rem in English (longer names wrap less). */
export function menuHeightRem(rows: number, lang: 'en' | 'zh'): number {
  return rows * (lang === 'en' ? 3.5 : 3);
}

/** A node by id anywhere in the tree. */
export function findNode(tree: readonly TreeNode[], id: number): TreeNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}
