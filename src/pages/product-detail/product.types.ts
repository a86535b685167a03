import type { SizePrice } from '../../contracts/catalogue.ts';

/** A product in lists (GET /product, /popular_product). */
export interface ProductRow {
  id: number;
  catalogNumber: string;
  name: string;
  categoryId: number;
  treeName: string;
  sizes: SizePrice[];
}

export interface CitationRow {
  id: number;
  title: string;
  journal: string;
  impactFactor: number | string;
  year: number;
  doi: string;
}

/** A dictionary value with its label in the page language. */
export interface Labelled {
  value: string;
  label: string;
}

/** GET /product/{catalogNumber}. */
export interface ProductDetail extends ProductRow {
  description: string;
  troubleshooting: string;
  species: Labelled | null;
  proteinTag: Labelled | null;
  target: Labelled | null;
  coupling: Labelled | null;
  expressionSystem: Labelled | null;
  breadcrumb: { id: number; name: string }[];
  related: { id: number; catalogNumber: string; name: string }[];
  citations: { list: CitationRow[]; total: number };
}

export interface ProductSeo {
  title: string;
  keywords: string;
  description: string;
}
