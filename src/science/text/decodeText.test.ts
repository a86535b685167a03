import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decodeText.ts';

/** Byte fixtures written by a Python encoder (str.encode('gb18030' | 'cp1252' | 'utf-8' | 'utf-16-le')). */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/text/${name}`, import.meta.url)));

const CHINESE = '>构建体一 5′非翻译区，批号 A1\nGGGAGACGCUCGAUCCAGCGUCUACCGCGGAAUUCGAG\n>构建体二 μ级\nGGGAGACGCUCGAUCCAGCGUCUACC\n';
const WESTERN = '>Café construct, 5 µg/µl – lot «Müller»\nGGGAGACGCUCGAUCCAGCGUCUACCGCGGAAUUCGAG\n>Crème brûlée\nGGGAGACGCUCGAUCCAGCGUCUACC\n';

/** Latin-1 letters are their own byte in Windows-1252 (code points 0xA0-0xFF). */
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe('decodeText: byte fixtures', () => {
  it('reads UTF-8 with and without BOM (the BOM is dropped)', () => {
    expect(decodeText(fixture('records-utf8-bom.fa'))).toEqual({ text: CHINESE, encoding: 'utf-8' });
    expect(decodeText(fixture('records-utf8.fa'))).toEqual({ text: WESTERN, encoding: 'utf-8' });
  });
  it('reads GB18030 (GBK) Chinese text', () => {
    expect(decodeText(fixture('records-gb18030.fa'))).toEqual({ text: CHINESE, encoding: 'gb18030' });
    expect(decodeText(fixture('batch-gb18030.csv')).text.split('\n')[0]).toBe('名称,序列');
  });
  it('reads Windows-1252 text', () => {
    expect(decodeText(fixture('records-windows-1252.fa'))).toEqual({ text: WESTERN, encoding: 'windows-1252' });
  });
  it('reads UTF-16 when it carries its BOM', () => {
    expect(decodeText(fixture('records-utf16le-bom.fa'))).toEqual({ text: CHINESE, encoding: 'utf-16le' });
  });
});

describe('decodeText: Western text that is also valid GB18030 stays Western', () => {
  it.each(['Müller', 'Crème', 'Añejo', 'Dès', 'Zürich Straße'])('%s', (word) => {
    const bytes = latin1(word);
    expect(() => new TextDecoder('gb18030', { fatal: true }).decode(bytes)).not.toThrow(); // the trap: it decodes
    expect(decodeText(bytes)).toEqual({ text: word, encoding: 'windows-1252' });
  });
  it('Windows-1252 smart quotes and the euro sign (bytes 0x80-0x9F)', () => {
    expect(decodeText(Uint8Array.from([0x93, 0x41, 0x94, 0x20, 0x80, 0x35]))).toEqual({ text: '“A” €5', encoding: 'windows-1252' });
  });
  it('every byte 0x80-0x9F as the WHATWG index maps it, in long input too', () => {
    const bytes = Uint8Array.from({ length: 20_000 }, (_, i) => 0x80 + (i % 32));
    const text = decodeText(bytes).text;
    expect(text).toHaveLength(20_000);
    expect(text.slice(0, 32)).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
    expect(text.slice(19_968)).toBe(text.slice(0, 32));
  });
  it('plain ASCII and empty input are UTF-8', () => {
    expect(decodeText(latin1('>a\nACGU\n'))).toEqual({ text: '>a\nACGU\n', encoding: 'utf-8' });
    expect(decodeText(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });
  it('GB18030 four-byte characters count as Chinese (µ is 0x81 0x30 0x85 0x38)', () => {
    const bytes = Uint8Array.from([0x35, 0x20, 0x81, 0x30, 0x85, 0x38, 0x67]);
    expect(decodeText(bytes)).toEqual({ text: '5 µg', encoding: 'gb18030' });
  });
});
