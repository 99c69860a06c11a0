// Request and response shapes of the REST API. Types only: the API's DTOs implement
// them and the web imports them, so both sides change together.
export * from './users';
export * from './videos';
export * from './exercises';
export * from './errors';
export * from './health';
export * from './programs';
export * from './collections';
export * from './care';
export * from './library';
export * from './telemetry';
