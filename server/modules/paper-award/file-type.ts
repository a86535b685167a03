import type { UploadKind } from '../../../src/contracts/forms/paper-award.ts';

/** A file type recognised by its first bytes, with the extension its stored copy gets. */
export interface DetectedType {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  ext: '.jpg' | '.png' | '.pdf';
}

/**
 * Signatures ("magic bytes"): JPEG starts with the SOI marker FF D8 followed by a marker byte FF (ITU-T T.81
 * Annex B); PNG with its 8-byte signature 89 50 4E 47 0D 0A 1A 0A (PNG); PDF with "%PDF-"
 * (ISO 32000-1 §7.5.2).
 */
const SIGNATURES: { bytes: number[]; type: DetectedType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', ext: '.jpg' } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { mime: 'image/png', ext: '.png' } },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: 'application/pdf', ext: '.pdf' } },
];

/** The types each upload kind accepts (two ID photos and the paper file). */
export const ACCEPTED_MIME: Record<UploadKind, readonly DetectedType['mime'][]> = {
  idPhoto: ['image/jpeg', 'image/png'],
  paper: ['application/pdf'],
};

/** The type of `bytes` found by content, never by name or the browser's claim; null when unknown. */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  const found = SIGNATURES.find((s) => s.bytes.length <= bytes.length && s.bytes.every((b, i) => bytes[i] === b));
  return found ? found.type : null;
}
