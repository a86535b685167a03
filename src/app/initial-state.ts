import type { Lang } from '../contracts/lang.ts';
import type { LangHosts } from '../contracts/site-url.ts';
import type { ShellData } from '../site/site-context.tsx';

/** What the server hands to the page for hydration (public data only, never per-user state). */
export interface InitialState {
  lang: Lang;
  hosts: LangHosts;
  shell: ShellData;
  /** The current route's loader data, keyed by the path and query it was loaded for. */
  route: { id: string; key: string; data: unknown; status: number };
}

export const INITIAL_STATE_ID = '__INITIAL_STATE__';

const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON text made safe to put inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
const scriptSafe = (json: string): string => json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]!);

/**
 * The frame's JSON by frame object: the server renders every page of a language with the same frame object
 * while it is kept (server/web/shell-memo.ts), and the frame is most of the state (22 of 23 KB on a product page).
 */
const shellJson = new WeakMap<ShellData, string>();

/** The state as JSON safe to put inside a <script> element. */
export function serializeState(state: InitialState): string {
  const { shell, ...rest } = state;
  let frame = shellJson.get(shell);
  if (frame === undefined) shellJson.set(shell, (frame = scriptSafe(JSON.stringify(shell))));
  // `rest` always has members (lang, hosts, route), so its closing brace is where the frame goes.
  return `${scriptSafe(JSON.stringify(rest)).slice(0, -1)},"shell":${frame}}`;
}
