// Sums the jest --json reports every project wrote to <project>/jest-report.json.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const REPORT_DIRS = [
  'shared/contracts',
  'shared/util',
  'shared/ui',
  'shared/api-client',
  'shell',
  'mfe-public',
  'mfe-professional',
  'mfe-participant',
  'api',
  'tools',
  'tools/web-server',
  'e2e',
  'tools/images',
  'tools/node22',
];

export function collectReports(root) {
  return REPORT_DIRS.map((dir) => path.join(root, dir, 'jest-report.json')).filter((file) => existsSync(file));
}

export function summarize(files) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    // A suite that could not run (syntax error, failed import) has no failed tests: count it as one.
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  }
  return { passed, failed };
}
