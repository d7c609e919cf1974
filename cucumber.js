// Profiles: `api` runs scenarios tagged @api in node against the HTTP mock; `ui` runs @ui in Chromium.
// Each worker starts its own mock (step-definitions/support/world.ts) unless MOCK_URL names one.
// FEATURES="features/generic/export.feature features/shell" narrows a run to some files or folders.
const common = {
  paths: process.env.FEATURES ? process.env.FEATURES.split(/\s+/) : ['features/**/*.feature'],
  import: ['step-definitions/**/*.ts'],
  strict: true,
  format: ['progress-bar'],
}

export default { ...common }

export const api = {
  ...common,
  tags: '@api',
  parallel: 2,
  format: ['summary', 'message:reports/cucumber-api.ndjson', 'html:reports/cucumber-api.html'],
}

export const ui = {
  ...common,
  tags: '@ui',
  parallel: Number(process.env.UI_WORKERS ?? 2),
  retry: 0,
  format: ['summary', 'message:reports/cucumber-ui.ndjson', 'html:reports/cucumber-ui.html'],
}
