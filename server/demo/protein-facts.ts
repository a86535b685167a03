/**
 * Demo facts about the human proteins of the generated catalogue: UniProtKB accession of the human
 * protein and the residues a supplier would typically express (the mature chain or the extracellular
 * domain). Accessions are those of the human genes as recorded in UniProtKB; the construct boundaries are
 * demo values chosen to follow the mature chain / extracellular domain and are not taken from any
 * supplier's datasheet. Heterodimers list both chains ("A & B"). Molecular weights are computed from the
 * construct length (protein-specification.ts), so they always agree with it.
 */
export interface ProteinFacts {
  accession: string;
  construct: string;
  /** Disulfide-linked homodimer: twice the mass under non-reducing SDS-PAGE. */
  dimer?: boolean;
  /** Extra apparent mass from glycosylation when made in eukaryotic cells, as a fraction of the predicted mass. */
  glycan?: number;
}

type Row = readonly [symbol: string, accession: string, construct: string, extra?: Omit<ProteinFacts, 'accession' | 'construct'>];

const DIMER = { dimer: true } as const;

const ROWS: readonly Row[] = [
  // IL-1 family
  ['IL-1α', 'P01583', 'Ser113-Ala271'], ['IL-1β', 'P01584', 'Ala117-Ser269'], ['IL-18', 'Q14116', 'Tyr37-Asp193'],
  ['IL-33', 'O95760', 'Ser112-Thr270'], ['IL-36γ', 'Q9NZH8', 'Ser18-Asp169'], ['IL-1RA', 'P18510', 'Arg26-Glu177'],
  // common γ-chain cytokines
  ['IL-2', 'P60568', 'Ala21-Thr153'], ['IL-4', 'P05112', 'His25-Ser153'], ['IL-7', 'P13232', 'Asp26-His177'],
  ['IL-9', 'P15248', 'Gln19-Ile144'], ['IL-15', 'P40933', 'Asn49-Ser162'], ['IL-21', 'Q9HBE4', 'Gln30-Ser162'],
  // IL-6 family
  ['IL-6', 'P05231', 'Val30-Met212'], ['IL-11', 'P20809', 'Pro22-Leu199'], ['OSM', 'P13725', 'Ala26-Arg221'],
  ['LIF', 'P15018', 'Ser23-Phe202'], ['CNTF', 'P26441', 'Ala2-Met200'],
  // IL-10 / IL-12 families
  ['IL-10', 'P22301', 'Ser19-Asn178'], ['IL-12', 'P29459, P29460', 'Arg57-Ser253 & Ile23-Ser328', { glycan: 0.2 }],
  ['IL-22', 'Q9GZX6', 'Ala34-Ile179'], ['IL-23', 'Q9NPF7, P29460', 'Arg20-Pro189 & Ile23-Ser328', { glycan: 0.2 }],
  ['IL-27', 'Q8NEV9, Q14213', 'Phe29-Pro243 & Arg21-Lys229', { glycan: 0.2 }],
  // IL-17 family
  ['IL-17A', 'Q16552', 'Gly24-Ala155', DIMER], ['IL-17F', 'Q96PD4', 'Arg31-Gln163', DIMER], ['IL-25', 'Q9H293', 'Tyr33-Gly177', DIMER],
  // interferons
  ['IFN-α2b', 'P01563', 'Cys24-Glu188'], ['IFN-β', 'P01574', 'Met22-Asn187', { glycan: 0.15 }], ['IFN-γ', 'P01579', 'Gln24-Gln166'],
  ['IFN-λ1', 'Q8IU54', 'Gly20-Thr200'],
  // TNF superfamily
  ['TNF-α', 'P01375', 'Val77-Leu233'], ['TNF-β', 'P01374', 'Leu35-Leu205'], ['RANKL', 'O14788', 'Gly140-Asp317'],
  ['TRAIL', 'P50591', 'Val114-Gly281'], ['BAFF', 'Q9Y275', 'Ala134-Leu285'], ['APRIL', 'O75888', 'Ala105-Leu250'],
  // chemokines
  ['CCL2', 'P13500', 'Gln24-Thr99'], ['CCL3', 'P10147', 'Ala24-Ala92'], ['CCL5', 'P13501', 'Ser24-Ser91'],
  ['CCL19', 'Q99731', 'Gly22-Ser98'], ['CCL21', 'O00585', 'Ser24-Pro134'], ['CXCL8', 'P10145', 'Ser28-Ser99'],
  ['CXCL10', 'P02778', 'Val22-Pro98'], ['CXCL12', 'P48061', 'Lys22-Lys89'], ['CXCL13', 'O43927', 'Val23-Pro109'],
  // colony-stimulating factors and haematopoietins
  ['GM-CSF', 'P04141', 'Ala18-Glu144'], ['G-CSF', 'P09919', 'Thr31-Pro204'], ['M-CSF', 'P09603', 'Glu33-Ser190', { dimer: true, glycan: 0.3 }],
  ['EPO', 'P01588', 'Ala28-Arg193', { glycan: 0.9 }], ['TPO', 'P40225', 'Ser22-Arg195', { glycan: 0.5 }], ['Flt3L', 'P49771', 'Thr27-Pro185'],
  // growth factors
  ['FGF-1', 'P05230', 'Phe16-Asp155'], ['FGF-2', 'P09038', 'Pro143-Ser288'], ['FGF-4', 'P08620', 'Ala31-Leu206'],
  ['FGF-7', 'P21781', 'Cys32-Thr194'], ['FGF-10', 'O15520', 'Gln38-Ser208'], ['FGF-21', 'Q9NSA1', 'His29-Ser209'],
  ['EGF', 'P01133', 'Asn971-Arg1023'], ['HB-EGF', 'Q99075', 'Asp63-Leu148'], ['TGF-α', 'P01135', 'Val40-Ala89'],
  ['NRG1-β1', 'Q02297', 'Ser177-Lys246'],
  ['VEGF165', 'P15692', 'Ala27-Arg191', DIMER], ['VEGF121', 'P15692', 'Ala27-Arg147', DIMER], ['PlGF', 'P49763', 'Leu19-Arg149', DIMER],
  ['PDGF-BB', 'P01127', 'Ser82-Thr190', DIMER],
  ['TGF-β1', 'P01137', 'Ala279-Ser390', DIMER], ['TGF-β3', 'P10600', 'Ala301-Ser412', DIMER], ['Activin A', 'P08476', 'Gly311-Ser426', DIMER],
  ['GDF-15', 'Q99988', 'Ala197-Ile308', DIMER],
  ['BMP-2', 'P12643', 'Gln283-Arg396', DIMER], ['BMP-4', 'P12644', 'Ser293-Arg408', DIMER], ['BMP-7', 'P18075', 'Ser293-His431', { dimer: true, glycan: 0.15 }],
  ['Noggin', 'Q13253', 'Gln28-Cys232', DIMER],
  ['HGF', 'P14210', 'Gln32-Ser728', { glycan: 0.1 }], ['IGF-1', 'P05019', 'Gly49-Ala118'], ['SCF', 'P21583', 'Glu26-Ala189'],
  ['β-NGF', 'P01138', 'Ser122-Arg241'], ['BDNF', 'P23560', 'His129-Arg247'], ['R-Spondin 1', 'Q2MKA7', 'Ser21-Ala263'],
  // immune checkpoints
  ['PD-1', 'Q15116', 'Leu25-Gln167', { glycan: 0.9 }], ['PD-L1', 'Q9NZQ7', 'Phe19-Arg238', { glycan: 0.35 }],
  ['PD-L2', 'Q9BQ51', 'Leu20-Pro219', { glycan: 0.3 }], ['CTLA-4', 'P16410', 'Lys36-Asp161', { glycan: 0.4 }],
  ['LAG-3', 'P18627', 'Leu23-Leu450'], ['TIGIT', 'Q495A1', 'Met22-Pro141', { glycan: 0.3 }], ['TIM-3', 'Q8TDQ0', 'Ser22-Arg200', { glycan: 0.5 }],
  ['Siglec-15', 'Q6ZMC9', 'Phe20-Thr263'], ['VISTA', 'Q9H7M9', 'Phe33-Ala194', { glycan: 0.4 }], ['CD47', 'Q08722', 'Gln19-Pro139', { glycan: 0.6 }],
  ['SIRPα', 'P78324', 'Glu31-Arg370'],
  // co-stimulatory receptors
  ['4-1BB', 'Q07011', 'Leu24-Gln186', { glycan: 0.4 }], ['OX40', 'P43489', 'Leu29-Ala216', { glycan: 0.4 }], ['CD28', 'P10747', 'Asn19-Pro152', { glycan: 0.5 }],
  ['ICOS', 'Q9Y6W8', 'Glu21-Phe141', { glycan: 0.5 }], ['GITR', 'Q9Y5U5', 'Gln26-Glu161', { glycan: 0.4 }], ['CD40', 'P25942', 'Glu21-Arg193'],
  ['CD27', 'P26842', 'Thr20-Ile191'], ['CD40L', 'P29965', 'Met113-Leu261'],
  // B-cell and T-cell antigens
  ['CD19', 'P15391', 'Pro20-Lys291'], ['CD20', 'P11836', 'Met1-Pro297', { glycan: 0 }], ['CD22', 'P20273', 'Asp20-Arg687'],
  ['BCMA', 'Q02223', 'Met1-Ala54', { glycan: 0 }], ['CD38', 'P28907', 'Val43-Ile300'], ['CD79B', 'P40259', 'Ala29-Asp159'],
  ['CD3E', 'P07766', 'Asp23-Asp126'], ['CD7', 'P09564', 'Ala26-Pro180'], ['CD33', 'P20138', 'Asp18-His259'],
  ['CD123', 'P26951', 'Thr19-Arg305'], ['CLL-1', 'Q5QGZ9', 'His65-Ala265'], ['CD5', 'P06127', 'Arg25-Pro372'],
  // receptor tyrosine kinases and tumour-associated antigens
  ['HER2', 'P04626', 'Thr23-Thr652'], ['EGFR', 'P00533', 'Leu25-Ser645'], ['HER3', 'P21860', 'Ser20-Thr643'],
  ['TROP-2', 'P09758', 'Gln27-Thr274'], ['Nectin-4', 'Q96NY8', 'Gly32-Ser349'], ['Claudin 18.2', 'P56856', 'Met1-Val261', { glycan: 0 }],
  ['B7-H3', 'Q5ZPR3', 'Leu29-Thr461'], ['c-MET', 'P08581', 'Glu25-Thr932'], ['Mesothelin', 'Q13421', 'Glu296-Gly580'],
  ['GPC3', 'P51654', 'Gln25-His559'], ['CEACAM5', 'P06731', 'Lys35-Ala685', { glycan: 0.6 }], ['FOLR1', 'P15328', 'Arg25-Met233'],
  ['CDH17', 'Q12864', 'Gln23-Thr787'], ['DLL3', 'Q9NYJ7', 'Ala27-Ala492'], ['PSMA', 'Q04609', 'Lys44-Ala750'],
  // cytokine and Fc receptors, ACE2
  ['CD25', 'P01589', 'Glu22-Thr240', { glycan: 0.5 }], ['IL-6R', 'P08887', 'Leu20-Asp358'], ['IL-17RA', 'Q96F46', 'Leu33-Trp320'],
  ['TNFR2', 'P20333', 'Leu23-Asp257'], ['VEGFR2', 'P35968', 'Ala20-Glu764'], ['FcRn', 'P55899', 'Ala24-Ser297'],
  ['CD16a', 'P08637', 'Gly17-Gln208', { glycan: 0.6 }], ['CD64', 'P12314', 'Gln16-Pro288'], ['ACE2', 'Q9BYF1', 'Gln18-Ser740'],
];

export const PROTEIN_FACTS: ReadonlyMap<string, ProteinFacts> = new Map(
  ROWS.map(([symbol, accession, construct, extra]) => [symbol, { accession, construct, ...extra }]),
);

/** Residues of a construct ("Ala21-Thr153" → 133; chains joined by "&" are summed). */
export function constructLength(construct: string): number {
  let n = 0;
  for (const m of construct.matchAll(/[A-Z][a-z]{2}(\d+)-[A-Z][a-z]{2}(\d+)/g)) n += Number(m[2]) - Number(m[1]) + 1;
  return n;
}
