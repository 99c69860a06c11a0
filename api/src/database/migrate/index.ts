export { migratesAtStart, prepareSchemaAtStart } from './migrate-at-start';
export { hasPendingMigrations, runMigrationsLocked } from './run-migrations';
