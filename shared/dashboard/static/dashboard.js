// Progressive enhancement only: every form works without this file.
// - Copy buttons (hidden until this runs).
// - A confirmation before revoking or deleting (the server asks on a page
//   of its own when this did not run).
// - Drafts: what is typed into a form is kept in sessionStorage (this tab,
//   until it closes; never localStorage) and restored when the form comes
//   back empty, e.g. after a session expired and the user signed in again.
//   Only non-secret fields are kept: hidden fields (CSRF token) and password
//   fields never are, and no form asks for a secret. Signing out forgets
//   every draft, so the next person in this tab finds none. Drafts are kept
//   under the page's data-draft-scope (tenant and a hash of the user), so
//   another tenant's page, or another user's, never shows them; a page
//   without a scope (signed out) neither keeps nor restores any.
(function () {
  'use strict';
  var PREFIX = 'piiguard-draft:';
  var SKIP = { csrf: true, back: true, confirm: true, tenant: true, editing: true };

  function collect(form) {
    var d = {};
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || SKIP[el.name] || el.type === 'hidden' || el.type === 'password' || el.readOnly) { return; }
      if (el.type === 'checkbox') {
        d[el.name] = d[el.name] || [];
        if (el.checked) { d[el.name].push(el.value); }
      } else if (el.type === 'radio') {
        if (el.checked) { d[el.name] = el.value; }
      } else if (el.tagName !== 'BUTTON') {
        d[el.name] = el.value;
      }
    });
    return d;
  }

  function restore(form, d) {
    Array.prototype.forEach.call(form.elements, function (el) {
      if (!el.name || !(el.name in d) || SKIP[el.name] || el.type === 'hidden' || el.readOnly) { return; }
      var v = d[el.name];
      if (el.type === 'checkbox') { el.checked = Array.isArray(v) && v.indexOf(el.value) >= 0; }
      else if (el.type === 'radio') { el.checked = el.value === v; }
      else if (typeof v === 'string') { el.value = v; }
    });
  }

  function store() { try { return window.sessionStorage; } catch (e) { return null; } }

  document.addEventListener('DOMContentLoaded', function () {
    var ss = store();
    var scope = document.body.getAttribute('data-draft-scope');
    var clear = document.body.getAttribute('data-clear-draft');
    if (ss && scope && clear) { ss.removeItem(PREFIX + scope + ':' + clear); }

    Array.prototype.forEach.call(document.querySelectorAll('form[action$="/signout"]'), function (form) {
      form.addEventListener('submit', function () {
        if (!ss) { return; }
        for (var i = ss.length - 1; i >= 0; i--) {
          var k = ss.key(i);
          if (k && k.indexOf(PREFIX) === 0) { ss.removeItem(k); }
        }
      });
    });

    Array.prototype.forEach.call(document.querySelectorAll('form[data-draft]'), function (form) {
      if (!ss || !scope) { return; }
      var key = PREFIX + scope + ':' + form.getAttribute('data-draft');
      var saved = ss.getItem(key);
      // A form the server re-rendered with what was posted (errors) shows those.
      if (saved && !form.hasAttribute('data-server-values')) {
        try { restore(form, JSON.parse(saved)); } catch (e) { ss.removeItem(key); }
        var note = document.querySelector('.draft-note');
        if (note) {
          note.hidden = false;
          note.querySelector('[data-discard]').addEventListener('click', function () {
            ss.removeItem(key); form.reset(); note.hidden = true;
          });
        }
      }
      var save = function () { ss.setItem(key, JSON.stringify(collect(form))); };
      form.addEventListener('input', save);
      form.addEventListener('change', save);
    });

    Array.prototype.forEach.call(document.querySelectorAll('button[data-copy]'), function (b) {
      var target = document.getElementById(b.getAttribute('data-copy'));
      if (!target || !navigator.clipboard) { return; }
      b.hidden = false;
      var label = b.textContent;
      b.addEventListener('click', function () {
        var text = target.value !== undefined ? target.value : target.textContent;
        navigator.clipboard.writeText(text).then(function () {
          b.textContent = 'Copied';
        }, function () {
          if (target.select) { target.select(); }
          b.textContent = 'Press Ctrl+C to copy';
        });
        setTimeout(function () { b.textContent = label; }, 3000);
      });
    });

    Array.prototype.forEach.call(document.querySelectorAll('form[data-confirm]'), function (form) {
      form.addEventListener('submit', function (e) {
        if (!window.confirm(form.getAttribute('data-confirm'))) { e.preventDefault(); return; }
        var c = form.querySelector('input[name=confirm]');
        if (c) { c.value = 'yes'; }
      });
    });
  });
}());
