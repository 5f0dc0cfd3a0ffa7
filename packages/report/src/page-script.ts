import { createHash } from 'node:crypto';

/**
 * The one inline script of `report.html` and the bundle view (plain ES2017, no dependency). It
 * filters: inside each `.filterable` block, an item (`.fi`) is shown when, for every `select` with a
 * `data-filter="<key>"` holding a value, the item's `data-<key>` (space-separated tokens) contains
 * it, and its text contains the words of an `input[data-search]`; `[data-count]` says how many are
 * shown. It fills lazily: when a `details` opens, each element in it with `data-template="<id>"`
 * gets a copy of that `template` (so a snippet shared by many entries is stored once in the file).
 */
export const PAGE_SCRIPT = `(function () {
  function apply(block) {
    var filters = Array.prototype.map.call(block.querySelectorAll('select[data-filter]'), function (select) { return [select.getAttribute('data-filter'), select.value]; })
      .filter(function (pair) { return pair[1] !== ''; });
    var box = block.querySelector('input[data-search]');
    var words = box === null ? [] : box.value.toLowerCase().split(/\\s+/).filter(function (word) { return word !== ''; });
    var shown = 0;
    Array.prototype.forEach.call(block.querySelectorAll('.fi'), function (item) {
      var visible = filters.every(function (pair) { return (' ' + (item.getAttribute('data-' + pair[0]) || '') + ' ').indexOf(' ' + pair[1] + ' ') !== -1; });
      if (visible && words.length > 0) {
        var text = (item.getAttribute('data-text') || item.textContent || '').toLowerCase();
        visible = words.every(function (word) { return text.indexOf(word) !== -1; });
      }
      item.hidden = !visible;
      if (visible) shown += 1;
    });
    Array.prototype.forEach.call(block.querySelectorAll('[data-count]'), function (count) { count.textContent = String(shown); });
  }
  Array.prototype.forEach.call(document.querySelectorAll('.filterable'), function (block) {
    Array.prototype.forEach.call(block.querySelectorAll('select[data-filter], input[data-search]'), function (control) {
      control.addEventListener(control.tagName === 'INPUT' ? 'input' : 'change', function () { apply(block); });
    });
    apply(block);
  });
  document.addEventListener('toggle', function (event) {
    var details = event.target;
    if (!details.open || typeof details.querySelectorAll !== 'function') return;
    Array.prototype.forEach.call(details.querySelectorAll('[data-template]'), function (slot) {
      var template = document.getElementById(slot.getAttribute('data-template'));
      slot.removeAttribute('data-template');
      if (template !== null) slot.appendChild(template.content.cloneNode(true));
    });
  }, true);
})();`;

/** The Content-Security-Policy source that allows exactly {@link PAGE_SCRIPT} (`'sha256-…'`). */
export const PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;
