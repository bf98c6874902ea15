import { defineErrors } from '../../platform/errors/index.js';

/** Communio's own problem codes (docs/errors.md lists them with the platform's). */
export const CommunioErrors = defineErrors({
  contact_details_refused: { status: 422, title: 'Intention contains contact details' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused with a different body' },
  intention_closed: { status: 409, title: 'Intention is not open' },
  webhook_target_refused: { status: 422, title: 'Webhook target not allowed' },
});
