import zlib from 'node:zlib';

/**
 * The text of a PDF as its fonts' ToUnicode maps read it (enough for the receipts pdfkit draws: two-byte glyph ids in
 * hex strings, one ToUnicode CMap per font with `bfrange … [<…> …]` and `bfchar` entries). Each page's text runs are
 * joined in drawing order; what no map names is skipped. A test's check that a PDF shows a number or an amount, not a
 * general PDF reader.
 */
export const pdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    streams.push(match[1]!.includes('/FlateDecode') ? zlib.inflateSync(bytes).toString('latin1') : bytes.toString('latin1'));
  }
  const glyphs = new Map<string, string>();
  const unicode = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const cmap of streams.filter((s) => s.includes('beginbfrange') || s.includes('beginbfchar'))) {
    for (const [, from, , list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const first = parseInt(from!, 16);
      [...list!.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, hex], i) => glyphs.set((first + i).toString(16).padStart(4, '0'), unicode(hex!)));
    }
    for (const [, code, hex] of cmap.matchAll(/^<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>\s*$/gm)) glyphs.set(code!.toLowerCase(), unicode(hex!));
  }
  return streams
    .filter((s) => /\bBT\b/.test(s))
    .map((content) =>
      [...content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)]
        .map(([, array, single]) =>
          (array ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [single!])
            .map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => glyphs.get(code.toLowerCase()) ?? '').join(''))
            .join(''),
        )
        .join('\n'),
    )
    .join('\n');
};
