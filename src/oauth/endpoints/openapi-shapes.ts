/** Pieces of the OAuth endpoints' OpenAPI entries that several endpoints share. */
export const str = { type: 'string' } as const;

/** An RFC 6749 §5.2 error body. */
export const oauthErrorResponse = {
  description: 'RFC 6749 §5.2 error',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: { error: str, error_description: str },
      },
    },
  },
};

/** A required `application/x-www-form-urlencoded` body (RFC 6749 §3.2). */
export function formBody(properties: Record<string, unknown>, required: string[]) {
  return { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties, required } } } };
}

export const jsonObject = (description: string, type = 'application/json') => ({ description, content: { [type]: { schema: { type: 'object' } } } });

/** Every OAuth endpoint's answers, success or failure, carry this (RFC 6749 §5.1, §5.2). */
export const NO_STORE = 'no-store';
