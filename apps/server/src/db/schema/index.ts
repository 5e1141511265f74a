export * from './users';
export * from './credits';
export * from './mail';
export * from './apikeys';
export * from './public';
export * from './billing';
export * from './dataroom';
export * from './chat';
