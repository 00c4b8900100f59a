export * from './auth';
export * from './clients';
export * from './invitations';
