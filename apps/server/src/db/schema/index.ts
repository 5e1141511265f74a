export * from './users';
export * from './credits';
export * from './mail';
