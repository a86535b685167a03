import { version } from '../../package.json';

/** The toolbox's version as the report prints it: the package version of this build. */
export const TOOLBOX_VERSION = version;

/**
 * The mass table behind every species mass, as src/science/formula/formulaMass.ts and
 * src/science/isotopes/isotopeData.ts cite it.
 */
export const MASS_TABLE_VERSION = 'AME2020 monoisotopic masses; IUPAC CIAAW 2021 atomic weights';
export const MASS_TABLE_SOURCES = [
  'AME2020: Wang et al., Chinese Phys. C 45, 030003 (2021)',
  'IUPAC CIAAW 2021: Prohaska et al., Pure Appl. Chem. 94, 573 (2022)',
  'Isotopic compositions: IUPAC 2009 representative values',
];
