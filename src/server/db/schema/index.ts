export * from './auth';
export * from './clients';
