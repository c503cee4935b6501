import { inflateSync } from 'node:zlib';

/** The decompressed content of every Flate stream of a PDF written by pdfkit. */
export function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1'));
    } catch {
      // Not a Flate stream (pdfkit compresses all of its own): skip it.
    }
  }
  return streams;
}

/**
 * The characters a PDF's fonts can show and a reader can copy out: every code point its ToUnicode maps
 * have for a real glyph (a character missing from the font falls on glyph 0, which maps to nothing).
 */
export function pdfCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  for (const stream of pdfStreams(pdf).filter((content) => content.includes('beginbfrange'))) {
    // `<first> <last> [<target> …]`: the bounds are glyph ids, the bracketed targets are UTF-16 text.
    for (const targets of stream.matchAll(/\[([^\]]*)\]/g)) {
      for (const entry of targets[1].matchAll(/<([0-9a-f ]+)>/g)) {
        characters.add(String.fromCharCode(...entry[1].split(' ').map((unit) => parseInt(unit, 16))));
      }
    }
  }
  return characters;
}
