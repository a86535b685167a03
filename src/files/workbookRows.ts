import { readSheet } from 'read-excel-file/universal';

/**
 * The first sheet of an XLSX workbook as rows of cells. The science reads tables but opens no file format
 * itself, so the worker hands it this reader for the workbooks people drop.
 */
export const workbookRows = async (bytes: ArrayBuffer): Promise<unknown[][]> => readSheet(bytes);

export type WorkbookRows = typeof workbookRows;
