// A share link's player page, for people without an account: /share/#<token>.
//
// The token is taken from the fragment (which browsers never send) and removed from the
// address bar at once; POST /v1/share/open trades it for the share's recordings, each with
// a link that plays it for as long as the share works. Nothing is kept in the browser, so
// reloading the page needs the link again. Every value from the relay reaches the page as
// text (textContent), never as markup.
//
// Machine-readable state, for tests: document.body.dataset.state is loading | ready |
// refused.

import { h, when, seconds } from '/console/dom.js';
import { showActions } from '/console/player.js';

const el = (id) => document.getElementById(id);

function refuse(message) {
  document.body.dataset.state = 'refused';
  el('main').replaceChildren(
    h('h2', { text: 'This link does not work' }),
    h('p', { class: 'error', role: 'alert', id: 'refusal', text: message }),
  );
}

function show(share) {
  document.title = share.title;
  el('title').textContent = share.title;
  const expires = el('expires');
  expires.textContent = `Link works until ${when(share.expires_at)}`;
  expires.hidden = false;
  const items = share.recordings.map((r, i) => {
    const video = h('video', { controls: true, preload: 'metadata', src: r.url, 'data-id': r.id, 'aria-labelledby': `rec-${i}` });
    const player = h('section', { class: 'player', 'aria-labelledby': `rec-${i}`, 'data-id': r.id },
      h('h2', { id: `rec-${i}`, text: `${i + 1}. ${r.device || 'Recording'} · ${when(r.created_at)}` }),
      video,
      h('p', { class: 'notice', text: [r.duration_seconds === null || r.duration_seconds === undefined ? null : seconds(r.duration_seconds), r.id].filter(Boolean).join(' · ') }));
    markers(player, video, r);
    return player;
  });
  const notes = [];
  if (!share.recordings.length) notes.push(h('p', { class: 'notice', text: 'None of the recordings in this link is available any more.' }));
  else if (share.missing) notes.push(h('p', { class: 'notice', text: `${share.missing} of the recordings in this link are no longer available.` }));
  el('main').replaceChildren(
    h('p', { class: 'notice', text: 'View only. Opening this page is recorded in the relay\'s audit log.' }),
    ...notes, ...items);
  document.body.dataset.state = 'ready';
}

// The recording's actions as markers under it, read under the same signed link as its
// bytes (the path with /actions before the query).
async function markers(player, video, r) {
  const [path, query] = r.url.split('?');
  try {
    const res = await fetch(`${path}/actions?${query}`, { credentials: 'omit' });
    if (!res.ok) return;
    showActions(player, video, await res.json());
  } catch {
    // The recording plays without its markers.
  }
}

async function start() {
  const token = location.hash.slice(1);
  history.replaceState(null, '', location.pathname);
  if (!token) {
    refuse('This page needs the whole link you were sent, including the part after #.');
    return;
  }
  let res;
  try {
    res = await fetch('/v1/share/open', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'omit',
    });
  } catch (e) {
    refuse(`The relay could not be reached: ${e.message}`);
    return;
  }
  const text = await res.text();
  if (!res.ok) {
    refuse(text || res.statusText);
    return;
  }
  show(JSON.parse(text));
}

start();
