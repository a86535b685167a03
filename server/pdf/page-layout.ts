import { rgb } from 'pdf-lib';

/** An A4 page in PDF points (1/72 inch), portrait. */
export const A4: [number, number] = [595.28, 841.89];
/** The text column of every generated document: 50 pt margins left and right, the first baseline at 780 pt. */
export const LEFT = 50;
export const RIGHT = 545;
export const WIDTH = RIGHT - LEFT;
export const TOP = 780;
/** The site's brand blue for headings and rules, near-black for text, grey for footers. */
export const BRAND = rgb(0.043, 0.431, 0.6);
export const INK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.4, 0.4, 0.4);
