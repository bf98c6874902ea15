export * from './problem.js';
export { PlatformErrors } from './platform-errors.js';
