import { PdfWriter } from './pdf-writer.ts';

/** What a demo datasheet and safety data sheet are drawn from: the product's own data (English). */
export interface ProductFacts {
  company: string;
  catalogNumber: string;
  name: string;
  description: string;
  category: string;
  /** Dictionary labels, null when the product has none. */
  species: string | null;
  tag: string | null;
  target: string | null;
  coupling: string | null;
  expressionSystem: string | null;
  sizes: string[];
  troubleshooting: string;
  /** YYYY-MM-DD: the document's date (fixed, so the bytes never change between processes). */
  issuedOn: string;
}

type Family = 'protein' | 'liquid' | 'cells';

/** Kits, enzymes and nucleotides (MRN, ENZ) ship as solutions; cell lines (CEL) frozen; proteins and antibodies lyophilised or in buffer. */
const familyOf = (catalogNumber: string): Family => (/^(MRN|ENZ)-/.test(catalogNumber) ? 'liquid' : /^CEL-/.test(catalogNumber) ? 'cells' : 'protein');

const STORAGE: Record<Family, string> = {
  protein: 'Store at -20 °C to -80 °C for up to 12 months from receipt. After reconstitution, keep at 2-8 °C for up to one week or aliquot and store at -80 °C for up to 3 months. Avoid repeated freeze-thaw cycles.',
  liquid: 'Store at -20 °C in a non-frost-free freezer for up to 24 months. Thaw on ice, mix gently and spin down before use. Keep on ice while in use.',
  cells: 'Store in the vapour phase of liquid nitrogen (below -150 °C) on receipt. Do not store at -80 °C for more than one week.',
};

const SHIPPING: Record<Family, string> = { protein: 'Blue ice (lyophilised: ambient temperature)', liquid: 'Dry ice', cells: 'Dry ice' };

const HANDLING: Record<Family, string[]> = {
  protein: [
    'Centrifuge the vial briefly before opening to bring the contents to the bottom.',
    'Reconstitute in sterile water or PBS to 0.1-0.5 mg/ml; do not vortex. Let the vial stand for 10 minutes at room temperature and mix by gentle pipetting.',
    'For long-term storage of dilute solutions, add a carrier protein (0.1% BSA or HSA) and aliquot into low-binding tubes.',
    'Determine the optimal working concentration for each application; the ED50 or binding values on the certificate of analysis give a starting point.',
  ],
  liquid: [
    'Thaw on ice and mix by flicking or gentle pipetting; spin down briefly.',
    'Assemble reactions on ice in nuclease-free tubes with nuclease-free water.',
    'Add the enzyme or nucleotide last, mix and incubate as given in the product manual.',
    'Return the vial to -20 °C immediately after use.',
  ],
  cells: [
    'Thaw the vial quickly in a 37 °C water bath (1-2 minutes) until a small ice crystal remains.',
    'Transfer the cells into 9 ml of pre-warmed complete medium and centrifuge at 200 x g for 5 minutes.',
    'Resuspend in complete medium with the selection antibiotic and seed into a T25 flask.',
    'Passage at 70-90% confluence; do not let the culture overgrow.',
  ],
};

const footerOf = (f: ProductFacts) => `${f.company} · ${f.catalogNumber} · For research use only. Not for use in diagnostic or therapeutic procedures.`;

