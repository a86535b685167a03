import { coaFile, coaRequest } from '../../../src/contracts/endpoints/forms.ts';
import { pathOf } from '../../../src/contracts/endpoint.ts';
import { splitCatalogNumbers, type CoaAnswer } from '../../../src/contracts/forms/coa.ts';
import type { AppDeps } from '../../deps.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLang } from '../../http/request-lang.ts';
import { sendStored } from '../../mail/outbox.ts';
import { certificateOf } from '../documents/demo-documents.ts';
import { findDownload, findFiledCertificates, findLots, storeCoaRequest } from './coa.queries.ts';

/** COA: a request answers the certificates on file at once (released lots and uploaded certificates); the rest goes to staff. */
export function coaRoutes(deps: AppDeps): Route[] {
  const { db, now, log } = deps;
  return [
    // The body is read with the page's schema of the request's language (the declaration's `bodyIn`).
    route(coaRequest, async (c, { body: req }) => {
      const lang = requestLang(c);
      const asked = splitCatalogNumbers(req.catalogNumbers);
      const lots = await findLots(db, asked, req.lotNumber);
      // Certificates staff uploaded for lots without released values are public files (GET /coa/:cat/:lot).
      const filed = (await findFiledCertificates(db, asked, req.lotNumber)).filter((f) => !lots.some((l) => l.catalogNumber === f.catalogNumber));
      const { token, noticeId } = await storeCoaRequest(db, lang, req, lots.length, now());
      if (noticeId) void sendStored(deps, noticeId);
      log.info('coa request stored', { asked: asked.length, matched: lots.length + filed.length });
      const answer: CoaAnswer = {
        certificates: [
          ...(token ? lots.map((l) => ({ ...l, url: `/api/v1${pathOf(coaFile.path, { token, catalogNumber: l.catalogNumber })}` })) : []),
          ...filed.map((f) => ({ ...f, url: `/api/v1/coa/${encodeURIComponent(f.catalogNumber)}/${encodeURIComponent(f.lotNumber)}` })),
        ],
        missing: asked.filter((cat) => !lots.some((l) => l.catalogNumber === cat) && !filed.some((f) => f.catalogNumber === cat)),
      };
      return answer;
    }),
    route(coaFile, async (c, { params: { token, catalogNumber } }) => {
      const found = await findDownload(db, token, catalogNumber, now());
      if (!found) throw new HttpError('E0404');
      const { lot } = found;
      // In the reader's language, drawn from the product record as the product page and the public certificate are.
      const pdf = await certificateOf(db, lot.productId, lot.lotNumber, requestLang(c));
      if (!pdf) throw new HttpError('E0404');

      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="COA-${found.catalogNumber}-${lot.lotNumber}.pdf"`,
        'cache-control': 'private, no-store',
      });
    }),
  ];
}
