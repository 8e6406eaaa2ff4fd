import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.ts';

const receipt: ReceiptDocument = {
  kind: 'receipt',
  number: 'S7K2-000042',
  issued_at: new Date('2026-03-02T10:15:00Z'),
  language: 'en',
  currency: 'USD',
  seller: { name: 'Lina Studio', email: 'lina@example.com' },
  buyer: { name: 'Omar Haddad', email: 'omar@example.com', address: ['12 Cedar Street', 'Beirut 1100'] },
  lines: [
    { description: '10K training plan', quantity: 1, unit_amount: 1234, amount: 1234 },
    { description: 'Nutrition guide', quantity: 2, unit_amount: 500, amount: 1000 },
  ],
  discount: { code: 'SPRING10', amount: 200 },
  total: 2034,
  paid_with: 'Visa •••• 4242',
  order_id: 'ord_8f3a2c',
  refunded: 500,
};

type Text = { str: string; x: number; y: number };
type Extracted = { pages: number; width: number; items: Text[]; strings: string[] };

/**
 * The text a reader would copy, item by item, as PDF.js finds it: one item per run the renderer drew, right-to-left runs
 * put back in logical order by PDF.js. Presentation forms and no-break spaces are folded (NFKC), so the assertions
 * compare plain letters.
 */
async function extract(pdf: Buffer): Promise<Extracted> {
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await loading.promise;
  const items: Text[] = [];
  let width = 0;
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    width = page.view[2] ?? 0;
    const content = await page.getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim())
        items.push({ str: item.str.normalize('NFKC').trim(), x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 });
  }
  await loading.destroy();
  return { pages: document.numPages, width, items, strings: items.map((i) => i.str) };
}

