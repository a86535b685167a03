/** Catalog numbers are letters, digits and dashes (`CYT-H0201`), at most 40 characters. */
export const CATALOG_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/** A node of the category tree (spec §3: id, name, children, url, visible). */
export interface TreeNode {
  id: number;
  name: string;
  kind: string;
  url: string | null;
  visible: boolean;
  children: TreeNode[];
}

/** A size of a product with its price text ("¥1280.00" or "inquiry"). */
export interface SizePrice {
  id: number;
  size: string;
  price: string;
}
