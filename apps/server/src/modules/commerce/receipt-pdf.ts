import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import bidiJs from 'bidi-js';
import PDFDocument from 'pdfkit';
import { currencyExponent, requireAmount, requireCurrency } from '@ito/ledger/money';

/**
 * A receipt or a credit note as a PDF, in English or Arabic. Pure: the document in, the bytes out, the same bytes for
 * the same document (the PDF's dates and file ID come from `issued_at` and `number`, never from the clock).
 *
 * PDFKit draws the text and fontkit (inside it) shapes Arabic into its joined forms and lays an Arabic run out right to
 * left. Neither orders a line that mixes directions ("البائع: Lina's Shop"), so each line goes through the Unicode
 * bidirectional algorithm (bidi-js) first and is drawn run by run in visual order, each run in the font that has its
 * glyphs: IBM Plex Sans Arabic for right-to-left runs, Noto Sans for the rest.
 *
 * Why IBM Plex Sans Arabic and not Noto Sans Arabic: Noto draws ب ت ث ن ي from one dotless glyph plus dot glyphs, and
 * a PDF maps each glyph to one character for copying and search (PDFKit keeps the first), so "البائع" would copy as
 * "النائع". Plex has a glyph of its own for every letter form. Its required ligatures (لا, لى, تر) map to their two
 * letters in logical order, as the PDF format asks; PDF.js and pdftotext turn a right-to-left run round character by
 * character and so copy those two letters swapped.
 */

export type ReceiptLine = { description: string; quantity: number; unit_amount: number; amount: number };

export type ReceiptDocument = {
  kind: 'receipt' | 'credit_note';
  /** Gapless per seller, formatted by the caller ("S7K2-000042"). */
  number: string;
  issued_at: Date;
  language: 'en' | 'ar';
  /** ISO 4217; every amount is a whole number of minor units with the ledger's exponent. */
  currency: string;
  seller: { name: string; email?: string | null };
  buyer: { name: string; email: string; address?: string[] | null };
  lines: ReceiptLine[];
  discount: { code: string; amount: number } | null;
  total: number;
  /** "Visa •••• 4242" */
  paid_with: string | null;
  order_id: string;
  /** A credit note: the number of the receipt it corrects. */
  refers_to?: string | null;
  /** A receipt: what has been refunded of it so far. */
  refunded?: number | null;
};

type Language = ReceiptDocument['language'];
type LabelKey = keyof typeof LABELS.en;

