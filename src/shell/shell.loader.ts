import type { ShellData } from '../contracts/shell.ts';
import type { SiteData } from '../contracts/site-data.ts';

/** Loads the frame's data: navigation, footer lists, configuration, provinces. */
export function loadShell(data: SiteData): Promise<ShellData> {
  return data.shell();
}
