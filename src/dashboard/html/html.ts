import { escapeHtml } from '../../platform/text/escape-html.js';
/**
 * HTML built with a tagged template that escapes every interpolated value unless it is itself `Html` (a
 * fragment built the same way). Client-supplied text (key names, client names, IdP labels) can therefore only
 * ever appear as text: there is no way to interpolate a string unescaped by accident.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export { escapeHtml };

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new Html(out);
}
