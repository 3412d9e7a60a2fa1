// A value sent as a header must be Latin-1 without line breaks: fetch refuses anything else, naming no header
// ("Cannot convert argument to a ByteString"), and every case that sends it would end as infra.

/** Why `value` cannot be sent as a header value, or undefined. */
export function headerValueProblem(value: string): string | undefined {
  let at = 0;
  for (const char of value) {
    at++;
    const code = char.codePointAt(0) as number;
    if (code > 0xff)
      return `holds "${char}" (U+${code.toString(16).toUpperCase().padStart(4, '0')}) at character ${at}, which a header cannot carry (Latin-1 only)`;
    if (code === 0x0a || code === 0x0d || code === 0)
      return `holds a ${code === 0 ? 'NUL' : 'line break'} at character ${at}, which a header cannot carry`;
  }
  return undefined;
}
