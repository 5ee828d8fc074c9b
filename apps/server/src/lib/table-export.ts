import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';

/**
 * A column of an exported list. `text` cells stay text, `int` and `cents` are numbers (cents shown
 * as euros), `date` an ISO date (YYYY-MM-DD) that becomes a real date cell (DESIGN: exports).
 */
export type ExportColumn<R> = {
  header: string;
  kind: 'text' | 'int' | 'cents' | 'date';
  /** Column width in characters in the XLSX. */
  width: number;
  value: (row: R) => string | number | null;
};

export type ExportFile = { contentType: string; fileName: string; body: Readable };

const intFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const euroFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A text a spreadsheet would run as a formula ('=…', '+…', '-…', '@…') is kept as text (OWASP CSV injection). */
const guardFormula = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const quoteCsv = (text: string) => (/[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function csvCell<R>(column: ExportColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null || value === '') {
    return '';
  }
  let text: string;
  switch (column.kind) {
    case 'int':
      text = intFormat.format(Number(value));
      break;
    case 'cents':
      text = euroFormat.format(Number(value) / 100);
      break;
    case 'date': {
      const [y, m, d] = String(value).split('-');
      text = `${d}.${m}.${y}`;
      break;
    }
    default:
      text = guardFormula(String(value));
  }
  return quoteCsv(text);
}

/**
 * CSV for German Excel: UTF-8 with BOM, ';' between cells, CRLF, numbers as '1.234,56', dates as
 * DD.MM.YYYY. Written page by page as the pages arrive.
 */
export function csvExport<R>(columns: readonly ExportColumn<R>[], pages: AsyncIterable<R[]>): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => quoteCsv(c.header)).join(';')}\r\n`;
    for await (const rows of pages) {
      yield rows.map((row) => `${columns.map((c) => csvCell(c, row)).join(';')}\r\n`).join('');
    }
  }
  return Readable.from(lines());
}

const numFmt: Record<ExportColumn<unknown>['kind'], string | undefined> = {
  text: undefined,
  int: '0',
  cents: '#,##0.00 €',
  date: 'DD.MM.YYYY',
};

function xlsxCell<R>(column: ExportColumn<R>, row: R): string | number | Date | null {
  const value = column.value(row);
  if (value === null || value === '') {
    return null;
  }
  switch (column.kind) {
    case 'int':
      return Number(value);
    case 'cents':
      return Number(value) / 100;
    case 'date': {
      const [y = 0, m = 1, d = 1] = String(value).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d));
    }
    default:
      return String(value);
  }
}

/**
 * XLSX through exceljs' streaming writer: each row is committed (written out) as it is added, so
 * the workbook is never held in memory. Numbers and dates are real cells with a German format.
 */
export function xlsxExport<R>(
  columns: readonly ExportColumn<R>[],
  pages: AsyncIterable<R[]>,
  sheetName: string,
  onError: (error: unknown) => void,
): Readable {
  const body = new PassThrough();
  void (async () => {
    // Loaded at the first XLSX export: importing exceljs cost 0.14 s of every server start.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      key: String(i),
      width: c.width,
      ...(numFmt[c.kind] ? { style: { numFmt: numFmt[c.kind] } } : {}),
    }));
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const rows of pages) {
      for (const row of rows) {
        sheet.addRow(columns.map((c) => xlsxCell(c, row))).commit();
      }
      // Backpressure: the next page is read only when the client has taken what is written; a closed
      // download stops reading.
      if (body.writableNeedDrain) {
        await Promise.race([once(body, 'drain'), once(body, 'close')]);
      }
      if (body.destroyed) {
        return;
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return body;
}
