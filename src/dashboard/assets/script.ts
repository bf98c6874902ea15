/**
 * The dashboard's only script, served by Lumen (strict CSP: no inline script). It only enhances: every page
 * works without it. It adds the copy buttons (hidden until the script runs) and announces the copy in a live
 * region. It keeps drafts: what is typed into a form marked data-keep-draft is kept in this tab's
 * sessionStorage, and filled in again when the form comes back with its server value (a sign-in again after the
 * session ended, a reload, Back), with a note in the form's status; a page with data-forget-drafts (the key
 * created, a notice such as "renamed" or "signed out") forgets them. Key names only: never a secret.
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
  var DRAFT = 'lumen-dashboard-draft:';
  var store = null;
  try { store = window.sessionStorage; } catch (e) { store = null; }
  if (store && document.querySelector('[data-forget-drafts]')) {
    for (var i = store.length - 1; i >= 0; i--) {
      var name = store.key(i);
      if (name && name.indexOf(DRAFT) === 0) store.removeItem(name);
    }
  }
  document.querySelectorAll('form[data-keep-draft] input[type=text]').forEach(function (field) {
    if (!store) return;
    var key = DRAFT + field.form.getAttribute('action') + '#' + field.name;
    var kept = store.getItem(key);
    if (kept !== null && kept !== field.value && field.value === field.defaultValue) {
      field.value = kept;
      var note = document.getElementById(field.id + '-draft');
      if (note) {
        note.textContent = 'Filled in with what you typed before: not sent yet.';
        field.setAttribute('aria-describedby', ((field.getAttribute('aria-describedby') || '') + ' ' + note.id).trim());
      }
    }
    field.addEventListener('input', function () {
      try {
        if (field.value === field.defaultValue) store.removeItem(key);
        else store.setItem(key, field.value);
      } catch (e) { /* storage full or refused: the draft is not kept */ }
    });
  });
  document.querySelectorAll('[data-select-on-focus]').forEach(function (field) {
    field.addEventListener('focus', function () { field.select(); });
  });
});
`;
