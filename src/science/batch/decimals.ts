/**
 * Decimals of exported numbers, by quantity: every export (CSV, the command line's XLSX, the pages'
 * XLSX) rounds and shows them so. Masses and m/z to 4 (the precision of the toolbox's test vectors),
 * volumes to 0.01 µl and percentages to 0.01 %, concentrations to 0.1 ng/µl (pipetting-relevant).
 */
export const DECIMALS = { count: 0, massDa: 4, mzTh: 4, percent: 2, volumeUl: 2, concNgPerUl: 1, mwGPerMol: 4 } as const;
