export { openStorage, type Storage, type Dialect } from './database.js';
export { migrate, type MigrationFactory, type MigrationSet } from './migrate.js';
