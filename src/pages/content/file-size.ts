import type { Lang } from '../../contracts/lang.ts';

/**
 * A file size for people, as a `resources:size.*` translation key and its number: bytes below 1 KiB,
 * whole KiB below 1 MiB, MiB with one decimal above (binary units, as file managers show them).
 */
export function fileSize(bytes: number, lang: Lang): { key: 'resources:size.bytes' | 'resources:size.kb' | 'resources:size.mb'; n: string } {
  const format = (n: number, digits: number) => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: digits }).format(n);
  if (bytes < 1024) return { key: 'resources:size.bytes', n: format(Math.max(0, bytes), 0) };
  if (bytes < 1024 * 1024) return { key: 'resources:size.kb', n: format(Math.round(bytes / 1024), 0) };
  return { key: 'resources:size.mb', n: format(bytes / (1024 * 1024), 1) };
}
