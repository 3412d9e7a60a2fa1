// `npx vitest run --project live` (an IDE, a hand) runs the live suites without the command around them: no gate
// reporter, so no coverage floor held and no reports written. Said as the run's first line, so a green run by hand is
// not read as the nightly's.
import { shownPath } from '../base/paths.js';
import { applicablePath } from '../gate/applicable.js';

export const liveByHandNote = (): string =>
  `vts-conformance: a plain vitest run of live holds no coverage floor (${shownPath(applicablePath('live'))}) and ` +
  `writes no reports: npm run conformance -- --target live does both`;
