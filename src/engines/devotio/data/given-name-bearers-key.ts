/**
 * The devotio dataset's `info` key of the saints that bare given names mean (`francis`: francis-of-assisi). The
 * refinery writes it (refinery/devotio/given-name-bearers.ts, from its review table) and the search reads it
 * (search-saints.ts): the key lives here so that the server does not load the refinery's review table to know it.
 */
export const GIVEN_NAME_BEARERS_KEY = 'given_name_bearers';
