// The clients module keeps its own tables beside its SQL; every table is still exported from here.
export * from '../../modules/activity/tables';
export * from '../../modules/api-tokens/tables';
export * from '../../modules/bulk/tables';
export * from '../../modules/clients/tables';
export * from '../../modules/imports/tables';
export * from '../../modules/intake/tables';
export * from '../../modules/reports/tables';
export * from '../../modules/webhooks/tables';
export * from './auth';
export * from './client-counts';
export * from './idempotency';
export * from './invitations';
export * from './settings';
export * from './two-factor';
