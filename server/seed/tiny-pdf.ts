// A small but valid PDF (one A4 page of Helvetica text lines), so that the seed's notice
// attachments are real documents a viewer opens. Helvetica only covers Latin text, so the lines are
// ASCII; a Korean notice's attachment keeps its Korean file name but English content.

/** PDF string literal: backslash and parentheses escaped, anything outside printable ASCII dropped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (character) => `\\${character}`);
}

export interface PdfLine {
  text: string;
  /** Points; 11 when absent. */
  size?: number;
}

/** The bytes of a one-page PDF with these lines from the top. */
export function createTextPdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `(${pdfText(title)}) Tj`,
    ...lines.flatMap((line) => [
      `/F1 ${line.size ?? 11} Tf`,
      `0 -${Math.round((line.size ?? 11) * 1.8)} Td`,
      `(${pdfText(line.text)}) Tj`,
    ]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Creator Portal seed) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
