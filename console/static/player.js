// A recording's actions under its video, for the console's player and a share link's page:
// markers on a bar under the video (its length is the bar's) and a list, both filtered by
// who acted and by text; a click seeks. Every value reaches the page as text.
//
// An hour's recording holds thousands of actions, and laying out an element for each was
// most of the player's time to usable (measured with bench/player_actions.py). So the
// page holds a bounded number of elements whatever the count: actions that fall in the
// same thousandth of the bar share one marker (its title names them), and the list lays
// out only the rows scrolled to, in a scroller as tall as all of them.
//
// Machine-readable, for tests: the player's data-actions is the number of actions once
// they are shown; each marker carries the time of its first action in data-at (ms) and
// how many it stands for in data-count; each row carries its action's time in data-at.

import { h } from './dom.js';

// The bar's resolution: actions closer than a thousandth of the video share a marker.
const SLOTS = 1000;
// A row's height, in rem (the stylesheet's `.action-list li`), and the rows laid out
// beyond those in view.
const ROW_REM = 1.5;
const OVERSCAN = 10;
// The actions a shared marker's title names before "and N more".
const TITLE_NAMES = 3;

// A time into a video as m:ss.t.
function clock(ms) {
  const s = ms / 1000;
  return `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;
}

// The marker of the actions `group` (in time order, in one slot).
function marker(group, total) {
  const first = group[0].x;
  const title = group.length === 1
    ? group[0].label
    : `${group.length} actions: ${group.slice(0, TITLE_NAMES).map((i) => i.label).join('; ')}${group.length > TITLE_NAMES ? `; and ${group.length - TITLE_NAMES} more` : ''}`;
  const mark = document.createElement('button');
  mark.type = 'button';
  mark.className = `marker ${first.kind}`;
  mark.title = title;
  mark.setAttribute('aria-label', title);
  mark.dataset.at = first.at_ms;
  mark.dataset.count = group.length;
  mark.style.left = `${Math.min(100, (first.at_ms / total) * 100)}%`;
  return mark;
}

// The markers of `shown` (in time order): one per slot that holds any.
function markers(shown, total) {
  const out = document.createDocumentFragment();
  let group = [];
  let slot = -1;
  for (const i of shown) {
    const s = Math.min(SLOTS, Math.floor((i.x.at_ms * SLOTS) / total));
    if (s !== slot && group.length) {
      out.append(marker(group, total));
      group = [];
    }
    slot = s;
    group.push(i);
  }
  if (group.length) out.append(marker(group, total));
  return out;
}

// The action list, laying out only the rows in view (those `show` was last given): the
// scroller's list is padded above and below by the rows it skips.
function rowList(seek) {
  const list = h('ol', { 'aria-label': 'Actions' });
  const scroller = h('div', { class: 'action-list', onclick: seek }, list);
  let rows = [];
  const draw = () => {
    const rowPx = ROW_REM * parseFloat(getComputedStyle(document.documentElement).fontSize);
    const inView = Math.ceil((scroller.clientHeight || 12 * rowPx) / rowPx);
    const first = Math.max(0, Math.floor(scroller.scrollTop / rowPx) - OVERSCAN);
    const last = Math.min(rows.length, first + inView + 2 * OVERSCAN);
    list.style.paddingTop = `${first * ROW_REM}rem`;
    list.style.paddingBottom = `${(rows.length - last) * ROW_REM}rem`;
    // A row with the keyboard's focus keeps it when the rows are laid out again (tabbing
    // down the list scrolls it, which lays out the rows that come into view).
    const focused = list.contains(document.activeElement) ? document.activeElement.closest('li')?.value : null;
    list.replaceChildren(...rows.slice(first, last).map((i, n) => {
      const go = h('button', { type: 'button', class: 'link', text: i.label });
      go.dataset.at = i.x.at_ms;
      // Numbered as in the whole list, and said to be one of all the rows.
      return h('li', { value: first + n + 1, 'aria-setsize': rows.length, 'aria-posinset': first + n + 1 }, go);
    }));
    if (focused) [...list.children].find((li) => li.value === focused)?.firstChild.focus({ preventScroll: true });
  };
  let queued = false;
  scroller.addEventListener('scroll', () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      draw();
    });
  });
  return {
    scroller,
    show(shown) {
      rows = shown;
      scroller.scrollTop = 0;
      draw();
    },
  };
}

// What was done on the device while it recorded, under `video` in `player`.
export function showActions(player, video, track) {
  const seek = (e) => {
    const at = e.target.closest('[data-at]');
    if (at) video.currentTime = Number(at.dataset.at) / 1000;
  };
  const bar = h('div', { class: 'markers', role: 'group', 'aria-label': 'Actions on the timeline', onclick: seek });
  const who = h('select', { name: 'actor' }, h('option', { value: '', text: 'Everyone' }),
    [...new Set(track.actions.map((x) => x.actor).filter(Boolean))].map((actor) => h('option', { value: actor, text: actor })));
  const find = h('input', { type: 'search', name: 'find', size: 18 });
  const list = rowList(seek);
  const total = Math.max(track.duration_ms, 1);
  const items = track.actions.map((x) => {
    const label = `${clock(x.at_ms)} ${x.name}${x.actor ? ` · ${x.actor}` : ''}${x.outcome && x.outcome !== 'ok' ? ` (${x.outcome})` : ''}`;
    return { x, label, text: label.toLowerCase() };
  });
  const apply = () => {
    const q = find.value.trim().toLowerCase();
    const shown = items.filter((i) => (!who.value || i.x.actor === who.value) && (!q || i.text.includes(q)));
    bar.replaceChildren(markers(shown, total));
    list.show(shown);
    const filtered = who.value || q;
    notice.textContent = !filtered ? summary
      : shown.length ? `${shown.length} of ${items.length} action(s) match` : 'No action matches: change who or what to find.';
  };
  who.addEventListener('change', apply);
  find.addEventListener('input', apply);
  const summary = track.actions.length
    ? `${track.actions.length} action(s) while it recorded${track.truncated ? ' (the latest; there were more)' : ''}`
    : 'Nothing was done on the device while it recorded.';
  const notice = h('span', { class: 'notice', role: 'status' });
  player.append(bar,
    h('div', { class: 'filters' },
      h('label', {}, 'Who', who),
      h('label', {}, 'Find', find),
      notice),
    list.scroller);
  apply();
  player.dataset.actions = String(track.actions.length);
}
