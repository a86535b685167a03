import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { documentFiles, documents, productImages, resources } from '../db/schema/index.ts';

/**
 * Where the bytes of documents live, addressed by their SHA-256 (hex). The default keeps them in the
 * database (`document_files`, bytea), so every server process sharing the database serves them, on
 * PGlite and PostgreSQL alike, and a file is written in the same transaction as its document row. Another
 * backend (an object store) implements the same three calls.
 */
export interface DocumentStore {
  /** Keeps `bytes` under `sha256`; `tx` is the transaction of the change that refers to them. */
  put(tx: Db, sha256: string, bytes: Uint8Array): Promise<void>;
  /** The bytes kept under `sha256`, or null. */
  get(db: Db, sha256: string): Promise<Uint8Array | null>;
  /** Forgets the bytes of `sha256` when no document, product image or resource refers to them any more (after a delete or a replace). */
  release(tx: Db, sha256: string): Promise<void>;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The default store: the `document_files` table. */
export const databaseDocumentStore: DocumentStore = {
  async put(tx, sha256, bytes) {
    await tx.insert(documentFiles).values({ sha256, sizeBytes: bytes.length, bytes }).onConflictDoNothing();
  },
  async get(db, sha256) {
    const [row] = await db.select({ bytes: documentFiles.bytes }).from(documentFiles).where(eq(documentFiles.sha256, sha256));
    return row ? new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
  },
  async release(tx, sha256) {
    await tx.execute(sql`delete from ${documentFiles} where ${documentFiles.sha256} = ${sha256} and not exists (select 1 from ${documents} where ${documents.sha256} = ${sha256}) and not exists (select 1 from ${productImages} where ${productImages.sha256} = ${sha256} or ${productImages.webpSha256} = ${sha256}) and not exists (select 1 from ${resources} where ${resources.sha256} = ${sha256})`);
  },
};

/** The store of a running app: the one its dependencies name, else the database. */
export const storeOf = (deps: { documentStore?: DocumentStore }): DocumentStore => deps.documentStore ?? databaseDocumentStore;

