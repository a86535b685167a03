import type { Context } from 'hono';
import type { HttpError } from './errors.ts';

/**
 * The request body, read as it arrives and refused (E0413) as soon as it passes `capBytes`: a declared
 * Content-Length above the cap is refused before reading anything, and the bytes are counted too, since the
 * header may be absent (chunked) or false.
 */
export async function readBodyCapped(c: Context, capBytes: number, tooLarge: () => HttpError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > capBytes) throw tooLarge();
  const reader = c.req.raw.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > capBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
