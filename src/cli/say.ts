/** Prints a line and gives back an exit code: the shape every early return of a command has. */
export const say = (out: (line: string) => void, text: string, code: number): number => {
  out(text);
  return code;
};
