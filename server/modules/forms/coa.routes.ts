import { Hono } from 'hono';
import { z } from 'zod';
import { coaSchema, splitCatalogNumbers, type CoaAnswer } from '../../../src/contracts/forms/coa.ts';
import { CATALOG_NUMBER } from '../../../src/contracts/catalogue-facts.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { ok } from '../../http/respond.ts';
import { sendStored } from '../../mail/outbox.ts';
import { lotCertificate } from '../documents/coa-pdf.ts';
import { companyName } from '../site/company-name.ts';
import { findDownload, findFiledCertificates, findLots, storeCoaRequest } from './coa.queries.ts';
import { readBody, readParams } from '../../http/validate.ts';

const downloadParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/), catalogNumber: z.string().regex(CATALOG_NUMBER) });

/** COA: a request answers the certificates on file at once (released lots and uploaded certificates); the rest goes to staff. */
export function coaRoutes(deps: AppDeps) {
  const { db, now, log } = deps;
  return new Hono()
    .post('/coa', async (c) => {
      const lang = requestLang(c);
      const req = await readBody(c, coaSchema(lang), { submission: true });
      const asked = splitCatalogNumbers(req.catalogNumbers);
      const lots = await findLots(db, asked, req.lotNumber);
      // Certificates staff uploaded for lots without released values are public files (GET /coa/:cat/:lot).
      const filed = (await findFiledCertificates(db, asked, req.lotNumber)).filter((f) => !lots.some((l) => l.catalogNumber === f.catalogNumber));
      const { token, noticeId } = await storeCoaRequest(db, lang, req, lots.length, now());
      if (noticeId) void sendStored(deps, noticeId);
      log.info('coa request stored', { asked: asked.length, matched: lots.length + filed.length });
      const answer: CoaAnswer = {
        certificates: [
          ...(token ? lots.map((l) => ({ ...l, url: `/api/v1/coa/file/${token}/${encodeURIComponent(l.catalogNumber)}` })) : []),
          ...filed.map((f) => ({ ...f, url: `/api/v1/coa/${encodeURIComponent(f.catalogNumber)}/${encodeURIComponent(f.lotNumber)}` })),
        ],
        missing: asked.filter((cat) => !lots.some((l) => l.catalogNumber === cat) && !filed.some((f) => f.catalogNumber === cat)),
      };
      return ok(c, answer);
    })
    .get('/coa/file/:token/:catalogNumber', async (c) => {
      const { token, catalogNumber } = readParams(c, downloadParams);
      const found = await findDownload(db, token, catalogNumber, now());
      if (!found) throw new HttpError('E0404');
      const { lot } = found;
      const pdf = await lotCertificate(await companyName(db, 'en'), { name: found.nameEn, catalogNumber: found.catalogNumber }, lot);

      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="COA-${found.catalogNumber}-${lot.lotNumber}.pdf"`,
        'cache-control': 'private, no-store',
      });
    });
}
