import type { Workbook, Worksheet } from 'exceljs';

/**
 * A small evaluator for the formulas the financial model writes (+ − × ÷ ^, comparisons,
 * parentheses, cell and cross-sheet references, SUM, MIN, MAX, IF, ROUND, ROUNDUP, INDEX): the
 * writer stores each formula's value from it, and the tests recompute every formula from the
 * inputs (after changing one) and compare with the startup model.
 */
type Tok = { t: 'num' | 'ref' | 'fn' | 'op'; v: string };
const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:E[+-]?\d+)?)|((?:'[^']+'|[A-Za-z][\w&]*)!\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?|\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?)|([A-Z]+)\(|(<=|>=|<>|[-+*/(),<>=^]))/y;

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
  const sheets = new Map<string, Worksheet>();
  const cell = (sheet: string, addr: string): number => {
    const key = `${sheet}!${addr}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const ws = sheets.get(sheet) ?? wb.getWorksheet(sheet);
    if (!ws) throw new Error(`no sheet ${sheet}`);
    sheets.set(sheet, ws);
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
    const cmp = (): number => {
      const v = expr();
      const op = peek()?.t === 'op' && ['<', '>', '=', '<=', '>=', '<>'].includes(peek().v) ? toks[i++].v : null;
      if (!op) return v;
      const w = expr();
      const yes = op === '<' ? v < w : op === '>' ? v > w : op === '=' ? v === w : op === '<=' ? v <= w : op === '>=' ? v >= w : v !== w;
      return yes ? 1 : 0;
    };
    const expr = (): number => {
      let v = term();
      while (peek()?.t === 'op' && (peek().v === '+' || peek().v === '-')) v = toks[i++].v === '+' ? v + term() : v - term();
      return v;
    };
    const term = (): number => {
      let v = power();
      while (peek()?.t === 'op' && (peek().v === '*' || peek().v === '/')) v = toks[i++].v === '*' ? v * power() : v / power();
      return v;
    };
    const power = (): number => {
      let v = factor();
      while (peek()?.t === 'op' && peek().v === '^') {
        i++;
        v = v ** factor();
      }
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
        } else out.push([cmp()]);
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
        const v = cmp();
        i++;
        return v;
      }
      if (tok.t === 'fn') {
        const a = args();
        if (tok.v === 'SUM') return a.flat().reduce((s, n) => s + n, 0);
        if (tok.v === 'MIN') return Math.min(...a.flat());
        if (tok.v === 'MAX') return Math.max(...a.flat());
        if (tok.v === 'IF') return a[0][0] !== 0 ? a[1][0] : (a[2]?.[0] ?? 0);
        if (tok.v === 'INDEX') return a[0][a[1][0] - 1] ?? 0;
        // Excel rounds halves away from zero; ROUNDUP rounds away from zero.
        const x = a[0]?.[0] ?? 0;
        const f = 10 ** (a[1]?.[0] ?? 0);
        if (tok.v === 'ROUND') return (Math.sign(x) * Math.round(Math.abs(x) * f)) / f;
        if (tok.v === 'ROUNDUP') return (Math.sign(x) * Math.ceil(Math.abs(x) * f - 1e-9)) / f;
        throw new Error(`function ${tok.v} not supported`);
      }
      throw new Error(`unexpected ${tok.v} in ${formula}`);
    };
    return cmp();
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

/** How many of the workbook's numeric cells are formulas (a typed number is an input or a frozen value). */
export function formulaShare(wb: Workbook): { formulas: number; numeric: number } {
  let formulas = 0;
  let numeric = 0;
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((c) => {
        const v = c.value as unknown;
        if (typeof v === 'number') numeric++;
        else if (v && typeof v === 'object' && 'formula' in v) {
          numeric++;
          formulas++;
        }
      }),
    ),
  );
  return { formulas, numeric };
}
