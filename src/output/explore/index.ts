// The exploration's sinks (issue 40): the console section and the report files of one ExploreRun.
export { exploreConsole } from './console.js';
export { writeExploreReports } from './reports.js';
