export * from './common';
export * from './auth';
export * from './billing';
export * from './health';
