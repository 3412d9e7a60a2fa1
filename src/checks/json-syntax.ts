// Where a text stops being JSON (RFC 8259): the first character no JSON text can have there. JSON.parse names the
// position in some of its messages only, and words them differently across Node versions, so it is found here.
// Iterative, so a body nested a million deep costs a stack array, not the call stack.

export interface JsonSyntaxError {
  /** 0-based offset of the offending character; the text's length when it ends too early. */
  position: number;
  line: number;
  column: number;
  /** "end of input", or the offending character quoted. */
  found: string;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const LITERALS: Readonly<Record<string, string>> = { t: 'true', f: 'false', n: 'null' };
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);

class Stop {
  constructor(readonly at: number) {}
}

export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const skipSpace = () => {
    while (WHITESPACE.has(text[i] ?? '')) i++;
  };
  const take = (c: string) => {
    if (text[i] !== c) stop();
    i++;
  };
  const string = () => {
    take('"');
    for (;;) {
      const c = text[i];
      if (c === undefined || c < ' ') stop();
      i++;
      if (c === '"') return;
      if (c !== '\\') continue;
      const e = text[i];
      if (e === 'u') {
        i++;
        for (let k = 0; k < 4; k++) {
          if (!isHex(text[i])) stop();
          i++;
        }
      } else if (e !== undefined && ESCAPES.has(e)) i++;
      else stop();
    }
  };
  const digits = () => {
    if (!isDigit(text[i])) stop();
    while (isDigit(text[i])) i++;
  };
  const number = () => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const key = () => {
    skipSpace();
    string();
    skipSpace();
    take(':');
  };

  const open: ('}' | ']')[] = [];
  try {
    let wantValue = true;
    for (;;) {
      skipSpace();
      if (wantValue) {
        const c = text[i];
        wantValue = false;
        if (c === '{' || c === '[') {
          i++;
          skipSpace();
          if (text[i] === (c === '{' ? '}' : ']')) i++;
          else {
            open.push(c === '{' ? '}' : ']');
            if (c === '{') key();
            wantValue = true;
          }
        } else if (c === '"') string();
        else if (c === '-' || isDigit(c)) number();
        else if (c !== undefined && LITERALS[c] !== undefined) for (const ch of LITERALS[c]) take(ch);
        else stop();
        continue;
      }
      const close = open.at(-1);
      if (close === undefined) return i === text.length ? undefined : stop();
      if (text[i] === ',') {
        i++;
        if (close === '}') key();
        wantValue = true;
      } else {
        take(close);
        open.pop();
      }
    }
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    const before = text.slice(0, e.at);
    const line = before.split('\n').length;
    const c = text[e.at];
    return {
      position: e.at,
      line,
      column: e.at - before.lastIndexOf('\n'),
      found: c === undefined ? 'end of input' : `'${JSON.stringify(c).slice(1, -1)}'`,
    };
  }
}