const LABELS = {
  en: {
    receipt: 'Receipt',
    credit_note: 'Credit note',
    number: 'Number',
    date: 'Date',
    seller: 'Seller',
    billed_to: 'Billed to',
    description: 'Description',
    quantity: 'Qty',
    unit_price: 'Unit price',
    amount: 'Amount',
    discount: 'Discount',
    total: 'Total',
    paid_with: 'Paid with',
    refunded: 'Refunded',
    order: 'Order',
    refers_to: 'Refers to receipt',
  },
  ar: {
    receipt: 'إيصال',
    credit_note: 'إشعار دائن',
    number: 'الرقم',
    date: 'التاريخ',
    seller: 'البائع',
    billed_to: 'فاتورة إلى',
    description: 'الوصف',
    quantity: 'الكمية',
    unit_price: 'سعر الوحدة',
    amount: 'المبلغ',
    discount: 'الخصم',
    total: 'الإجمالي',
    paid_with: 'طريقة الدفع',
    refunded: 'المبلغ المسترد',
    order: 'الطلب',
    refers_to: 'مرجع الإيصال',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * Arabic documents use Latin digits (`nu-latn`) throughout: the receipt number, order id and card digits are Latin
 * anyway, and one set of digits on a page reads better than two. English uses `en`. Dates are shown in UTC, so the same
 * document renders the same wherever the server runs.
 */
const LOCALES: Record<Language, string> = { en: 'en', ar: 'ar-u-nu-latn' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The amount in the document's language: the exact decimal (string math, no float), with the ledger's exponent. */
export function formatReceiptMoney(amount: number, currency: string, language: Language): string {
  requireAmount(amount);
  const exp = currencyExponent(currency);
  const digits = Math.abs(amount)
    .toString()
    .padStart(exp + 1, '0');
  const major = exp === 0 ? digits : `${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
  // Making a formatter costs far more than using one: one per language and currency, kept (a few hundred at most).
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: exp,
      maximumFractionDigits: exp,
    });
    moneyFormats.set(key, format);
  }
  // A decimal string is formatted exactly (Intl.NumberFormat v3), where a number would pass through a float.
  return format.format(`${amount < 0 ? '-' : ''}${major}` as Intl.StringNumericLiteral);
}

function requireDocument(doc: ReceiptDocument): void {
  if (doc.kind !== 'receipt' && doc.kind !== 'credit_note') throw new Error(`Unknown document kind: ${doc.kind}.`);
  if (doc.language !== 'en' && doc.language !== 'ar') throw new Error(`Unknown language: ${doc.language}.`);
  if (!(doc.issued_at instanceof Date) || Number.isNaN(doc.issued_at.getTime()))
    throw new Error('issued_at is not a valid date.');
  if (!doc.number) throw new Error('A receipt needs a number.');
  requireCurrency(doc.currency);
  for (const line of doc.lines) {
    if (!Number.isSafeInteger(line.quantity)) throw new Error(`A quantity is a whole number, not ${line.quantity}.`);
    requireAmount(line.unit_amount);
    requireAmount(line.amount);
  }
  if (doc.discount) requireAmount(doc.discount.amount);
  requireAmount(doc.total);
  if (doc.refunded != null) requireAmount(doc.refunded);
}

// --- Fonts --------------------------------------------------------------------------------------------------------

type FontName = 'latin' | 'latin-bold' | 'arabic' | 'arabic-bold';

const FONT_FILES: Record<FontName, string> = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabic: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  'arabic-bold': '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
};

let fontsLoading: Promise<[FontName, Buffer][]> | undefined;

function loadFonts(): Promise<[FontName, Buffer][]> {
  const require = createRequire(import.meta.url);
  fontsLoading ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([name, file]) => [name as FontName, await readFile(require.resolve(file))]),
  );
  return fontsLoading;
}

// --- Bidirectional text -------------------------------------------------------------------------------------------

// bidi-js is CommonJS (its factory is `module.exports`) with types that declare an ES default export: Node hands over
// the factory itself, a bundler that reads its `module` build hands over `{ default: factory }`.
const bidiFactory: typeof bidiJs.default = typeof bidiJs === 'function' ? bidiJs : bidiJs.default;
const bidi = bidiFactory();
const ARABIC = /\p{Script=Arabic}/u;
const LETTER = /\p{L}/u;
// Marks that steer the algorithm (Intl puts U+200F and U+061C around Arabic amounts) and have nothing to draw.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

type Run = { text: string; level: number; isArabicFont: boolean };

/**
 * One line of text as runs in visual order (left to right), each ready to draw: a left-to-right run as it is, a
 * right-to-left run with its brackets mirrored and, unless fontkit will lay it out right to left itself (it does for
 * text with Arabic letters), reversed.
 */
function visualRuns(text: string, direction: 'ltr' | 'rtl' | 'auto'): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    index += char.length;
    if (BIDI_CONTROL.test(char)) continue;
    const isOdd = level % 2 === 1;
    // The Arabic font also has the digits and punctuation that sit inside Arabic text; Noto Sans has no Arabic.
    const isArabicFont = ARABIC.test(char) || (isOdd && !LETTER.test(char));
    // Plex has no narrow no-break space (which Intl puts in some formats); a no-break space looks the same.
    const drawn = isOdd ? (bidi.getMirroredCharacter(char) ?? char) : char === '\u202f' ? '\u00a0' : char;
    const last = runs.at(-1);
    if (last && last.level === level && last.isArabicFont === isArabicFont) last.text += drawn;
    else runs.push({ text: drawn, level, isArabicFont });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs at that level or higher.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(highest + 1, ...runs.filter((r) => r.level % 2 === 1).map((r) => r.level));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) =>
    run.level % 2 === 1 && !ARABIC.test(run.text) ? { ...run, text: [...run.text].reverse().join('') } : run,
  );
}

// --- Layout -------------------------------------------------------------------------------------------------------

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#555555';

/**
 * `isData`: text that a seller or buyer wrote (names, addresses, descriptions) takes its direction from its first
 * letter, as HTML's dir="auto" does, so "12 Cedar Street" on an Arabic receipt still reads "12 Cedar Street"; labels
 * and amounts follow the document's direction.
 */
type Style = { size: number; isBold?: boolean; color?: string; isData?: boolean };

/**
 * Without `features`, PDFKit lays a string out word by word (to cache the words), which loses the spaces between
 * Arabic words and their right-to-left order; with them (none beyond the script's own) it shapes the run whole. The
 * baseline is set on each run so that runs in the two fonts, whose ascenders differ, sit on one line.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
type Align = 'start' | 'end';

/** Draws on the page in the document's direction: `start` is the left edge in English, the right edge in Arabic. */
class Canvas {
  readonly pdf: PDFKit.PDFDocument;
  readonly direction: 'ltr' | 'rtl';
  y = PAGE.margin;

  constructor(pdf: PDFKit.PDFDocument, direction: 'ltr' | 'rtl') {
    this.pdf = pdf;
    this.direction = direction;
  }

  private base(style: Style): 'ltr' | 'rtl' | 'auto' {
    return style.isData ? 'auto' : this.direction;
  }

  private useFont(run: Run, style: Style): void {
    const family = run.isArabicFont ? 'arabic' : 'latin';
    this.pdf.font(style.isBold ? `${family}-bold` : family).fontSize(style.size);
  }

  width(text: string, style: Style): number {
    let width = 0;
    for (const run of visualRuns(text, this.base(style))) {
      this.useFont(run, style);
      width += this.pdf.widthOfString(run.text, WHOLE_RUN);
    }
    return width;
  }

  /** The text broken into lines that fit `width`, at spaces or, for a word longer than the width, anywhere. */
  wrap(text: string, width: number, style: Style): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.trim().split(/\s+/u)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && this.width(line + char, style) > width) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** One line of text in a box `start` points from the start edge, `width` wide. */
  text(text: string, start: number, width: number, style: Style, align: Align = 'start'): void {
    const runs = visualRuns(text, this.base(style));
    const left = this.direction === 'ltr' ? PAGE.margin + start : PAGE.width - PAGE.margin - start - width;
    const total = this.width(text, style);
    const isLeftAligned = (align === 'start') === (this.direction === 'ltr');
    let x = isLeftAligned ? left : left + width - total;
    this.pdf.fillColor(style.color ?? '#000000');
    for (const run of runs) {
      this.useFont(run, style);
      this.pdf.text(run.text, x, this.y + style.size, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
      x += this.pdf.widthOfString(run.text, WHOLE_RUN);
    }
  }

  /** Wrapped text; moves down past it and returns how many lines it took. */
  paragraph(text: string, start: number, width: number, style: Style, align: Align = 'start'): number {
    const lines = this.wrap(text, width, style);
    for (const [i, line] of lines.entries()) {
      if (i > 0) this.y += lineHeight(style);
      this.text(line, start, width, style, align);
    }
    return lines.length;
  }

  rule(): void {
    this.pdf
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  }

  /** Starts a new page when `height` more points would not fit on this one. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= PAGE.height - PAGE.margin) return false;
    this.pdf.addPage();
    this.y = PAGE.margin;
    return true;
  }
}

function lineHeight(style: Style): number {
  return style.size * 1.6;
}

const BODY: Style = { size: 10 };
const LABEL: Style = { size: 10, color: MUTED };
const HEADING: Style = { size: 10, isBold: true };
const DATA: Style = { size: 10, isData: true };

// Table columns, from the start edge: description, quantity, unit price, amount.
const COLUMNS = {
  description: { start: 0, width: CONTENT_WIDTH - 290 },
  quantity: { start: CONTENT_WIDTH - 280, width: 50 },
  unit_price: { start: CONTENT_WIDTH - 220, width: 105 },
  amount: { start: CONTENT_WIDTH - 105, width: 105 },
};

export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  requireDocument(doc);
  const fonts = await loadFonts();
  const labels = LABELS[doc.language];
  const label = (key: LabelKey): string => labels[key];
  const locale = LOCALES[doc.language];
  const money = (amount: number): string => formatReceiptMoney(amount, doc.currency, doc.language);
  const title = label(doc.kind);

  const pdf = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    lang: doc.language,
    displayTitle: true,
    // The file ID is a hash of these: fixed dates and the number make it the same for the same document.
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.name,
      Producer: 'PDFKit',
      Creator: 'PDFKit',
      CreationDate: doc.issued_at,
      ModDate: doc.issued_at,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  for (const [name, data] of fonts) pdf.registerFont(name, data);

  const page = new Canvas(pdf, doc.language === 'ar' ? 'rtl' : 'ltr');
  const half = CONTENT_WIDTH / 2;

  page.text(title, 0, CONTENT_WIDTH, { size: 22, isBold: true });
  const sellerStyle: Style = { size: 12, isBold: true, isData: true };
  page.text(page.wrap(doc.seller.name, half, sellerStyle)[0] ?? '', half, half, sellerStyle, 'end');
  page.y += 40;

  const facts: [LabelKey, string][] = [
    ['number', doc.number],
    ['date', new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(doc.issued_at)],
    ['order', doc.order_id],
  ];
  if (doc.refers_to) facts.push(['refers_to', doc.refers_to]);
  for (const [key, value] of facts) {
    page.text(label(key), 0, 120, LABEL);
    page.text(value, 125, CONTENT_WIDTH - 125, DATA);
    page.y += lineHeight(BODY);
  }
  page.y += 16;

  const partyTop = page.y;
  const partyBlock = (key: LabelKey, start: number, lines: string[]): number => {
    page.y = partyTop;
    page.text(label(key), start, half - 10, HEADING);
    for (const line of lines) {
      page.y += lineHeight(BODY);
      page.paragraph(line, start, half - 10, DATA);
    }
    return page.y;
  };
  const sellerBottom = partyBlock('seller', 0, [doc.seller.name, ...(doc.seller.email ? [doc.seller.email] : [])]);
  const buyerBottom = partyBlock('billed_to', half, [doc.buyer.name, doc.buyer.email, ...(doc.buyer.address ?? [])]);
  page.y = Math.max(sellerBottom, buyerBottom) + lineHeight(BODY) + 16;

  const tableHeader = (): void => {
    page.text(label('description'), COLUMNS.description.start, COLUMNS.description.width, HEADING);
    page.text(label('quantity'), COLUMNS.quantity.start, COLUMNS.quantity.width, HEADING, 'end');
    page.text(label('unit_price'), COLUMNS.unit_price.start, COLUMNS.unit_price.width, HEADING, 'end');
    page.text(label('amount'), COLUMNS.amount.start, COLUMNS.amount.width, HEADING, 'end');
    page.y += lineHeight(HEADING);
    page.rule();
    page.y += 6;
  };
  tableHeader();
  const quantity = new Intl.NumberFormat(locale);
  for (const line of doc.lines) {
    const descriptionLines = page.wrap(line.description, COLUMNS.description.width, DATA);
    if (page.ensureRoom(descriptionLines.length * lineHeight(BODY) + 4)) tableHeader();
    page.text(quantity.format(line.quantity), COLUMNS.quantity.start, COLUMNS.quantity.width, BODY, 'end');
    page.text(money(line.unit_amount), COLUMNS.unit_price.start, COLUMNS.unit_price.width, BODY, 'end');
    page.text(money(line.amount), COLUMNS.amount.start, COLUMNS.amount.width, BODY, 'end');
    for (const [i, text] of descriptionLines.entries()) {
      if (i > 0) page.y += lineHeight(BODY);
      page.text(text, COLUMNS.description.start, COLUMNS.description.width, DATA);
    }
    page.y += lineHeight(BODY) + 4;
  }
  page.rule();
  page.y += 8;

  const summary: [string, string, Style][] = [];
  if (doc.discount) summary.push([`${label('discount')} (${doc.discount.code})`, money(-doc.discount.amount), BODY]);
  summary.push([label('total'), money(doc.total), { size: 12, isBold: true }]);
  if (doc.paid_with) summary.push([label('paid_with'), doc.paid_with, DATA]);
  if (doc.refunded) summary.push([label('refunded'), money(-doc.refunded), BODY]);
  for (const [name, value, style] of summary) {
    page.ensureRoom(lineHeight(style));
    page.text(name, COLUMNS.amount.start - 230, 220, style);
    page.text(value, COLUMNS.amount.start, COLUMNS.amount.width, style, 'end');
    page.y += lineHeight(style);
  }

  pdf.end();
  await finished;
  return Buffer.concat(chunks);
}
