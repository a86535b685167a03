import { z } from 'zod';

/** The key a check-out is sent with, made once per attempt by the page: the same key again makes no second order. */
export const settlementKeyField = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);
