import type { ResourceFileTicket } from '../../contracts/forms/resource-download.ts';

/**
 * Starts the browser's download of a file ticket: a same-site link with `download`, clicked once. The
 * ticket is single-use, so the page never shows it as a link the visitor could click a second time.
 */
export function startDownload(ticket: ResourceFileTicket): void {
  const link = document.createElement('a');
  link.href = ticket.url;
  link.download = ticket.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
