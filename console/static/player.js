// A recording's actions under its video, for the console's player and a share link's page:
// markers on a bar under the video (its length is the bar's) and a list, both filtered by
// who acted and by text; a click seeks. Every value reaches the page as text.
//
// Machine-readable, for tests: the player's data-actions is the number of actions once
// they are shown; each marker and row carries its time in data-at (ms).

import { h } from './dom.js';

// A time into a video as m:ss.t.
function clock(ms) {
  const s = ms / 1000;
  return `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;
}

// What was done on the device while it recorded, under `video` in `player`.
// Thousands of actions stay cheap: plain elements, one listener per bar and list (the
// action's time in data-at), and the list's rows laid out only when scrolled to (CSS).
export function showActions(player, video, track) {
  const seek = (e) => {
    const at = e.target.closest('[data-at]');
    if (at) video.currentTime = Number(at.dataset.at) / 1000;
  };
  const bar = h('div', { class: 'markers', role: 'group', 'aria-label': 'Actions on the timeline', onclick: seek });
  const who = h('select', { name: 'actor' }, h('option', { value: '', text: 'Everyone' }),
    [...new Set(track.actions.map((x) => x.actor).filter(Boolean))].map((actor) => h('option', { value: actor, text: actor })));
  const find = h('input', { type: 'search', name: 'find', size: 18 });
  const list = h('ol', { class: 'action-list', 'aria-label': 'Actions', onclick: seek });
  const total = Math.max(track.duration_ms, 1);
  const marks = document.createDocumentFragment();
  const rows = document.createDocumentFragment();
  const items = track.actions.map((x) => {
    const label = `${clock(x.at_ms)} ${x.name}${x.actor ? ` · ${x.actor}` : ''}${x.outcome && x.outcome !== 'ok' ? ` (${x.outcome})` : ''}`;
    const mark = document.createElement('button');
    mark.type = 'button';
    mark.className = `marker ${x.kind}`;
    mark.title = label;
    mark.setAttribute('aria-label', label);
    mark.dataset.at = x.at_ms;
    mark.style.left = `${Math.min(100, (x.at_ms / total) * 100)}%`;
    marks.append(mark);
    const row = document.createElement('li');
    const go = document.createElement('button');
    go.type = 'button';
    go.className = 'link';
    go.textContent = label;
    go.dataset.at = x.at_ms;
    row.append(go);
    rows.append(row);
    return { x, mark, row, text: label.toLowerCase() };
  });
  bar.append(marks);
  list.append(rows);
  const apply = () => {
    const q = find.value.trim().toLowerCase();
    for (const i of items) {
      const shown = (!who.value || i.x.actor === who.value) && (!q || i.text.includes(q));
      i.mark.hidden = !shown;
      i.row.hidden = !shown;
    }
  };
  who.addEventListener('change', apply);
  find.addEventListener('input', apply);
  const summary = track.actions.length
    ? `${track.actions.length} action(s) while it recorded${track.truncated ? ' (the latest; there were more)' : ''}`
    : 'Nothing was done on the device while it recorded.';
  player.append(bar,
    h('div', { class: 'filters' },
      h('label', {}, 'Who', who),
      h('label', {}, 'Find', find),
      h('span', { class: 'notice', text: summary })),
    list);
  player.dataset.actions = String(track.actions.length);
}
