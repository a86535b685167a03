import { z } from 'zod';
import {
  adminConnectionSchema,
  connectionCreateSchema,
  connectionIdPath,
  connectionRemovedSchema,
  connectionSaveSchema,
  connectionTestSchema,
  createdConnectionSchema,
  ociKeySchema,
  procurementMessageSchema,
} from '../admin/procurement.ts';
import { endpointsOf } from '../endpoint.ts';

/**
 * PunchOut connections in the back office (permission `procurement`, owner only): the buyer's procurement system's
 * identities, its shared secret (write-only, stored as a scrypt hash), the catalogue's language and currency and the
 * origins a cart may be returned to. Every change audited (entity `procurement-connection`, its id), never with the secret.
 */
const declare = endpointsOf({ group: 'admin', access: { permission: 'procurement' } });

export const adminConnectionList = declare({
  route: 'GET /admin/procurement/connections',
  answer: z.array(adminConnectionSchema),
  does: 'every connection, by name; `secretSet` says a shared secret is stored, the secret itself is never answered',
});

export const adminConnectionCreate = declare({
  route: 'POST /admin/procurement/connections',
  body: connectionCreateSchema,
  answer: createdConnectionSchema,
  does: 'the fields of `src/contracts/admin/procurement.ts`: `protocol` `cxml` or `oci`; the From and Sender `domain` and identity a setup request must carry; `sharedSecret` 16 to 200 characters, stored as a scrypt hash; `lang` `en`/`zh`, `currency` `CNY`/`USD`; `allowedOrigins` 1 to 20 origins (`https://host[:port]`, or http on a loopback host); a 400 names each bad field; audited (entity `procurement-connection`, its id); answers the connection, and for an `oci` one `ociKey` (a random 256-bit key, stored as its SHA-256, answered this once) and `ociUrl` (`/punchout/oci/start?key=…`, what SAP SRM is given)',
});

export const adminConnectionUpdate = declare({
  route: 'PUT /admin/procurement/connections/:id',
  params: connectionIdPath,
  body: connectionSaveSchema,
  answer: adminConnectionSchema,
  does: 'with the `version` the form loaded (a save from an older version answers 409 `E0409V`, nothing written). The same fields; `sharedSecret` blank or absent keeps the stored one; audited with before and after (a new secret shows as `secretChanged`); 404 when there is none',
});

export const adminConnectionDelete = declare({
  route: 'DELETE /admin/procurement/connections/:id',
  params: connectionIdPath,
  answer: connectionRemovedSchema,
  does: 'removes it with its sessions and message log; its buyers keep their accounts; audited with what it was; 404 when there is none',
});

export const adminConnectionMessages = declare({
  route: 'GET /admin/procurement/connections/:id/messages',
  params: connectionIdPath,
  answer: z.array(procurementMessageSchema),
  does: 'the last 50 messages to and from the connection, newest first: `direction` `in`/`out`, `type` (`PunchOutSetupRequest`, `PunchOutSetupResponse`, `PunchOutOrderMessage`, `OrderRequest`, `Response`, `OCI start`, `OCI cart`), `status` (the cXML status code; HTTP for OCI), `durationMs`, `xml` with the `SharedSecret` and an OCI `key=` masked (an OCI cart is its form, URL-encoded); only the last 50 are kept; 404 for an unknown connection',
});

export const adminConnectionTest = declare({
  route: 'POST /admin/procurement/connections/:id/test',
  params: connectionIdPath,
  answer: connectionTestSchema,
  does: 'plays the connection\'s procurement system against this server and reports each step as `{ ok, steps: [{ step, ok, detail }] }`: `protocol`, `secret` (stored as a hash, so not sent: the only check skipped), `setup` (a PunchOutSetupRequest with the connection\'s From/Sender identities and first allowed origin, `deploymentMode="test"`, through the same reader and checks as a real one), `startPage` (the answer\'s StartPage URL on this server), `startToken` (it opens a live, unused session, which is then removed); the exchange stays in the message log; 404 for an unknown connection',
});

export const adminConnectionOciKey = declare({
  route: 'POST /admin/procurement/connections/:id/oci-key',
  params: connectionIdPath,
  answer: ociKeySchema,
  does: 'a new key for an OCI connection (the old one stops working at once): `ociKey` and the `ociUrl` carrying it, answered this once (only its SHA-256 is kept); audited as `oci-key` without the key; 400 naming `protocol` for a cXML connection; 404 when there is none',
});
