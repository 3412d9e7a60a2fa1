// .github/workflows/vts.yml as `vts init` writes it: the replay gate on pull requests, the nightly live run (each
// uploading its conformance.sarif to code scanning), then a re-record of the live target and the drift from the team's
// recordings. Folders are read from vts.config.json (`vts config --get`), so a folder moved there needs no edit here.
// Each run step says `npx --no`: where the package is not installed, npx fails instead of fetching an unrelated "vts"
// from the registry. Held to actionlint by test/unit/action.test.ts; the file explained: docs/action.md.
import { HOSTS } from '../../model/operations.js';
import { PROFILE_SECRET } from './secrets.js';

export const WORKFLOW_FILE = '.github/workflows/vts.yml';

/** What a live run reads: the credentials are secrets; the hosts are not, so they are configuration variables. */
const LIVE_ENV = [
  'VTS_APP_ID: ${{ secrets.VTS_APP_ID }}',
  'VTS_APP_KEY: ${{ secrets.VTS_APP_KEY }}',
  ...[...Object.values(HOSTS), 'VTS_STATEMENT_BASE_URL'].map((name) => `${name}: \${{ vars.${name} }}`),
];
const liveEnv = (indent: string) => LIVE_ENV.map((line) => `${indent}${line}`).join('\n');
/** The night's message (docs/notify.md): both secrets optional, an unset one is blank and sends nothing. */
const NOTIFY_ENV = ['VTS_SLACK_TOKEN', 'VTS_NOTIFY_WEBHOOK_URL']
  .map((name) => `          ${name}: \${{ secrets.${name} }}`)
  .join('\n');

const SETUP = `      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 26, cache: npm }
      - run: npm ci
      - name: Read the folders of vts.config.json
        id: folders
        run: |
          for key in reports history baseline profile; do
            value="$(npx --no vts config --get "folders.$key")"
            echo "$key=$value" >> "$GITHUB_OUTPUT"
          done`;

const PROFILE = `      - name: Write the test-data profile
        env:
          PROFILE: \${{ secrets.${PROFILE_SECRET} }}
          PROFILE_FILE: \${{ steps.folders.outputs.profile }}
        run: |
          [ -n "$PROFILE" ] || { echo "::error::set the secret ${PROFILE_SECRET} to the JSON of your live profile"; exit 1; }
          umask 077
          mkdir -p "$(dirname "$PROFILE_FILE")"
          printf '%s' "$PROFILE" > "$PROFILE_FILE"`;

// A job that uploads SARIF needs security-events: write; a private repository's upload also reads the run (actions: read).
const SARIF_PERMISSIONS = '    permissions: { contents: read, security-events: write, actions: read }';

/** The history kept from run to run, per target; a key per run attempt (a re-run keeps github.run_id). */
const history = (target: string, run: string) => `      - uses: actions/cache/restore@v4
        with:
          path: \${{ steps.folders.outputs.history }}
          key: vts-history-${target}-\${{ github.run_id }}-\${{ github.run_attempt }}
          restore-keys: vts-history-${target}-
${run}
      - name: Write the run's summary
        if: always() && steps.folders.outcome == 'success'
        env: { REPORTS: '\${{ steps.folders.outputs.reports }}' }
        run: if [ -f "$REPORTS/summary.md" ]; then cat "$REPORTS/summary.md" >> "$GITHUB_STEP_SUMMARY"; fi
      - run: npx --no vts report # the HTML report, this run added to the history
        if: always() && steps.folders.outcome == 'success'
      - uses: actions/cache/save@v4
        if: always() && steps.folders.outcome == 'success'
        with:
          path: \${{ steps.folders.outputs.history }}
          key: vts-history-${target}-\${{ github.run_id }}-\${{ github.run_attempt }}
      - uses: actions/upload-artifact@v4
        if: always() && steps.folders.outcome == 'success'
        with: { name: vts-reports-${target}, path: '\${{ steps.folders.outputs.reports }}' }
      - uses: github/codeql-action/upload-sarif@v4 # each new violation in code scanning, on its line of the document
        if: always() && steps.folders.outcome == 'success'
        # A repository without code scanning (private, without GitHub Code Security) keeps the gate's own outcome.
        continue-on-error: true
        with: { sarif_file: '\${{ steps.folders.outputs.reports }}/conformance.sarif' }`;

