import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TreeNode } from '../contracts/catalogue.ts';
import { useSite } from '../app/site-context.tsx';
import { createMenuTimer } from './menu-timing.ts';

/** Spec §2: seven items; the drop-downs come from the category tree (fixed root ids of the tree). */
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
              <ul>
                {node.children.map((child) => (
                  <li key={child.id}>
                    <Link href={nodeHref(child)}>{child.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The main navigation with hover drop-downs (keyboard: focus opens, Escape closes). */
export function MainNav() {
  const { t } = useTranslation();
  const { shell } = useSite();
  const [open, setOpen] = useState<string | null>(null);
  const timer = useMemo(() => createMenuTimer(setOpen), []);
  useEffect(() => timer.dispose, [timer]);
  const childrenOf = (root: number | null) => (root === null ? [] : (shell.nav.find((n) => n.id === root)?.children ?? []));

  return (
    <nav className="main-nav" aria-label={t('common:nav.label')} onKeyDown={(e) => e.key === 'Escape' && timer.closeNow()}>
      <ul className="main-nav-items">
        {ITEMS.map((item) => {
          const nodes = childrenOf(item.root);
          const hasMenu = nodes.length > 0;
          return (
            <li
              key={item.id}
              className={open === item.id ? 'open' : undefined}
              data-testid={`nav-${item.id}`}
              onPointerEnter={hasMenu ? () => timer.enter(item.id) : undefined}
              onPointerLeave={hasMenu ? () => timer.leave() : undefined}
              onFocus={hasMenu ? () => timer.enter(item.id) : undefined}
              onBlur={hasMenu ? (e) => !e.currentTarget.contains(e.relatedTarget as Node) && timer.leave() : undefined}
            >
              <Link href={item.href} aria-haspopup={hasMenu ? 'true' : undefined} aria-expanded={hasMenu ? open === item.id : undefined}>
                {t(`common:nav.${item.id}`)}
              </Link>
              {hasMenu && open === item.id ? <Panel nodes={nodes} id={item.id} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
