// The asynchronous flow's results (getBankStatementParsingResults › result.details), built from the statement engine's
// reading of each statement: readStatement reads one PDF, buildDetails builds the three levels.
export { buildDetails, type DetailsInput, type ResultsDetails } from './details.js';
export { type Heading, type ParsedStatement, readStatement, type StatementReading } from './read-statement.js';
