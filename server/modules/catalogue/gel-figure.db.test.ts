import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bandY, MARKER_LADDER_KDA } from '../../../src/science/figures/figure-geometry.ts';
import { products } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { testApp } from '../../test/app.ts';
import { UPNG } from '../product-images/image-check.ts';
import { gelPixels, gelPng } from './gel-figure.ts';

const WIDTH = 508;
const HEIGHT = 540;
/** Picture pixels of an SVG coordinate (gel-figure.ts: twice the units, from (44, 20)). */
const px = (units: number, origin: number) => (units - origin) * 2;

/** The darkest rows of a pixel column: the rows whose blue channel is lowest, local minima only. */
function bandRows(rgba: Uint8Array, x: number): number[] {
  const blue = (y: number) => rgba[(y * WIDTH + x) * 4 + 2]!;
  const rows: number[] = [];
  for (let y = 1; y < HEIGHT - 1; y++) if (blue(y) < 0xd0 && blue(y) <= blue(y - 1) && blue(y) < blue(y + 1)) rows.push(y);
  return rows;
}

describe('the representative gel as a picture', () => {
  const gel = { top: px(46, 20), bottom: px(272, 20) };

  it('draws the 11 marker bands and the product band where the page figure puts it, reducing and not', () => {
    const rgba = gelPixels({ reducingKda: 17, nonReducingKda: 34, diffuse: false });
    expect(bandRows(rgba, px(88, 44))).toHaveLength(MARKER_LADDER_KDA.length);
    const [reducing] = bandRows(rgba, px(172, 44));
    const [nonReducing] = bandRows(rgba, px(252, 44));
    expect(Math.abs(reducing! - bandY(17, gel))).toBeLessThanOrEqual(1);
    expect(Math.abs(nonReducing! - bandY(34, gel))).toBeLessThanOrEqual(1);
    // The heavier (non-reduced) form runs higher up the gel.
    expect(nonReducing!).toBeLessThan(reducing!);
  });

  it('draws a glycoprotein band broader and writes a PNG of the stated size', () => {
    const darkRows = (diffuse: boolean) => {
      const rgba = gelPixels({ reducingKda: 50, nonReducingKda: 50, diffuse });
      let n = 0;
      for (let y = 0; y < HEIGHT; y++) if (rgba[(y * WIDTH + px(172, 44)) * 4 + 2]! < 0xc0) n++;
      return n;
    };
    expect(darkRows(true)).toBeGreaterThan(darkRows(false) + 4);
    const png = gelPng({ reducingKda: 50, nonReducingKda: 50, diffuse: false });
    expect(UPNG.decode(png.bytes.slice().buffer as ArrayBuffer)).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(png.etag).not.toBe(gelPng({ reducingKda: 51, nonReducingKda: 50, diffuse: false }).etag);
  });
});

describeEachDatabase('GET /product/:catalogNumber/figure.png', (database) => {
  const app = () => testApp(database().db);

  it('serves the IL-2 gel as a PNG with an ETag (304 when unchanged) and 404 for an unknown product', async () => {
    const res = await app().request('/api/v1/product/CYT-H0201/figure.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(UPNG.decode(bytes.buffer)).toMatchObject({ width: WIDTH, height: HEIGHT });
    const etag = res.headers.get('etag')!;
    expect((await app().request('/api/v1/product/CYT-H0201/figure.png', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await app().request('/api/v1/product/CYT-Z9999/figure.png')).status).toBe(404);
    expect((await app().request('/api/v1/product/not%20a%20number/figure.png')).status).toBe(400);
  });

  it('answers 404 for a product whose apparent mass is not known (nothing to draw)', async () => {
    const [unknownMass] = await database().db.select({ catalogNumber: products.catalogNumber }).from(products).where(isNull(products.mwObservedKda)).limit(1);
    expect(unknownMass).toBeDefined();
    expect((await app().request(`/api/v1/product/${unknownMass!.catalogNumber}/figure.png`)).status).toBe(404);
    const [known] = await database().db.select({ mw: products.mwObservedKda }).from(products).where(eq(products.catalogNumber, 'CYT-H0201'));
    expect(known!.mw).toBeGreaterThan(0);
  });
});
