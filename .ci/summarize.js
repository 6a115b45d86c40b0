// Adds up jest's JSON reports into the one closing line CI reads: "N passed, M failed". Before it, each failed
// test's name and the head of its failure message, so a run that failed says why even when only its tail is kept.
'use strict';
const { existsSync, readFileSync } = require('node:fs');

const MESSAGE_LINES = 25;
const stripColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

let passed = 0;
let failed = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report ${file}: counted as one failure`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (failedTests.length === 0 && suite.status === 'failed' && suite.message) failures.push({ name: suite.name, message: suite.message });
    for (const test of failedTests) failures.push({ name: `${suite.name} › ${test.fullName}`, message: (test.failureMessages ?? []).join('\n') });
  }
}
for (const { name, message } of failures) {
  console.log(`--- failed: ${name}`);
  console.log(stripColours(message).split('\n').slice(0, MESSAGE_LINES).join('\n'));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
