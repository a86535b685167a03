import { signal } from '@preact/signals-react';
import type { Api } from '../api/client.ts';
import type { Cart } from '../contracts/cart.ts';
import { session } from './session.state.ts';

/** The cart as the page knows it (cart state); per-user, loaded after hydration. */
export const cart = {
  data: signal<Cart | null>(null),
  loading: signal(false),
  /** Line ids ticked for batch delete. */
  selected: signal<ReadonlySet<number>>(new Set()),
};

export type ToastKind = 'success' | 'error' | 'warning';
/** One short message at a time (an `account:` translation key), shown by the top bar's live region. */
export const toast = signal<{ kind: ToastKind; key: string; id: number } | null>(null);
let toastSerial = 0;
export function showToast(kind: ToastKind, key: string) {
  toast.value = { kind, key, id: ++toastSerial };
}

type CartApi = Pick<Api, 'call'>;

/** The cart's endpoints, loaded on first use: their schemas bring zod, which the first load leaves out (tests/unit/first-load.test.ts). */
const cartEndpoints = () => import('../contracts/endpoints/cart.ts');

/** Every successful change reloads the whole cart (size=-1). */
export async function loadCart(api: CartApi): Promise<void> {
  cart.loading.value = true;
  try {
    const data = await api.call((await cartEndpoints()).cartGet, { query: { size: -1 } });
    cart.data.value = data;
    session.cartCount.value = data.total;
    const ids = new Set(data.list.map((l) => l.id));
    cart.selected.value = new Set([...cart.selected.value].filter((id) => ids.has(id)));
  } finally {
    cart.loading.value = false;
  }
}

/** Runs a change; on success reloads the cart and toasts `ok`, otherwise toasts `failed`. */
async function change(api: CartApi, run: () => Promise<unknown>, ok: string | null, failed: string | null): Promise<boolean> {
  if (!session.username.value) {
    showToast('warning', 'account:cart.loginFirst');
    return false;
  }
  try {
    await run();
  } catch {
    if (failed) showToast('error', failed);
    return false;
  }
  if (ok) showToast('success', ok);
  await loadCart(api).catch(() => undefined);
  return true;
}

export const addToCart = (api: CartApi, sizeId: number, count = 1) => change(api, async () => api.call((await cartEndpoints()).cartAdd, { body: { sizeId, count } }), 'account:cart.added', 'account:cart.addFailed');

/** A failed quantity change returns false without a message. */
export const changeCount = (api: CartApi, id: number, count: number) => change(api, async () => api.call((await cartEndpoints()).cartLineCount, { params: { id }, body: { count } }), null, null);

export const deleteLine = (api: CartApi, id: number) => change(api, async () => api.call((await cartEndpoints()).cartLineDelete, { params: { id } }), 'account:cart.deleted', 'account:cart.deleteFailed');

export function batchDelete(api: CartApi): Promise<boolean> {
  const ids = [...cart.selected.value];
  if (ids.length === 0) {
    showToast('warning', 'account:cart.selectFirst');
    return Promise.resolve(false);
  }
  return change(api, async () => api.call((await cartEndpoints()).cartDeleteBatch, { query: { idList: ids.join(',') } }), 'account:cart.batchDeleted', 'account:cart.batchDeleteFailed');
}

export function toggleSelected(id: number, on: boolean) {
  const next = new Set(cart.selected.value);
  if (on) next.add(id);
  else next.delete(id);
  cart.selected.value = next;
}

export function selectAll(on: boolean) {
  cart.selected.value = on ? new Set(cart.data.value?.list.map((l) => l.id) ?? []) : new Set();
}