/** A multi-page product datasheet: overview and specifications, then handling, applications and questions. */
export async function datasheetPdf(f: ProductFacts): Promise<Uint8Array> {
  const family = familyOf(f.catalogNumber);
  const w = await PdfWriter.create({ title: `Datasheet ${f.catalogNumber} ${f.name}`, author: f.company, subject: 'Product datasheet', date: f.issuedOn, footer: footerOf(f) });
  w.text(f.company, { size: 13, bold: true, brand: true });
  w.gap(20);
  w.text('PRODUCT DATASHEET', { size: 11, bold: true, brand: true });
  w.text(f.name, { size: 20, bold: true });
  w.text(`Catalog number ${f.catalogNumber} · ${f.category}`, { size: 11, grey: true });
  w.heading('Description');
  w.text(f.description || f.name);
  w.heading('Specifications');
  const spec: [string, string | null][] = [
    ['Catalog number', f.catalogNumber],
    ['Product category', f.category],
    ['Target', f.target],
    ['Species', f.species],
    ['Expression system', f.expressionSystem],
    ['Tag', f.tag],
    ['Conjugate', f.coupling],
    ['Purity', family === 'protein' ? '> 95% as determined by SDS-PAGE' : family === 'liquid' ? '> 98% as determined by HPLC' : 'Mycoplasma negative (PCR)'],
    ['Endotoxin', family === 'cells' ? 'Not applicable' : family === 'liquid' ? '< 0.01 EU/µl (LAL method)' : '< 1 EU/µg (LAL method)'],
    ['Sizes', f.sizes.join(', ') || 'On inquiry'],
    ['Shipping', SHIPPING[family]],
  ];
  w.table(spec.filter((row): row is [string, string] => row[1] !== null));
  w.heading('Storage and stability');
  w.text(STORAGE[family]);
  // Handling and applications start on page 2: the first page is the one-glance summary.
  w.newPage();
  w.heading('Handling and reconstitution');
  HANDLING[family].forEach((step, i) => w.text(`${i + 1}. ${step}`, { indent: 8 }));
  w.heading('Applications');
  w.text(family === 'cells' ? 'Cell-based potency and reporter assays, antibody screening, functional characterisation.' : 'Cell culture, bioassays, ELISA development, binding studies (SPR, BLI), in vitro transcription and enzymology as applicable.');
  w.heading('Quality control');
  w.text('Every lot is released against the specifications above. The certificate of analysis of each lot, with its measured values, is available for download from the product page by lot number.');
  if (f.troubleshooting) {
    w.heading('Questions and answers');
    for (const line of f.troubleshooting.split('\n')) w.text(line, { bold: line.startsWith('Q:') });
  }
  w.heading('Notes');
  w.text(`Issued ${f.issuedOn}. Specifications may change without notice; the certificate of analysis of your lot is authoritative.`, { grey: true });
  return w.save();
}

/** A safety data sheet in the 16 sections of the GHS (UN GHS Rev. 10, Annex 4), for a non-hazardous research reagent. */
export async function sdsPdf(f: ProductFacts): Promise<Uint8Array> {
  const family = familyOf(f.catalogNumber);
  const w = await PdfWriter.create({ title: `Safety data sheet ${f.catalogNumber}`, author: f.company, subject: 'Safety data sheet', date: f.issuedOn, footer: footerOf(f) });
  w.text(f.company, { size: 13, bold: true, brand: true });
  w.gap(16);
  w.text('SAFETY DATA SHEET', { size: 11, bold: true, brand: true });
  w.text(f.name, { size: 16, bold: true });
  w.text(`Catalog number ${f.catalogNumber} · Revision date ${f.issuedOn}`, { grey: true });
  const sections: [string, string][] = [
    ['1. Identification', `${f.name} (${f.catalogNumber}). Recommended use: laboratory research only. Supplier: ${f.company}.`],
    ['2. Hazard identification', 'Not a hazardous substance or mixture according to the Globally Harmonized System (GHS).'],
    ['3. Composition', family === 'cells' ? 'Cells in freezing medium with 10% DMSO.' : family === 'liquid' ? 'Aqueous buffered solution; may contain up to 50% glycerol.' : 'Recombinant protein in phosphate-buffered saline; may contain trehalose or glycerol.'],
    ['4. First-aid measures', 'Eyes and skin: rinse with plenty of water. Ingestion: rinse mouth with water. Seek medical advice if symptoms persist.'],
    ['5. Fire-fighting measures', 'Use extinguishing media appropriate to the surroundings. No special hazards are known.'],
    ['6. Accidental release measures', 'Wipe up with absorbent material, clean the area with disinfectant and dispose of as laboratory waste.'],
    ['7. Handling and storage', STORAGE[family]],
    ['8. Exposure controls', 'Wear a laboratory coat, gloves and safety glasses. No occupational exposure limits are assigned.'],
    ['9. Physical and chemical properties', family === 'protein' ? 'White lyophilised powder or clear solution; odourless.' : 'Clear solution or frozen suspension; odourless.'],
    ['10. Stability and reactivity', 'Stable under the recommended storage conditions. No hazardous reactions are known.'],
    ['11. Toxicological information', 'No toxicological data are available; the product is not expected to be harmful in the quantities supplied.'],
    ['12. Ecological information', 'No ecological data are available. Do not release into drains undiluted.'],
    ['13. Disposal', 'Dispose of in accordance with local regulations for laboratory waste' + (family === 'cells' ? ' (autoclave biological material).' : '.')],
    ['14. Transport', `Not regulated as dangerous goods. Shipped on ${SHIPPING[family].toLowerCase()}.`],
    ['15. Regulatory information', 'For research use only. Not for use in diagnostic or therapeutic procedures, nor in humans or animals.'],
    ['16. Other information', 'The information above is believed to be correct but does not purport to be all-inclusive and is a guide only.'],
  ];
  for (const [title, body] of sections) {
    w.heading(title);
    w.text(body);
  }
  return w.save();
}
