export * from './envelope.ts';
export * from './errors.ts';
export * from './field-rules.ts';
export * from './games.ts';
export * from './languages.ts';
export * from './paths.ts';
export * from './system.ts';
