import { z } from 'zod';
import { lotImportQuerySchema, lotImportReportSchema } from '../admin/lot-sheet.ts';
import { lotPathSchema, lotReleaseSchema, lotViewSchema, recallSchema, shipLinesSchema } from '../admin/lots.ts';
import { orderPathSchema, shippingSchema } from '../admin/order-flow.ts';
import { catalogNumberParams } from '../admin/products.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

// Lots: released per product size by the catalogue staff, shipped and recalled by the order staff.
const catalogue = endpointsOf({ group: 'admin', access: { permission: 'catalogue' } });
const sales = endpointsOf({ group: 'admin', access: { permission: 'orders' } });

export const adminLotList = catalogue({
  route: 'GET /admin/products/:catalogNumber/lots',
  params: catalogNumberParams,
  answer: z.array(lotViewSchema),
  does: 'the product\'s lots by size, earliest expiring first: made and expiry dates, units released, shipped and in stock, the measured results (`test` `purity`, `endotoxin`, `concentration` or `bioactivity`, with `specification`, `value` and `method`), who released it and when; 404 for an unknown catalog number',
});

export const adminLotRelease = catalogue({
  route: 'POST /admin/products/:catalogNumber/lots',
  params: catalogNumberParams,
  body: lotReleaseSchema,
  answer: z.array(lotViewSchema),
  does: 'releases a lot in one of the product\'s sizes: `sizeId`, `lotNumber` (letters, digits and hyphens, stored upper case), `madeOn`, `expiresOn` (after `madeOn`), `quantityReleased`, `results` (each test at most once). A size of another product, or a lot number already released in that size, is a 400 naming the field. Audited (entity `lot`, key `CAT LOT size`, action `release`, with the releasing staff member and time); answers the product\'s lots',
});

export const adminLotImport = catalogue({
  route: 'POST /admin/lots/import',
  query: lotImportQuerySchema,
  answer: lotImportReportSchema,
  does: 'releases lots with their measured results from a spreadsheet (XLSX, or CSV in UTF-8 ± BOM, GB18030, Windows-1252; the raw body or multipart field `file`, at most 32 MB): one row per result, headers `Catalog number`, `Size`, `Lot`, `Made on`, `Expires on`, `Units released`, `Test` (purity, endotoxin, concentration, bioactivity, or 纯度, 内毒素, 浓度, 生物活性), `Specification`, `Result`, `Method` (or 货号, 规格, 批号, 生产日期, 有效期至, 放行数量, 检测项目, 标准, 结果, 方法); a lot\'s dates and units repeat on each of its rows. `dryRun=1` checks only. Answers `{dryRun, applied, lots: [{row, catalogNumber, size, lotNumber, madeOn, expiresOn, quantityReleased, tests}], errors: [{row, column, message}]}`; any error (unknown product or size, a bad date, a test twice, rows of one lot that disagree, a lot already released in that size) and nothing is written; otherwise every lot is released in one transaction, each audited as a release',
});

export const adminOrderShipLines = sales({
  route: 'GET /admin/orders/:id/ship-lines',
  params: orderPathSchema,
  answer: shipLinesSchema,
  does: 'the order\'s product lines for the ship step: ordered `count`, units `shipped` per lot, and `offers`, the lots of the line\'s size in stock and not expired, earliest expiring first (the first is the one to send); 404 for an unknown order',
});

export const adminOrderShipment = sales({
  route: 'POST /admin/orders/:id/shipments',
  params: orderPathSchema,
  body: shippingSchema,
  answer: shipLinesSchema,
  does: 'a further parcel of an order already shipped: carrier, tracking number, day, cold-chain note and `lines` (`orderLineId`, `lotId`, `quantity`). A lot of another product size, a line of another order, more units than the line ordered (over every parcel) or than the lot has left is a 400 naming the field (`lines.0.lotId`, `lines.0.quantity`); an order not in `shipped` is a 409 naming `status`. Audited (entity `order`, action `ship`); answers the ship lines',
});

export const adminLotRecall = sales({
  route: 'GET /admin/lots/:catalogNumber/:lot/orders',
  params: lotPathSchema,
  answer: recallSchema,
  does: 'recall: exactly the orders that got the lot (any size of the product), newest first: order number and date, the customer\'s name, e-mail and company, the size and the units of that lot; a released lot no order got is an empty list, a lot never released of that product a 404',
});

export const adminLotRecallCsv = sales({
  route: 'GET /admin/lots/:catalogNumber/:lot/orders.csv',
  params: lotPathSchema,
  answer: FILE_ANSWER,
  does: 'the recall list as CSV (UTF-8 with BOM) `recall-CAT-LOT.csv`: order number, check-out time (UTC), customer, e-mail, company, size, units; cells beginning with `=`, `+`, `-`, `@`, a tab or a carriage return written behind a `\'`, as the catalogue export does; 404 as the list',
});
