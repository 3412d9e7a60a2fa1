// Why an entry of a capture could not be read: counted as unreadable by the reader, never a crash. Its message names
// what is missing or wrong and never quotes the entry, which may hold a credential or a person's data.
export class NotAnExchange extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'NotAnExchange';
  }
}
