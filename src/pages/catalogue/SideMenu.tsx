import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import type { TreeNode } from '../../contracts/catalogue.ts';
import { menuHeightRem, pathTo, toggleExpanded, visibleRowCount } from './tree-expand.ts';

/** Where a node's row links: its own url, else its list page by kind. */
export const nodeHref = (n: TreeNode): string => n.url ?? (n.kind === 'new_product' ? `/new-product-list?id=${n.id}` : `/product-list?id=${n.id}`);

/**
 * The category tree beside a list. Expanding a node collapses its siblings; the list is as tall as its
 * visible rows (3 rem each, 3.5 in English).
 */
export function SideMenu({ tree, currentId }: { tree: TreeNode[]; currentId: number | null }) {
  const { t } = useTranslation();
  const { lang } = useSite();
  const [expanded, setExpanded] = useState<number[]>(() => (currentId ? pathTo(tree, currentId) : []));
  const rows = visibleRowCount(tree, expanded);
  // Phones: the tree folds behind its title so the products come first (the stylesheet shows it always on a desktop).
  const [unfolded, setUnfolded] = useState(false);
  const renderNodes = (nodes: TreeNode[], depth: number) => (
    <ul className={`side-menu-level level-${depth}`}>
      {nodes.map((n) => {
        const open = expanded.includes(n.id);
        return (
          <li key={n.id}>
            <div className={`side-menu-row${n.id === currentId ? ' current' : ''}`}>
              <Link href={nodeHref(n)} aria-current={n.id === currentId ? 'page' : undefined}>
                {n.name}
              </Link>
              {n.children.length ? (
                <button
                  type="button"
                  className="side-menu-toggle"
                  aria-expanded={open}
                  aria-label={t('catalogue:list.expand', { name: n.name })}
                  data-testid={`expand-${n.id}`}
                  onClick={() => setExpanded((e) => toggleExpanded(tree, e, n.id))}
                >
                  {open ? '−' : '+'}
                </button>
              ) : null}
            </div>
            {open && n.children.length ? renderNodes(n.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav
      className={`side-menu${unfolded ? ' unfolded' : ''}`}
      aria-label={t('catalogue:list.menu')}
      data-testid="side-menu"
      style={{ minHeight: `${menuHeightRem(rows, lang)}rem` }}
    >
      <h2 className="side-menu-title">
        <span className="side-menu-title-text">{t('catalogue:list.menu')}</span>
        <button type="button" className="side-menu-fold" aria-expanded={unfolded} aria-controls="side-menu-tree" data-testid="side-menu-fold" onClick={() => setUnfolded((v) => !v)}>
          {t('catalogue:list.menu')}
          <span className="chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id="side-menu-tree" className="side-menu-tree">
        {renderNodes(tree, 0)}
      </div>
    </nav>
  );
}
