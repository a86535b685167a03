import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, it } from 'vitest';
import { cjkFontBytes } from '../pdf/cjk-font.ts';
import { pdfText } from './pdf-text.ts';

it('re-reads text drawn with a standard font (WinAnsi) and with an embedded CID font (ToUnicode), on each page', async () => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  const noto = await pdf.embedFont((await cjkFontBytes()).regular, { subset: true });
  pdf.addPage().drawText('Café 100 µg', { x: 50, y: 700, font: helvetica });
  const second = pdf.addPage();
  second.drawText('报价单 Q-2026-000001', { x: 50, y: 700, font: noto });
  second.drawText('Total: CNY 12.50', { x: 50, y: 680, font: helvetica });
  expect((await pdfText(await pdf.save())).split('\n')).toEqual(['Café 100 µg', '报价单 Q-2026-000001', 'Total: CNY 12.50']);
});
