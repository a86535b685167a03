/** Numbers as the toolbox shows them: masses to 4 decimals (the vectors' precision), volumes to 2. */
export const fmtMass = (da: number) => da.toFixed(4);
export const fmtVolume = (ul: number) => ul.toFixed(2);
export const fmtPercent = (p: number) => p.toFixed(1);
