export * from './audit-actions';
export * from './calls';
export * from './constants';
export * from './messages';
export * from './plans';
export * from './statuses';