export const WORKFLOW = `# Written by npx vts init: the conformance gate on every pull request and push to main (offline, the recordings
# replayed), the live run every night or by hand, then the live target re-recorded and compared with the recordings (drift). Secrets:
# ${PROFILE_SECRET} (the JSON of your live profile), VTS_APP_ID, VTS_APP_KEY, and for a broken night's message
# VTS_SLACK_TOKEN or VTS_NOTIFY_WEBHOOK_URL (docs/notify.md); variables: the hosts. See
# node_modules/vts-conformance/docs/action.md.
name: vts
on:
  pull_request:
  # The history a pull request's gate restores is main's: a cache saved in a pull request serves that one alone.
  push: { branches: [main] }
  schedule: [{ cron: '0 2 * * *' }]
  workflow_dispatch:
permissions: { contents: read }
jobs:
  gate:
    if: github.event_name == 'pull_request' || github.event_name == 'push'
    runs-on: ubuntu-latest
${SARIF_PERMISSIONS}
    steps:
${SETUP}
${history('replay', '      - run: npx --no vts conformance # exit 1 on a new violation, 2 on a harness error')}
  live:
    if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
    runs-on: ubuntu-latest
    timeout-minutes: 60
${SARIF_PERMISSIONS}
    # One live run at a time: a manual run beside the nightly would share the vendor's rate.
    concurrency: { group: vts-live, cancel-in-progress: false }
    steps:
${SETUP}
${PROFILE}
${history(
  'live',
  `      - name: Check the set-up, then run against the vendor
        run: npx --no vts doctor && npx --no vts conformance --target live
        env:
${liveEnv('          ')}
${NOTIFY_ENV}`,
)}
      - name: Warn when the live coverage is not committed
        if: always() && steps.folders.outcome == 'success'
        env: { BASELINE: '\${{ steps.folders.outputs.baseline }}' }
        run: |
          [ -f "$BASELINE/live.applicable.json" ] && git ls-files --error-unmatch "$BASELINE/live.applicable.json" > /dev/null 2>&1 ||
            echo "::warning::commit live.applicable.json of the artifact vts-live-applicable: the rules later nights must run"
      - uses: actions/upload-artifact@v4
        if: always() && steps.folders.outcome == 'success'
        with:
          name: vts-live-applicable
          path: \${{ steps.folders.outputs.baseline }}/live.applicable.json
          if-no-files-found: ignore
  drift:
    needs: live
    if: \${{ !cancelled() && needs.live.result != 'skipped' }}
    runs-on: ubuntu-latest
    timeout-minutes: 60
    concurrency: { group: vts-live, cancel-in-progress: false }
    steps:
${SETUP}
${PROFILE}
      - name: Re-record the live target, then compare with the recordings
        # record exits 1 when the vendor breaks a rule and still writes the set: drift must run then too.
        run: |
          npx --no vts record --target live --out "$RUNNER_TEMP/candidate" || [ $? -eq 1 ]
          npx --no vts drift "$RUNNER_TEMP/candidate"
        env:
${liveEnv('          ')}
      - name: Write the drift summary
        if: always() && steps.folders.outcome == 'success'
        env: { REPORTS: '\${{ steps.folders.outputs.reports }}' }
        run: if [ -f "$REPORTS/drift.md" ]; then cat "$REPORTS/drift.md" >> "$GITHUB_STEP_SUMMARY"; fi
      - uses: actions/upload-artifact@v4
        if: always() && steps.folders.outcome == 'success'
        with: { name: vts-drift, path: '\${{ steps.folders.outputs.reports }}/drift.*', if-no-files-found: ignore }
      - uses: actions/upload-artifact@v4 # the set to review and, once accepted, commit as the recordings
        if: always()
        with: { name: vts-candidate, path: '\${{ runner.temp }}/candidate/', if-no-files-found: ignore }
`;
