import { splitLangPath } from '../contracts/lang.ts';

/** The floating social-account popover is hidden on these pages (both languages). */
export const SOCIAL_POPOVER_HIDDEN_PATHS: readonly string[] = ['/product-detail', '/rich-detail', '/about-us', '/contact'];

/**
 * Whether the social popover shows on `pathname` (a language-neutral path such as the router gives, or a
 * full /cn path; any query is ignored, a trailing slash tolerated).
 */
export function showsSocialPopover(pathname: string): boolean {
  const bare = pathname.split(/[?#]/)[0] ?? '/';
  const { path } = splitLangPath(bare);
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return !SOCIAL_POPOVER_HIDDEN_PATHS.includes(normalized);
}
