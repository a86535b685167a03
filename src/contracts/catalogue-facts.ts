// Plain values and types of the catalogue, without zod: the browser's entry (route loaders) imports them, and
// importing them from catalogue.ts would put zod (~26 KB gzip) on every first load (bench/README.md).

/**
 * The one rule of a catalog number: letters, digits and dashes, beginning with a letter or digit (`CYT-H0201`), at
 * most 40 characters. The pages' addresses, the API, the admin editor, the spreadsheet import and the database's
 * check constraint (server/db/schema/catalogue.ts) all take it from here, so a number one of them accepts is one every
 * other serves (`AB_12` is refused at import instead of making a product whose page answers 404). The pattern is
 * also valid as a PostgreSQL regular expression.
 */
export const CATALOG_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/**
 * The one rule of a lot number, as printed on the vial: letters, digits and dashes, at most 40 characters (kept upper
 * case where stored). The COA request form, the certificate's address, the document upload and the database's check
 * constraint on filed certificates (server/db/schema/documents.ts) take it from here.
 */
export const LOT_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/**
 * Fixed roots of the category tree (seed facts, the same ids in every database): the navigation's drop-downs
 * and the footer's three lists. Pages and server read them from here only.
 */
export const CATEGORY_ROOTS = {
  products: 1,
  newProducts: 2,
  services: 3,
  footerResource: 4,
  footerInformation: 5,
  footerAbout: 6,
  resources: 7,
  news: 8,
  about: 9,
  investors: 10,
} as const;

/** A node of the category tree (id, name, children, url, visible). */
export interface TreeNode {
  id: number;
  name: string;
  kind: string;
  url: string | null;
  visible: boolean;
  children: TreeNode[];
}

/**
 * The representative SDS-PAGE figure of a product as a PNG (drawn by the server from the product's masses):
 * the picture the JSON-LD and `og:image` name when no photo was uploaded.
 */
export const gelFigureUrl = (catalogNumber: string) => `/api/v1/product/${encodeURIComponent(catalogNumber)}/figure.png`;
