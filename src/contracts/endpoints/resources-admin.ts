import { adminResourceListSchema, adminResourceParams, adminResourceSchema } from '../admin/resources.ts';
import { endpointsOf } from '../endpoint.ts';

/** Downloadable resources in the back office (permission `content`): the list with true sizes, and a file upload. */
const declare = endpointsOf({ group: 'admin', access: { permission: 'content' } });

export const adminResourceList = declare({
  route: 'GET /admin/resources',
  answer: adminResourceListSchema,
  does: 'every resource, newest first, with both titles, whether a file was uploaded (`uploaded`) and the true size of the file a reader gets (`sizeBytes`: the upload, or the one-page stand-in served until one is)',
});

export const adminResourceFile = declare({
  route: 'POST /admin/resources/:id/file',
  params: adminResourceParams,
  answer: adminResourceSchema,
  does: "the file as the raw body: a PDF checked by content as product documents are (`%PDF-` at byte 0, nothing a reader would run, parsed by pdf-lib; a 400 naming `file` says why), at most 20 MB (else 413); it replaces the resource's file (the one before is forgotten when nothing else refers to it), and the lists state its size; 404 for an unknown id; audited (entity `resource`, its id, action `file`)",
});
