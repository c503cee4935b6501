import { pdfStreams } from '../../deploy/pdf-text';

/**
 * The text a reader copies out of a pdfkit PDF: every shown string (`<hex> Tj` and the hex strings of `[…] TJ`)
 * mapped through the fonts' ToUnicode tables (`<first> <last> [<utf16> …]`), one line per text object.
 */
export function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf);
  const map = new Map<number, string>();
  let width = 4;
  for (const cmap of streams.filter((s) => s.includes('beginbfrange'))) {
    for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/g)) {
      width = range[1].length;
      const first = parseInt(range[1], 16);
      [...range[3].matchAll(/<([0-9a-f ]+)>/g)].forEach((target, i) => {
        map.set(first + i, String.fromCharCode(...target[1].split(' ').map((unit) => parseInt(unit, 16))));
      });
    }
  }
  const lines: string[] = [];
  for (const content of streams.filter((s) => s.includes('BT'))) {
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const hex of block[1].matchAll(/<([0-9a-f]+)>/g)) {
        for (let i = 0; i + width <= hex[1].length; i += width) {
          line += map.get(parseInt(hex[1].slice(i, i + width), 16)) ?? '';
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
