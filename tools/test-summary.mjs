#!/usr/bin/env node
// Prints "N passed, N failed" summed over every jest report of the last `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectReports, summarize } from './lib/jest-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { passed, failed } = summarize(collectReports(root));
console.log(`${passed} passed, ${failed} failed`);
