import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LinkList } from '../components/LinkList.tsx';
import type { TreeNode } from '../contracts/catalogue.ts';
import { useSite } from '../site/site-context.tsx';
import { createMenuTimer } from './menu-timing.ts';

/** Seven items; the drop-downs come from the category tree (fixed root ids of the tree). */
const ITEMS = [
  { id: 'home', href: '/', root: null },
  { id: 'products', href: '/products', root: 1 },
  { id: 'services', href: '/service-list', root: 3 },
  { id: 'resources', href: '/resources', root: 7 },
  { id: 'news', href: '/information', root: 8 },
  { id: 'about', href: '/about-us', root: 9 },
  { id: 'investors', href: '/investors', root: 10 },
] as const;

function nodeHref(node: TreeNode): string {
  return node.url ?? `/product-list?id=${node.id}`;
}

function Panel({ nodes, id }: { nodes: TreeNode[]; id: string }) {
  return (
    <div className="nav-panel" id={`menu-${id}`} data-testid={`menu-${id}`}>
      <div className="container nav-panel-grid">
        {nodes.map((node) => (
          <div key={node.id} className="nav-panel-col">
            <Link href={nodeHref(node)} className="nav-panel-head">
              {node.name}
            </Link>
            {node.children.length ? (
              <LinkList links={node.children.map((child) => ({ href: nodeHref(child), label: child.name }))} />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The main navigation. Desktop: hover drop-downs (keyboard: focus opens, Escape closes; 300 ms
 * close delay). Mobile layout (below 1280px): no hover; each item with a sub-list has its own button
 * that expands that list, so touch and keyboard users reach every link.
 */
export function MainNav({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  const { shell } = useSite();
  const [open, setOpen] = useState<string | null>(null);
  const timer = useMemo(() => createMenuTimer(setOpen), []);
  useEffect(() => timer.dispose, [timer]);
  // A panel opened in one layout makes no sense in the other (e.g. after rotating a tablet).
  useEffect(() => timer.closeNow(), [mobile, timer]);
  const childrenOf = (root: number | null) => (root === null ? [] : (shell.nav.find((n) => n.id === root)?.children ?? []));

  return (
    <nav className="main-nav" aria-label={t('common:nav.label')} onKeyDown={(e) => e.key === 'Escape' && timer.closeNow()}>
      <ul className="main-nav-items">
        {ITEMS.map((item) => {
          const nodes = childrenOf(item.root);
          const hasMenu = nodes.length > 0;
          const hover = hasMenu && !mobile;
          const label = t(`common:nav.${item.id}`);
          return (
            <li
              key={item.id}
              className={open === item.id ? 'open' : undefined}
              data-testid={`nav-${item.id}`}
              onPointerEnter={hover ? () => timer.enter(item.id) : undefined}
              onPointerLeave={hover ? () => timer.leave() : undefined}
              onFocus={hover ? () => timer.enter(item.id) : undefined}
              onBlur={hover ? (e) => !e.currentTarget.contains(e.relatedTarget as Node) && timer.leave() : undefined}
            >
              <Link href={item.href} aria-haspopup={hover ? 'true' : undefined} aria-expanded={hover ? open === item.id : undefined}>
                {label}
              </Link>
              {hasMenu ? (
                // Shown by the stylesheet in the mobile layout only.
                <button
                  type="button"
                  className="subnav-toggle"
                  aria-expanded={open === item.id}
                  aria-controls={`menu-${item.id}`}
                  aria-label={t('common:nav.subMenu', { name: label })}
                  data-testid={`subnav-${item.id}`}
                  onClick={() => setOpen((v) => (v === item.id ? null : item.id))}
                >
                  <span className="chevron" aria-hidden="true" />
                </button>
              ) : null}
              {hasMenu && open === item.id ? <Panel nodes={nodes} id={item.id} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
