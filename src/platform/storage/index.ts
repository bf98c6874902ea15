export { openStorage, type Storage, type Dialect } from './database.js';
export { SqliteDatabase, type SqliteHandle } from './sqlite-driver.js';
export { migrate, type MigrationFactory, type MigrationSet } from './migrate.js';
