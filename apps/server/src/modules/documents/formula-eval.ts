import type { Workbook } from 'exceljs';

/**
 * A small evaluator for the formulas the financial model writes (+ − × ÷, parentheses, cell and
 * cross-sheet references, SUM over ranges, ROUNDUP): the tests and the measurement script
 * recompute every formula from the inputs and compare with the values stored beside them.
 */
type Tok = { t: 'num' | 'ref' | 'fn' | 'op'; v: string };
const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:E[+-]?\d+)?)|((?:'[^']+'|[A-Za-z][\w&]*)!\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?|\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?)|([A-Z]+)\(|([-+*/(),]))/y;

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < src.length) {
    const m = TOKEN.exec(src);
    if (!m) throw new Error(`cannot read formula ${src} at ${TOKEN.lastIndex}`);
    if (m[1]) out.push({ t: 'num', v: m[1] });
    else if (m[2]) out.push({ t: 'ref', v: m[2] });
    else if (m[3]) out.push({ t: 'fn', v: m[3] });
    else out.push({ t: 'op', v: m[4] });
  }
  return out;
}

const colNum = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
const colName = (n: number): string => (n <= 26 ? String.fromCharCode(64 + n) : colName(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));

export function createEvaluator(wb: Workbook) {
  const memo = new Map<string, number>();
  const cell = (sheet: string, addr: string): number => {
    const key = `${sheet}!${addr}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const ws = wb.getWorksheet(sheet);
    if (!ws) throw new Error(`no sheet ${sheet}`);
    const v = ws.getCell(addr).value as unknown;
    let n: number;
    if (v && typeof v === 'object' && 'formula' in v) n = evaluate(sheet, String((v as { formula: string }).formula));
    else n = typeof v === 'number' ? v : 0;
    memo.set(key, n);
    return n;
  };
  const refValues = (sheet: string, ref: string): number[] => {
    const bang = ref.lastIndexOf('!');
    const where = bang >= 0 ? ref.slice(0, bang).replace(/^'|'$/g, '') : sheet;
    const [a, b] = ref.slice(bang + 1).replace(/\$/g, '').split(':');
    if (!b) return [cell(where, a)];
    const [, c1, r1] = /([A-Z]+)(\d+)/.exec(a)!;
    const [, c2, r2] = /([A-Z]+)(\d+)/.exec(b)!;
    const out: number[] = [];
    for (let c = colNum(c1); c <= colNum(c2); c++) for (let r = Number(r1); r <= Number(r2); r++) out.push(cell(where, `${colName(c)}${r}`));
    return out;
  };
  function evaluate(sheet: string, formula: string): number {
    const toks = tokenize(formula);
    let i = 0;
    const peek = () => toks[i];
    const expr = (): number => {
      let v = term();
      while (peek()?.t === 'op' && (peek().v === '+' || peek().v === '-')) v = toks[i++].v === '+' ? v + term() : v - term();
      return v;
    };
    const term = (): number => {
      let v = factor();
      while (peek()?.t === 'op' && (peek().v === '*' || peek().v === '/')) v = toks[i++].v === '*' ? v * factor() : v / factor();
      return v;
    };
    const args = (): number[][] => {
      const out: number[][] = [];
      while (peek() && !(peek().t === 'op' && peek().v === ')')) {
        const tok = peek();
        const next = toks[i + 1];
        if (tok.t === 'ref' && tok.v.includes(':') && (!next || next.v === ',' || next.v === ')')) {
          i++;
          out.push(refValues(sheet, tok.v));
        } else out.push([expr()]);
        if (peek()?.v === ',') i++;
      }
      i++; // ')'
      return out;
    };
    const factor = (): number => {
      const tok = toks[i++];
      if (tok.t === 'num') return Number(tok.v);
      if (tok.t === 'ref') return refValues(sheet, tok.v)[0];
      if (tok.t === 'op' && tok.v === '-') return -factor();
      if (tok.t === 'op' && tok.v === '(') {
        const v = expr();
        i++;
        return v;
      }
      if (tok.t === 'fn') {
        const a = args();
        if (tok.v === 'SUM') return a.flat().reduce((s, n) => s + n, 0);
        if (tok.v === 'ROUNDUP') {
          const f = 10 ** (a[1]?.[0] ?? 0);
          return Math.ceil(a[0][0] * f - 1e-9) / f;
        }
        throw new Error(`function ${tok.v} not supported`);
      }
      throw new Error(`unexpected ${tok.v} in ${formula}`);
    };
    return expr();
  }
  return { cell, evaluate };
}

/** Every formula cell of the workbook: its stored value and its value recomputed from the inputs. */
export function recomputeAll(wb: Workbook): { sheet: string; address: string; formula: string; stored: number; recomputed: number }[] {
  const ev = createEvaluator(wb);
  const out: { sheet: string; address: string; formula: string; stored: number; recomputed: number }[] = [];
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((c) => {
        const v = c.value as unknown;
        if (v && typeof v === 'object' && 'formula' in v) {
          const { formula, result } = v as { formula: string; result?: unknown };
          // exceljs's reader drops a stored result of 0 (the file has <v>0</v>); any other gap stays NaN.
          out.push({ sheet: ws.name, address: c.address, formula, stored: typeof result === 'number' ? result : result === undefined ? 0 : NaN, recomputed: ev.evaluate(ws.name, formula) });
        }
      }),
    ),
  );
  return out;
}
