/**
 * Journals of the demo citations: [name, DOI slug, impact factor, sampling weight].
 * Impact factors are rounded demo values in the range of recent JCR editions; the DOIs built from the
 * slug use the example prefix 10.5555 and resolve nowhere.
 */
export type Journal = readonly [name: string, slug: string, impactFactor: number, weight: number];

/** The highest impact factor of the citation list ("highest impact factor 54.94"). */
export const TOP_JOURNAL: Journal = ['Nature Biotechnology', 'natbiotech', 54.94, 0];

export const JOURNALS: readonly Journal[] = [
  ['Nature Medicine', 'natmed', 53.44, 0.15],
  ['Cell', 'cell', 41.58, 0.25],
  ['Immunity', 'immunity', 31.75, 0.4],
  ['Molecular Cancer', 'molcancer', 27.4, 0.5],
  ['Cell Research', 'cellres', 25.62, 0.5],
  ['Blood', 'blood', 22.11, 1],
  ['Signal Transduction and Targeted Therapy', 'sigtransduct', 18.19, 0.8],
  ['Science Translational Medicine', 'scitranslmed', 17.96, 0.6],
  ['Journal of Hematology & Oncology', 'jhematolonc', 17.39, 1],
  ['Nucleic Acids Research', 'nar', 16.97, 1.6],
  ['Advanced Science', 'advsci', 16.81, 1],
  ['Nature Communications', 'natcommun', 14.92, 3],
  ['Journal of Experimental Medicine', 'jexpmed', 14.31, 1],
  ['Cancer Research', 'cancerres', 12.7, 2],
  ['Clinical Cancer Research', 'clincancerres', 12.53, 1.5],
  ['Biomaterials', 'biomaterials', 12.48, 1.5],
  ['Theranostics', 'theranostics', 11.56, 3],
  ['Cellular & Molecular Immunology', 'cellmolimmunol', 11.53, 2],
  ['Molecular Therapy', 'molther', 11.45, 3],
  ['Acta Pharmaceutica Sinica B', 'apsb', 11.41, 1.5],
  ['Journal of Controlled Release', 'jconrel', 9.78, 3],
  ['Cell Reports', 'cellrep', 9.42, 3],
  ['Molecular Therapy - Nucleic Acids', 'molthernucl', 8.89, 4],
  ['Cell Death & Disease', 'celldeathdis', 8.47, 4],
  ['OncoImmunology', 'oncoimmunol', 8.11, 3],
  ['Frontiers in Immunology', 'frontimmunol', 7.56, 12],
  ['Analytical Chemistry', 'analchem', 6.99, 3],
  ['Stem Cell Research & Therapy', 'stemcellresther', 6.83, 4],
  ['Frontiers in Cell and Developmental Biology', 'frontcelldev', 6.68, 6],
  ['Antiviral Research', 'antiviralres', 5.97, 3],
  ['International Journal of Molecular Sciences', 'ijms', 5.92, 14],
  ['mAbs', 'mabs', 5.86, 6],
  ['Journal of Immunology', 'jimmunol', 5.42, 10],
  ['Journal of Cellular and Molecular Medicine', 'jcmm', 5.31, 4],
  ['Journal of Biological Chemistry', 'jbc', 5.16, 8],
  ['Journal of Virology', 'jvirol', 5.1, 4],
  ['RNA', 'rna', 4.94, 4],
  ['Biotechnology and Bioengineering', 'biotechbioeng', 4.53, 4],
  ['Vaccines', 'vaccines', 4.42, 6],
  ['Molecules', 'molecules', 4.41, 7],
  ['Scientific Reports', 'scirep', 4.38, 24],
  ['Journal of Pharmaceutical and Biomedical Analysis', 'jpba', 3.94, 6],
  ['Biochemical and Biophysical Research Communications', 'bbrc', 3.58, 8],
  ['Analytical Biochemistry', 'analbiochem', 3.37, 5],
  ['PLoS One', 'plosone', 3.24, 22],
  ['Oncology Letters', 'oncollett', 2.97, 10],
  ['Biotechnology Letters', 'biotechlett', 2.46, 5],
  ['Experimental and Therapeutic Medicine', 'expthermed', 2.45, 8],
  ['Protein Expression and Purification', 'pep', 1.65, 9],
];
