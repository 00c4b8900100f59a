export * from './auth';
export * from './client-counts';
export * from './clients';
export * from './idempotency';
export * from './invitations';
export * from './settings';
export * from './two-factor';