describe('a receipt as PDF', () => {
  it('is a PDF with the number, the parties, each line, the discount and the total (USD)', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, strings } = await extract(pdf);
    expect(pages).toBe(1);
    expect(strings).toEqual(
      expect.arrayContaining([
        'Receipt',
        'S7K2-000042',
        'March 2, 2026',
        'ord_8f3a2c',
        'Lina Studio',
        'lina@example.com',
        'Omar Haddad',
        'omar@example.com',
        '12 Cedar Street',
        'Beirut 1100',
        '10K training plan',
        'Nutrition guide',
        '$12.34',
        '$5.00',
        '$10.00',
        'Discount (SPRING10)',
        '-$2.00',
        'Total',
        '$20.34',
        'Visa •••• 4242',
        'Refunded',
        '-$5.00',
      ]),
    );
    expect(strings).not.toContain('Credit note');
  });

  it('shows yen without decimals and Kuwaiti dinars with three, whatever Intl defaults to', async () => {
    const yen = await extract(
      await renderReceiptPdf({ ...receipt, currency: 'JPY', discount: null, refunded: null, total: 3234 }),
    );
    expect(yen.strings).toEqual(expect.arrayContaining(['¥1,234', '¥500', '¥1,000', '¥3,234']));
    const dinars = await extract(await renderReceiptPdf({ ...receipt, currency: 'KWD', total: 2034 }));
    expect(dinars.strings).toEqual(expect.arrayContaining(['KWD 1.234', 'KWD 0.500', 'KWD 2.034', '-KWD 0.200']));
  });

  it('in Arabic, has the Arabic labels, shaped and right-aligned, and mixed lines in right-to-left order', async () => {
    const pdf = await renderReceiptPdf({ ...receipt, language: 'ar', currency: 'KWD' });
    const { items, strings, width } = await extract(pdf);
    // Words whose letters the font draws without ligatures: PDF.js turns a right-to-left item round character by
    // character, so a ligature's two letters (لى in إلى) come out swapped.
    for (const word of [
      'إيصال',
      'الرقم',
      'التاريخ',
      'البائع',
      'الوصف',
      'الكمية',
      'المبلغ',
      'الطلب',
      'الخصم',
      'طريقة الدفع',
    ])
      expect(strings.join(' ')).toContain(word);
    for (const label of ['إيصال', 'الرقم', 'التاريخ', 'البائع', 'الوصف']) {
      const item = items.find((i) => i.str.includes(label));
      expect(item?.x, label).toBeGreaterThan(width / 2);
    }
    expect(strings).toEqual(
      expect.arrayContaining(['Lina Studio', 'Omar Haddad', '1.234', '2.034', '-0.200', 'S7K2-000042']),
    );
    // A buyer's Latin address keeps its own order on an Arabic receipt (not "Cedar Street 12").
    expect(strings).toContain('12 Cedar Street');
    // "2 مارس 2026" read right to left: the day is rightmost, the year leftmost.
    const dateLine = items.filter((i) => i.y === items.find((j) => j.str === 'مارس')?.y);
    const x = (str: string): number => dateLine.find((i) => i.str === str)?.x ?? Number.NaN;
    expect(x('2')).toBeGreaterThan(x('مارس'));
    expect(x('مارس')).toBeGreaterThan(x('2026'));
    // Shaped: the letter lam is drawn with more than one glyph (initial, medial, final forms), each mapped back to ل.
    expect(await glyphsFor(pdf, 'ل')).toBeGreaterThan(1);
  });

  it('renders the same bytes for the same document, other bytes for another number', async () => {
    const [a, b, c] = await Promise.all([
      renderReceiptPdf(receipt),
      renderReceiptPdf(structuredClone(receipt)),
      renderReceiptPdf({ ...receipt, number: 'S7K2-000043' }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    const arabic = { ...receipt, language: 'ar' as const };
    expect((await renderReceiptPdf(arabic)).equals(await renderReceiptPdf(arabic))).toBe(true);
  });

  it('as a credit note, says so and names the receipt it corrects', async () => {
    const { strings } = await extract(
      await renderReceiptPdf({
        ...receipt,
        kind: 'credit_note',
        number: 'S7K2-000050',
        refers_to: 'S7K2-000042',
        lines: [{ description: 'Nutrition guide', quantity: 1, unit_amount: 500, amount: 500 }],
        discount: null,
        total: 500,
        refunded: null,
      }),
    );
    expect(strings).toEqual(
      expect.arrayContaining(['Credit note', 'S7K2-000050', 'Refers to receipt', 'S7K2-000042', '$5.00']),
    );
    expect(strings).not.toContain('Receipt');
  });

  it('continues the table on a second page when the lines do not fit on one', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      description: `Session ${i + 1}`,
      quantity: 1,
      unit_amount: 100,
      amount: 100,
    }));
    const { pages, strings } = await extract(await renderReceiptPdf({ ...receipt, lines, total: 4000 }));
    expect(pages).toBe(2);
    expect(strings).toEqual(expect.arrayContaining(['Session 1', 'Session 40', '$40.00']));
    expect(strings.filter((s) => s === 'Description')).toHaveLength(2);
  });

  it('refuses amounts that are not whole minor units, unknown currencies and invalid dates', async () => {
    const line = receipt.lines[0]!;
    await expect(renderReceiptPdf({ ...receipt, total: 20.34 })).rejects.toThrow(/whole number/);
    await expect(renderReceiptPdf({ ...receipt, lines: [{ ...line, amount: 12.5 }] })).rejects.toThrow(/whole/);
    await expect(renderReceiptPdf({ ...receipt, discount: { code: 'X', amount: Number.NaN } })).rejects.toThrow();
    await expect(renderReceiptPdf({ ...receipt, currency: 'USX' })).rejects.toThrow(/Unknown currency/);
    await expect(renderReceiptPdf({ ...receipt, issued_at: new Date('nope') })).rejects.toThrow(/date/);
  });
});

/** How many different glyphs of the page's fonts are mapped back to `letter`. */
async function glyphsFor(pdf: Buffer, letter: string): Promise<number> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const page = await (await loading.promise).getPage(1);
  const operators = await page.getOperatorList();
  const glyphs = new Set<string>();
  for (const [i, op] of operators.fnArray.entries()) {
    if (op !== OPS.showText) continue;
    // PDF.js gives each glyph of an embedded font a character of its own (`fontChar`).
    const [shown] = operators.argsArray[i] as [({ unicode: string; fontChar: string } | number)[]];
    for (const glyph of shown) if (typeof glyph === 'object' && glyph.unicode === letter) glyphs.add(glyph.fontChar);
  }
  await loading.destroy();
  return glyphs.size;
}
