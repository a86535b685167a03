/**
 * Keeps of a PNG only what its pixels need: the signature and the chunks IHDR, PLTE, tRNS, IDAT and IEND
 * (PNG spec §5.6: the critical chunks, plus tRNS for transparency), stopping at IEND. The decoder then
 * never sees an animation (APNG's acTL / fcTL / fdAT: every frame would be inflated into its own
 * buffer), text or other ancillary chunks, nor anything after the image's end. Null when the chunk
 * structure is broken.
 */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

export function pixelChunksOnly(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let total = 8;
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (KEPT.has(type)) {
      parts.push(bytes.subarray(at, end));
      total += end - at;
    }
    if (type === 'IEND') {
      const out = new Uint8Array(total);
      let offset = 0;
      for (const p of parts) out.set(p, (offset += p.length) - p.length);
      return out;
    }
    at = end;
  }
  return null;
}
