import { describe, expect, it } from 'vitest';
import { isFinal, mayMove, nextStatuses, orderStatuses, orderTransitionSchema, staffOrderStatuses } from './order-flow.ts';

describe('order flow', () => {
  it('moves forward one step at a time from submitted to closed', () => {
    const path = ['submitted', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'closed'] as const;
    for (let i = 0; i < path.length - 1; i++) expect(mayMove(path[i]!, path[i + 1]!), `${path[i]} → ${path[i + 1]}`).toBe(true);
    expect(mayMove('submitted', 'paid')).toBe(false);
    expect(mayMove('shipped', 'paid')).toBe(false);
    expect(mayMove('submitted', 'submitted')).toBe(false);
  });

  it('cancels only before payment, and nothing follows closed or cancelled', () => {
    const cancellable = orderStatuses.filter((s) => mayMove(s, 'cancelled'));
    expect(cancellable).toEqual(['submitted', 'confirmed', 'awaiting_payment']);
    expect(staffOrderStatuses.filter(isFinal)).toEqual(['closed', 'cancelled']);
    // An order awaiting its organisation's approval, or refused by it, is never moved by staff.
    expect(nextStatuses('awaiting_approval')).toEqual([]);
    expect(staffOrderStatuses).not.toContain('awaiting_approval');
    expect(nextStatuses('closed')).toEqual([]);
  });

  it('needs the shipping details to mark an order shipped', () => {
    expect(orderTransitionSchema.safeParse({ to: 'shipped' }).error?.issues[0]).toMatchObject({ path: ['shipping'], message: 'admin:v.required' });
    const ok = orderTransitionSchema.parse({ to: 'shipped', shipping: { carrier: 'SF Express', trackingNumber: 'SF123', shippedOn: '2026-11-25' } });
    // Without lots the parcel records no lines (a product with no lot released ships as before).
    expect(ok.shipping).toEqual({ carrier: 'SF Express', trackingNumber: 'SF123', shippedOn: '2026-11-25', coldChainNote: '', lines: [] });
    expect(orderTransitionSchema.safeParse({ to: 'shipped', shipping: { carrier: 'SF', trackingNumber: ' ', shippedOn: '2026-11-25' } }).error?.issues[0]?.path).toEqual(['shipping', 'trackingNumber']);
    expect(orderTransitionSchema.safeParse({ to: 'lost' }).error?.issues[0]?.message).toBe('admin:v.orderStatus');
  });
});
