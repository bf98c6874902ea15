import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

/**
 * The SQLite driver for this Node.js. better-sqlite3 12 wraps its objects in node::ObjectWrap, whose destructor
 * aborts the process on Node 24.19+ when a statement is garbage-collected outside a JavaScript context (at exit
 * or during an idle GC: `Assertion failed: (env) != nullptr`). better-sqlite3 13 (Node-API) does not, but it
 * needs Node 22 and crashes on Node 20. So both are installed: 13 as an optional dependency under the alias
 * `better-sqlite3-napi` (npm skips it on Node 20, whose engine it does not match), 12 otherwise.
 */
function load(): { driver: typeof BetterSqlite3; path: string } {
  if (major >= 22) {
    try {
      return { driver: require('better-sqlite3-napi') as typeof BetterSqlite3, path: require.resolve('better-sqlite3-napi') };
    } catch (err) {
      process.emitWarning(
        `better-sqlite3 13 is not installed (${(err as Error).message.split('\n')[0]}); falling back to 12, which can abort on Node ${major}`,
      );
    }
  }
  return { driver: require('better-sqlite3') as typeof BetterSqlite3, path: require.resolve('better-sqlite3') };
}

const loaded = load();
export const SqliteDatabase = loaded.driver;
/** The resolved file of the driver in use, for a worker thread that opens its own connection. */
export const sqliteDriverPath = loaded.path;
export type SqliteHandle = BetterSqlite3.Database;
