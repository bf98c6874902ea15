import { defineErrors } from '../../platform/errors/index.js';

/** Corpus's problem codes (docs/errors.md): combinations of parameters that are each valid alone. */
export const CorpusErrors = defineErrors({
  radius_needs_near: { status: 400, title: 'radius_km needs near' },
  conflicting_location_filters: { status: 400, title: 'near and bbox cannot be combined' },
});
