import type { Lang } from '../contracts/lang.ts';

/** Where the back office lives in each language: /admin and /cn/admin. */
export const adminBase = (lang: Lang) => (lang === 'zh' ? '/cn/admin' : '/admin');

/** The page's language from its path. */
export const langOfPath = (path: string): Lang => (path === '/cn/admin' || path.startsWith('/cn/admin/') ? 'zh' : 'en');
