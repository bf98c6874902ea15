/**
 * What Lumen adds to Swagger UI on `/docs` so that the page meets WCAG 2.2 AA (axe-core without serious or
 * critical findings, test/e2e/public-pages-browser.test.ts). Both are served from Lumen's origin (the page's
 * CSP allows scripts from 'self' only: no inline script).
 */

/**
 * Starts Swagger UI, with a plugin that renders an operation's path as text inside the button that opens the
 * operation (Swagger UI puts a link there: a link inside a button is a control inside a control, which keyboard
 * and screen-reader users cannot reach, and a 14-19 px high target); tag links and deep linking stay. Controls that
 * Swagger UI leaves without a name, or names with words other than those they show (WCAG 2.5.3), are fixed
 * whenever Swagger UI draws them: the server picker (an empty <label>), the dialog's close button (an icon), and
 * the dialog's Authorize and Logout buttons (named "Apply credentials" and "Remove authorization").
 */
export const DOCS_INIT = `'use strict';
function LumenAccessible(system) {
  var h = system.React.createElement;
  return {
    wrapComponents: {
      DeepLink: function (Original) {
        return function (props) {
          return props.path && props.path.indexOf('/') !== -1 ? h('span', null, props.text) : h(Original, props);
        };
      },
    },
  };
}
function nameControls() {
  var select = document.getElementById('servers');
  if (select && !select.hasAttribute('aria-label')) select.setAttribute('aria-label', 'Server');
  document.querySelectorAll('button.close-modal:not([aria-label])').forEach(function (b) { b.setAttribute('aria-label', 'Close'); });
  document.querySelectorAll('.auth-btn-wrapper button[aria-label]').forEach(function (b) { b.removeAttribute('aria-label'); });
  // A long example or live response scrolls: a keyboard user must be able to reach it to scroll it.
  document.querySelectorAll('.highlight-code > .microlight:not([tabindex])').forEach(function (c) { c.setAttribute('tabindex', '0'); });
}
new MutationObserver(nameControls).observe(document.getElementById('ui'), { childList: true, subtree: true });
window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', deepLinking: true, plugins: [LumenAccessible] });
`;

/**
 * Colours of Swagger UI's that fall short of 4.5:1 against their background, darkened (same hues); and the path's
 * copy button shown at its full 24 px at once on hover: Swagger UI grows it from 0 over half a second, and a button
 * caught midway is a target under 24 px (WCAG 2.5.8; axe saw one under the pointer after Execute).
 */
export const DOCS_CSS = `
.swagger-ui .info .title small{background:#59606d}
.swagger-ui .info .title small.version-stamp{background:#3d6b00}
.swagger-ui .info .url,.swagger-ui .info a{color:#1f5fa8}
.swagger-ui .btn.authorize{color:#1b7a4f;border-color:#1b7a4f}.swagger-ui .btn.authorize svg{fill:#1b7a4f}
.swagger-ui .opblock .opblock-summary-method{color:#fff}
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1f65b0}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#1b7a4f}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#a35a00}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#137a66}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#c0262d}
.swagger-ui .opblock.opblock-head .opblock-summary-method{background:#7010c8}
.swagger-ui .opblock.opblock-options .opblock-summary-method{background:#0d5aa7}
.swagger-ui .parameter__in,.swagger-ui .json-schema-2020-12-expand-deep-button{color:#555}
.swagger-ui .renderedMarkdown code{color:#5c0aa6}
.swagger-ui .try-out__btn,.swagger-ui .btn.cancel{color:#c0262d;border-color:#c0262d}
.swagger-ui .btn.execute{background:#1f65b0;border-color:#1f65b0}
.swagger-ui .download-contents{background:#545967}
.swagger-ui .opblock .opblock-summary .view-line-link{transition:none}
`;
