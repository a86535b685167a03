import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../contracts/catalogue.ts';
import { findNode, menuHeightRem, pathTo, toggleExpanded, visibleRowCount } from './tree-expand.ts';

const node = (id: number, children: TreeNode[] = []): TreeNode => ({ id, name: `n${id}`, kind: 'product', url: null, visible: true, children });
// 1 ─ 11 ─ 111
//   └ 12
// 2 ─ 21
const tree = [node(1, [node(11, [node(111)]), node(12)]), node(2, [node(21)])];

describe('side-menu tree', () => {
  it('finds the path from a root', () => {
    expect(pathTo(tree, 111)).toEqual([1, 11, 111]);
    expect(pathTo(tree, 99)).toEqual([]);
    expect(findNode(tree, 21)?.name).toBe('n21');
  });

  it('expanding a node collapses its siblings', () => {
    let open = toggleExpanded(tree, [], 1);
    expect(open).toEqual([1]);
    open = toggleExpanded(tree, open, 11);
    expect(open).toEqual([1, 11]);
    open = toggleExpanded(tree, open, 2);
    expect(open).toEqual([2]);
    open = toggleExpanded(tree, [1, 11], 12);
    expect(open).toEqual([1, 12]);
  });

  it('clicking an open node closes it and its subtree', () => {
    expect(toggleExpanded(tree, [1, 11], 1)).toEqual([]);
    expect(toggleExpanded(tree, [1, 11], 11)).toEqual([1]);
    expect(toggleExpanded(tree, [1], 99)).toEqual([1]);
  });

  it('counts visible rows and gives 3 rem a row (3.5 in English)', () => {
    expect(visibleRowCount(tree, [])).toBe(2);
    expect(visibleRowCount(tree, [1])).toBe(4);
    expect(visibleRowCount(tree, [1, 11])).toBe(5);
    expect(menuHeightRem(4, 'zh')).toBe(12);
    expect(menuHeightRem(4, 'en')).toBe(14);
  });
});
