/**
 * A file name that is safe in a Content-Disposition header and on every file system: the last path
 * segment only, letters, digits, dot, dash and underscore (anything else becomes a dash), no leading
 * dots, at most 100 characters, always ending in `.pdf` (the file served is a PDF whatever the name says).
 */
export function attachmentName(stored: string, fallback: string): string {
  const base = stored.split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 96);
  return `${stem || fallback}.pdf`;
}
