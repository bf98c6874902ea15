import { defineErrors } from '../platform/errors/index.js';

/** Codes of the identity module beyond the platform's (`unauthorized`, `not_found`, `invalid_cursor`). */
export const IdentityErrors = defineErrors({
  key_limit_reached: { status: 409, title: 'Active key limit reached' },
});
