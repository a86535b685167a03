/**
 * Largest value of a PostgreSQL `integer` column (2^31 - 1). Every id or count a client sends is checked
 * against it: a bigger number would make the database fail (a 500), not miss (a 400 naming the field).
 */
export const MAX_INT4 = 2_147_483_647;
