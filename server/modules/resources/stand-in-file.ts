import type { Lang } from '../../../src/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { attachmentName } from '../../http/attachment-name.ts';
import { companyName } from '../site/company-name.ts';
import { resourcePdf } from './resource-pdf.ts';
import type { Resource } from './resource.queries.ts';

const KIND_LABELS: Record<Resource['kind'], string> = { manual: 'Manual', brochure: 'Brochure', protocol: 'Protocol', msds: 'Safety data sheet', poster: 'Poster' };

export const fileNameOf = (r: Pick<Resource, 'id' | 'fileName'>) => attachmentName(r.fileName, `resource-${r.id}`);

type Drawn = Pick<Resource, 'id' | 'fileName' | 'titleEn' | 'titleZh' | 'kind' | 'publishedAt'>;

/** The one-page PDF served for a resource (the demo resources have no file of their own), as the reader downloads it. */
export async function standInPdf(db: Db, resource: Drawn, lang: Lang, company?: string): Promise<Uint8Array> {
  return resourcePdf({
    // Page text is English (standard fonts have no CJK glyphs); the metadata title follows the reader.
    company: company ?? (await companyName(db, 'en')),
    title: resource.titleEn,
    metadataTitle: lang === 'zh' ? resource.titleZh : resource.titleEn,
    kind: resource.kind,
    kindLabel: KIND_LABELS[resource.kind],
    publishedAt: resource.publishedAt,
    fileName: fileNameOf(resource),
  });
}

/**
 * The byte size of the file a reader gets: the list must state the true size (the demo rows claimed megabytes for a
 * 1.5-KB page). The file is the same bytes for the same inputs, so its size is kept per input in this process;
 * nothing shared lives here (another process computes the same number).
 */
const sizes = new Map<string, number>();
export async function standInSize(db: Db, resource: Drawn, lang: Lang, company: string): Promise<number> {
  const key = JSON.stringify([resource, lang, company]);
  let size = sizes.get(key);
  if (size === undefined) {
    if (sizes.size > 1000) sizes.clear(); // bounded: a few dozen resources × two languages in practice
    sizes.set(key, (size = (await standInPdf(db, resource, lang, company)).length));
  }
  return size;
}
