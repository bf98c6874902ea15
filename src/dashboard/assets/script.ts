/**
 * The dashboard's only script, served by Lumen (strict CSP: no inline script). It only enhances: every page
 * works without it. It adds the copy buttons (hidden until the script runs) and announces the copy in a live
 * region.
 */
export const SCRIPT = `'use strict';
document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    var source = document.getElementById(button.getAttribute('data-copy'));
    var status = document.getElementById(button.getAttribute('data-copy') + '-status');
    if (!source || !navigator.clipboard) return;
    button.hidden = false;
    button.addEventListener('click', function () {
      var text = source.value !== undefined ? source.value : source.textContent;
      navigator.clipboard.writeText(text).then(function () {
        if (status) status.textContent = 'Copied';
      }, function () {
        if (status) status.textContent = 'Copy failed: select the text and copy it yourself';
      });
    });
  });
  document.querySelectorAll('[data-select-on-focus]').forEach(function (field) {
    field.addEventListener('focus', function () { field.select(); });
  });
});
`;
