import { finished, Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { LEAD_IMPORT_MAX_BYTES, LEAD_IMPORT_MAX_COLUMNS, LEAD_IMPORT_MAX_ROW_CHARS, LEAD_IMPORT_MAX_ROWS } from '@uc/contract';
import type { CsvError } from 'csv-parse';
import { HttpError } from '../../errors';

/** 10 000 leads with every column filled is about 2 MB; the limit leaves room. */
export const IMPORT_MAX_BYTES = LEAD_IMPORT_MAX_BYTES;
/** CRM exports carry many columns we ignore (Apollo's has about 60); a row of thousands is not a lead list. */
export const IMPORT_MAX_COLUMNS = LEAD_IMPORT_MAX_COLUMNS;
/** Characters in one row's cells together: 11 columns of 500 characters is far below. */
export const IMPORT_MAX_ROW_CHARS = LEAD_IMPORT_MAX_ROW_CHARS;
/**
 * Bytes handed to the parser in one turn of the event loop. csv-parse spends a few microseconds
 * per row, so the worst slice (all line breaks: one row per byte) stays around 10 ms.
 */
const SLICE = 2 * 1024;

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
/** PostgreSQL cannot store NUL; a CSV full of them is a UTF-16 export (Excel's "Unicode text"). */
export const NUL_IN_CSV = 'The file contains NUL characters, so it is not a text CSV. Save it as "CSV UTF-8" and import it again';

/**
 * Counts bytes and, outside quotes, the commas of the current row, before the parser sees them:
 * csv-parse builds a whole row before handing it over, so a 10 MB line of commas would become
 * ten million cells first. Hands the bytes on in slices, one per turn of the event loop.
 */
class CsvGuard extends Transform {
  private bytes = 0;
  private quoted = false;
  private commas = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.feed(chunk).then(() => done(), done);
  }

  private async feed(chunk: Buffer) {
    for (let start = 0; start < chunk.length; start += SLICE) {
      const slice = chunk.subarray(start, start + SLICE);
      this.bytes += slice.length;
      if (this.bytes > this.maxBytes) throw new HttpError(413, `The file is larger than ${this.maxBytes / 1024 / 1024} MB`);
      for (let i = 0; i < slice.length; i++) {
        const b = slice[i];
        if (b === NUL) throw new HttpError(422, NUL_IN_CSV);
        // A doubled quote inside a quoted cell toggles twice: the state comes out right.
        if (b === QUOTE) this.quoted = !this.quoted;
        else if (this.quoted) continue;
        else if (b === COMMA && ++this.commas >= IMPORT_MAX_COLUMNS) throw new HttpError(422, `A row may have at most ${IMPORT_MAX_COLUMNS} columns`);
        else if (b === LF || b === CR) this.commas = 0;
      }
      this.push(slice);
      // Also after the last slice: the stream would hand over the next buffered chunk in this same turn.
      await nextTurn();
    }
  }
}

const csvMessage = (err: CsvError) => {
  if (err.code === 'CSV_MAX_RECORD_SIZE') return `A row may have at most ${IMPORT_MAX_ROW_CHARS} characters`;
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return 'The file ends inside a quoted cell';
  return `The CSV could not be read: ${err.message.slice(0, 200)}`;
};

/**
 * The rows of an uploaded CSV (the header first) as they arrive, through csv-parse. Refuses the
 * upload the moment it passes the size, row, column or row-length limit; the caller's `onRow`
 * runs for each row. Empty input yields nothing.
 */
export async function readCsvRows(source: Readable, onRow: (cells: string[]) => void, maxBytes = IMPORT_MAX_BYTES): Promise<number> {
  // csv-parse loads with the first import, not at start (issue 42).
  const { CsvError, parse } = await import('csv-parse');
  let rows = 0;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: IMPORT_MAX_ROW_CHARS,
    // Counted inside the parser, which stops at the first row too many (a slice of line breaks
    // would otherwise become thousands of rows before the next stage sees one).
    // The header is not a lead: LEAD_IMPORT_MAX_ROWS counts the rows below it.
    on_record: (cells: string[]) => {
      if (++rows > LEAD_IMPORT_MAX_ROWS + 1) throw new HttpError(413, `Import at most ${LEAD_IMPORT_MAX_ROWS} rows at a time`);
      return cells;
    },
  });
  const consume = new Writable({
    objectMode: true,
    write(cells: string[], _enc, done) {
      try {
        onRow(cells);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  const guard = new CsvGuard(maxBytes);
  // Piped, not part of the pipeline: a failure must not destroy the request, or the answer could not be sent.
  source.pipe(guard);
  // finished() also reports an upload that failed before we got here (a truncated multipart part
  // errors while the collection is looked up); a plain 'error' listener would wait forever.
  finished(source, (err) => {
    if (err) guard.destroy(err);
  });
  try {
    await pipeline(guard, parser, consume);
  } catch (err) {
    source.unpipe(guard);
    // The rest of the upload is read and dropped so the answer reaches the client.
    source.resume();
    if (err instanceof CsvError) throw new HttpError(422, csvMessage(err));
    throw err;
  }
  return rows;
}
