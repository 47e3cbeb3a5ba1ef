// The console: a small page app over the relay's JSON API (/v1/console/api/*), served by
// the relay at /console/. No framework and no build step; every value from the relay
// reaches the page as text (textContent), never as markup.
//
// Sign-in: the link is /console/#l=<token>. The page takes the token from the fragment
// (which browsers never send), removes it from the address bar at once, and spends it with
// POST /v1/console/session, which sets the HttpOnly session cookie. GET /v1/console/api/me
// then gives the session's view and the CSRF token every state-changing request carries.
//
// Machine-readable state, for tests:
//   document.body.dataset.state  loading | signed_in | signed_out | refused
//   document.body.dataset.page   devices | recordings | shares | live | audit | keys | consent (signed in)
//   document.body.dataset.loaded the page whose data has been shown

import { h, when, seconds } from './dom.js';
import { showActions } from './player.js';

const API = '/v1/console/api';
const el = (id) => document.getElementById(id);

const state = { me: null, csrf: '' };

// ---- helpers ---------------------------------------------------------------------------

class ApiError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

async function api(path, { method = 'GET', body } = {}) {
  const headers = {};
  if (method !== 'GET') headers['X-CSRF-Token'] = state.csrf;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}${path}`, {
    method, headers, credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    if (res.status === 401) showSignedOut('Your console session has ended. Open a new console link to sign in again.');
    throw new ApiError(res.status, text || res.statusText);
  }
  return text ? JSON.parse(text) : null;
}

function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

function bytes(n) {
  if (n < 1024) return `${n} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${v.toFixed(1)} ${units[i]}`;
}

function table(caption, headers, rows) {
  return h('table', {},
    h('caption', { class: 'notice', text: caption }),
    h('thead', {}, h('tr', {}, headers.map((t) => h('th', { scope: 'col', text: t })))),
    h('tbody', {}, rows));
}

function say(node, message, cls = 'notice') {
  node.replaceChildren(h('p', { class: cls, role: cls === 'error' ? 'alert' : 'status', text: message }));
}

function setPage(page, ...content) {
  const main = el('main');
  main.replaceChildren(...content.filter(Boolean));
  document.body.dataset.page = page;
  for (const a of document.querySelectorAll('nav a')) {
    if (a.dataset.page === page) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
}

// The page's data is on screen: for tests (dataset) and for timing (a performance mark).
function loaded(page) {
  document.body.dataset.loaded = page;
  performance.mark(`loaded:${page}`);
}

// ---- sign-in ---------------------------------------------------------------------------

function showSignedOut(message) {
  document.body.dataset.state = 'signed_out';
  el('nav').hidden = true;
  el('who').hidden = true;
  const sso = h('p', { id: 'sso' });
  el('main').replaceChildren(
    h('h2', { text: 'Signed out' }),
    h('p', { text: message }),
    sso,
  );
  // Single sign-on, when the relay has a provider; one-time links work either way.
  fetch('/v1/console/sso', { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.json() : null))
    .then((info) => {
      if (info && info.enabled) {
        sso.replaceChildren(h('a', { class: 'button', id: 'sso-start', href: '/v1/console/sso/start', text: 'Sign in with single sign-on' }),
          ` (${info.issuer})`);
      }
    })
    .catch(() => {});
}

async function signIn(token) {
  const res = await fetch('/v1/console/session', {
    method: 'POST', credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ link: token }),
  });
  if (!res.ok) {
    document.body.dataset.state = 'refused';
    el('main').replaceChildren(
      h('h2', { text: 'This console link cannot be used' }),
      h('p', { role: 'alert', text: (await res.text()) || 'The link was refused.' }),
    );
    return false;
  }
  return true;
}

// An OAuth client's request waiting for this person (#consent?r=…), kept across a sign-in.
const CONSENT_KEY = 'relay_consent_request';

function pendingConsent() {
  const [name, q] = location.hash.slice(1).split('?');
  if (name === 'consent') {
    const r = new URLSearchParams(q || '').get('r');
    if (r) sessionStorage.setItem(CONSENT_KEY, r);
  }
  return sessionStorage.getItem(CONSENT_KEY);
}

async function start() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get('l');
  const consent = pendingConsent();
  if (token) {
    const next = consent ? `#consent?r=${encodeURIComponent(consent)}` : '#devices';
    history.replaceState(null, '', `${location.pathname}${next}`);
    if (!(await signIn(token))) return;
  }
  try {
    state.me = await api('/me');
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 401)) showSignedOut(`The relay could not be reached: ${e.message}`);
    else if (consent) showSignedOut('An application asks to use this relay as you. Sign in first, with single sign-on or a console link for your key (relay console-link --key YOUR_KEY_ID) in this browser; this request is answered right after.');
    else showSignedOut('You are not signed in. Open a console link (relay console-link) to sign in.');
    return;
  }
  state.csrf = state.me.csrf_token;
  // Back from a sign-in (a link or single sign-on) with an application's request waiting.
  if (consent && !location.hash.startsWith('#consent')) history.replaceState(null, '', `${location.pathname}#consent?r=${encodeURIComponent(consent)}`);
  document.body.dataset.state = 'signed_in';
  document.body.dataset.view = state.me.view;
  el('who-name').textContent = `${state.me.key.name} (${state.me.view === 'admin' ? 'admin' : 'QA'})`;
  el('who').hidden = false;
  el('nav').hidden = false;
  for (const a of document.querySelectorAll('nav a[data-admin]')) a.hidden = state.me.view !== 'admin';
  el('sign-out').addEventListener('click', async () => {
    await api('/signout', { method: 'POST' });
    showSignedOut('You signed out.');
  });
  window.addEventListener('hashchange', route);
  route();
}

const PAGES = { devices, recordings, shares, live, audit, keys, consent };

function route() {
  if (document.body.dataset.state !== 'signed_in') return;
  const [name, q] = location.hash.slice(1).split('?');
  const page = PAGES[name] && (state.me.view === 'admin' || ['devices', 'recordings', 'shares', 'keys', 'consent'].includes(name)) ? name : 'devices';
  PAGES[page](new URLSearchParams(q || '')).catch((e) => {
    if (!(e instanceof ApiError && e.status === 401)) say(el('main'), `Could not load the page: ${e.message}`, 'error');
  });
}

// ---- Devices ---------------------------------------------------------------------------

function memoryWord(m) {
  if (!m) return '—';
  if (m.state !== 'paused') return m.state;
  // The owner's `pause --for` ends by itself: say when.
  const until = Number.isFinite(m.until_ms) ? ` until ${new Date(m.until_ms).toISOString()}` : '';
  return `paused (${m.reason})${until}`;
}

async function devices() {
  const body = h('div', {}, h('p', { class: 'notice', text: 'Loading…' }));
  setPage('devices', h('h2', { text: 'Devices' }), body);
  const { devices: list } = await api('/devices');
  if (!list.length) { say(body, 'No devices this key may see.'); loaded('devices'); return; }
  const admin = state.me.view === 'admin';
  const lease = (d) => {
    if (!d.lease) return '—';
    const held = `${d.lease.key_name || d.lease.key_id} until ${when(d.lease.expires_at)} (${d.lease.reason})`;
    if (!admin) return held;
    const reasonInput = h('input', { name: 'reason', 'aria-label': `Why break the lease on ${d.name}`, placeholder: 'why (audited)', size: 14 });
    const breakIt = h('button', {
      type: 'button', class: 'danger', text: 'Break lease',
      onclick: async () => {
        await api(`/devices/${encodeURIComponent(d.id)}/lease/break`, { method: 'POST', body: { reason: reasonInput.value } });
        devices();
      },
    });
    return h('div', {}, held, h('div', { class: 'actions' }, reasonInput, breakIt));
  };
  body.replaceChildren(table(`${list.length} device(s)`,
    ['Name', 'Labels', 'State', 'Since', 'Recording', 'Live session', 'Watch', 'Screen memory', 'Lease'],
    list.map((d) => h('tr', { 'data-device': d.id },
      h('td', {}, h('strong', { text: d.name }), h('br'), h('code', { text: d.id })),
      h('td', { text: d.labels.join(', ') || '—' }),
      h('td', { text: d.online ? `online${d.platform ? ` (${d.platform})` : ''}` : 'offline' }),
      h('td', { text: d.since ? when(d.since) : 'never connected' }),
      h('td', { text: d.recording ? `recording since ${when(d.recording.started_at)} by ${d.recording.started_by}` : '—' }),
      h('td', { text: d.live ? `${d.live.mode}, ${d.live.viewer_connected ? 'viewer connected' : 'waiting for viewer'}` : '—' }),
      h('td', { text: d.watch ? `since ${when(d.watch.started_at)} by ${d.watch.key_id}` : '—' }),
      h('td', { text: memoryWord(d.screen_memory) }),
      h('td', { class: 'lease' }, lease(d)),
    ))));
  loaded('devices');
}

// ---- Recordings and files --------------------------------------------------------------


async function play(player, a) {
  // The link and the actions are asked for together: neither waits on the other.
  const actions = a.kind === 'recording' ? api(`/artifacts/${encodeURIComponent(a.id)}/actions`) : null;
  // Awaited below; a failure of the link first must not leave it unhandled.
  if (actions) actions.catch(() => {});
  const link = await api(`/artifacts/${encodeURIComponent(a.id)}/link`, { method: 'POST' });
  // A video taken off the page goes on downloading until it is collected: stop it.
  for (const old of player.querySelectorAll('video')) {
    old.removeAttribute('src');
    old.load();
  }
  const video = h('video', { controls: true, preload: 'metadata', src: link.url, 'aria-label': `Recording ${a.id}` });
  player.hidden = false;
  player.replaceChildren(h('h3', { text: `Playing ${a.id}` }), video);
  video.play().catch(() => {});
  if (actions) showActions(player, video, await actions);
}

async function download(a) {
  const link = await api(`/artifacts/${encodeURIComponent(a.id)}/link`, { method: 'POST' });
  const anchor = h('a', { href: link.url, download: '' });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

async function copyLink(a, button) {
  const link = await api(`/artifacts/${encodeURIComponent(a.id)}/link`, { method: 'POST' });
  const full = new URL(link.url, location.origin).href;
  try {
    await navigator.clipboard.writeText(full);
    button.textContent = 'Copied';
  } catch {
    window.prompt('Copy this link (it works until it expires):', full);
  }
}

function artifactName(a) {
  if (a.watch_file) return `${a.watch_file.watch_id}/${a.watch_file.name}`;
  if (a.video && a.video.filename) return a.video.filename;
  return a.kind;
}

async function recordings(params) {
  const form = h('form', { class: 'filters', role: 'search', 'aria-label': 'Filter recordings and files' },
    h('label', {}, 'Device id', h('input', { name: 'device', value: params.get('device') || '', size: 14 })),
    h('label', {}, 'Label', h('input', { name: 'label', value: params.get('label') || '', size: 10 })),
    h('label', {}, 'Started by key', h('input', { name: 'key', value: params.get('key') || '', size: 14 })),
    h('label', {}, 'Since (time or 7d)', h('input', { name: 'since', value: params.get('since') || '', size: 16 })),
    h('label', {}, 'Until (RFC 3339)', h('input', { name: 'until', value: params.get('until') || '', size: 16 })),
    h('button', { type: 'submit', text: 'Filter' }));
  const player = h('section', { class: 'player', 'aria-label': 'Player', hidden: true });
  const body = h('div', {}, h('p', { class: 'notice', text: 'Loading…' }));
  const selected = new Set();
  const sharing = shareForm(selected);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(form);
    location.hash = `recordings${query(Object.fromEntries(f.entries()))}`;
  });
  const one = params.get('id')
    ? h('p', {}, `Showing ${params.get('id')} only. `, h('a', { href: '#recordings', text: 'Show all' }))
    : null;
  setPage('recordings', h('h2', { text: 'Recordings and files' }), form, one, sharing.form, player, body);
  const filters = Object.fromEntries(['id', 'device', 'label', 'key', 'since', 'until'].map((k) => [k, params.get(k)]));
  const rows = h('tbody');
  const t = h('table', {},
    h('caption', { class: 'notice', text: 'Newest first' }),
    h('thead', {}, h('tr', {}, ['Share', 'Created', 'Device', 'What', 'Duration', 'Size', 'State', 'Started by', 'Actions']
      .map((x) => h('th', { scope: 'col', text: x })))),
    rows);
  const more = h('button', { type: 'button', class: 'more', text: 'Load more', hidden: true });
  body.replaceChildren(t, more);
  let next = null;
  async function page() {
    const res = await api(`/artifacts${query({ ...filters, after: next })}`);
    for (const a of res.artifacts) {
      const ready = a.state === 'ready';
      const copy = h('button', { type: 'button', text: 'Copy link' });
      copy.addEventListener('click', () => copyLink(a, copy));
      const actions = h('div', { class: 'actions' },
        ready && a.content_type.startsWith('video/') ? h('button', { type: 'button', text: 'Play', onclick: () => play(player, a) }) : null,
        ready ? h('button', { type: 'button', text: 'Download', onclick: () => download(a) }) : null,
        ready ? copy : null,
        state.me.view === 'admin' ? h('button', {
          type: 'button', class: 'danger', text: 'Delete',
          onclick: async (e) => {
            if (!window.confirm(`Delete ${a.id}? Its links stop working.`)) return;
            await api(`/artifacts/${encodeURIComponent(a.id)}`, { method: 'DELETE' });
            e.target.closest('tr').remove();
          },
        }) : null);
      const shareable = ready && ['recording', 'video'].includes(a.kind) && a.content_type.startsWith('video/');
      const pick = shareable ? h('input', { type: 'checkbox', 'aria-label': `Share ${a.id}`, 'data-share': a.id }) : null;
      if (pick) {
        pick.addEventListener('change', () => {
          if (pick.checked) selected.add(a.id); else selected.delete(a.id);
          sharing.update();
        });
      }
      rows.append(h('tr', { 'data-artifact': a.id },
        h('td', {}, pick),
        h('td', { text: when(a.created_at) }),
        h('td', { text: a.device_name || a.device_id || '(uploaded video)' }),
        h('td', {}, h('code', { text: a.id }), h('br'), artifactName(a)),
        h('td', { class: 'num', text: seconds(a.duration_seconds) }),
        h('td', { class: 'num', text: bytes(a.size_bytes) }),
        h('td', { text: a.state }),
        h('td', {}, h('code', { text: a.started_by || '—' })),
        h('td', {}, actions)));
    }
    if (!rows.children.length) rows.append(h('tr', {}, h('td', { colspan: 9, text: 'No recordings or files match.' })));
    next = res.next;
    more.hidden = !next;
  }
  more.addEventListener('click', () => page().catch((e) => say(body, e.message, 'error')));
  await page();
  loaded('recordings');
}

// ---- Share links ------------------------------------------------------------------------

// The form above the recordings that makes a share link of the ticked ones.
function shareForm(selected) {
  const title = h('input', { name: 'title', size: 24, maxlength: 200, required: true, placeholder: 'Test run 42' });
  const expires = h('select', { name: 'expires_in' },
    ['1d', '7d', '30d'].map((d) => h('option', { value: d, selected: d === '7d', text: { '1d': '1 day', '7d': '7 days', '30d': '30 days' }[d] })));
  const button = h('button', { type: 'submit', text: 'Make a share link', disabled: true });
  const count = h('span', { class: 'notice', text: 'Tick recordings to share them.' });
  const result = h('div', { 'aria-live': 'polite' });
  const form = h('form', { class: 'filters', 'aria-label': 'Share the ticked recordings' },
    h('label', {}, 'Share link title', title),
    h('label', {}, 'Works for', expires),
    button, count, result);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const made = await api('/shares', { method: 'POST', body: { title: title.value, artifact_ids: [...selected], expires_in: expires.value } });
      const copy = h('button', { type: 'button', text: 'Copy' });
      copy.addEventListener('click', async () => {
        try { await navigator.clipboard.writeText(made.url); copy.textContent = 'Copied'; } catch { window.prompt('Copy this link:', made.url); }
      });
      result.replaceChildren(h('div', { class: 'secret', id: 'share-made' },
        h('p', { text: `Anyone with this link can watch ${made.artifact_ids.length} recording(s) until ${when(made.expires_at)}, without signing in. It is shown only now; revoke it under Share links.` }),
        h('code', { id: 'share-url', text: made.url }), ' ', copy));
    } catch (err) {
      say(result, `Could not make the link: ${err.message}`, 'error');
    }
  });
  return {
    form,
    update() {
      button.disabled = selected.size === 0;
      count.textContent = selected.size ? `${selected.size} ticked` : 'Tick recordings to share them.';
    },
  };
}

async function shares() {
  const body = h('div', {}, h('p', { class: 'notice', text: 'Loading…' }));
  setPage('shares', h('h2', { text: 'Share links' }),
    h('p', { class: 'notice', text: 'View-only links to recordings for people without an account. Make one from Recordings and files; each opening is in the audit log.' }),
    body);
  const { shares: list } = await api('/shares');
  if (!list.length) { say(body, 'No share links yet. Tick recordings under Recordings and files to make one.'); loaded('shares'); return; }
  body.replaceChildren(table(`${list.length} share link(s), newest first`,
    ['Title', 'Recordings', 'Made', 'By', 'Works until', 'State', 'Actions'],
    list.map((s) => {
      const cell = h('td', { text: s.state });
      const revoke = s.state === 'active' ? h('button', {
        type: 'button', class: 'danger', text: 'Revoke',
        onclick: async (e) => {
          if (!window.confirm(`Revoke "${s.title}"? Its page stops working at once.`)) return;
          const done = await api(`/shares/${encodeURIComponent(s.id)}/revoke`, { method: 'POST' });
          cell.textContent = done.state;
          e.target.remove();
        },
      }) : null;
      return h('tr', { 'data-share': s.id },
        h('td', {}, h('strong', { text: s.title }), h('br'), h('code', { text: s.id })),
        h('td', {}, s.artifact_ids.map((id) => h('div', {}, h('a', { href: `#recordings?id=${encodeURIComponent(id)}`, text: id })))),
        h('td', { text: when(s.created_at) }),
        h('td', { text: s.created_by }),
        h('td', { text: when(s.expires_at) }),
        cell,
        h('td', {}, revoke));
    })));
  loaded('shares');
}

// ---- Live now --------------------------------------------------------------------------

async function live() {
  const body = h('div', {}, h('p', { class: 'notice', text: 'Loading…' }));
  setPage('live', h('h2', { text: 'Live now' }), body);
  const { sessions } = await api('/live');
  if (!sessions.length) { say(body, 'No live session is open.'); loaded('live'); return; }
  body.replaceChildren(table(`${sessions.length} open session(s)`,
    ['Device', 'Opened by', 'Reason', 'Mode', 'Viewer', 'Observers', 'Recording', 'Time left', 'End'],
    sessions.map((s) => {
      const reasonInput = h('input', { name: 'reason', 'aria-label': `Why end ${s.id}`, placeholder: 'why (audited)', size: 16 });
      const end = h('button', {
        type: 'button', class: 'danger', text: 'End now',
        onclick: async () => {
          await api(`/live/${encodeURIComponent(s.id)}/end`, { method: 'POST', body: { reason: reasonInput.value } });
          live();
        },
      });
      return h('tr', { 'data-session': s.id, 'data-device': s.device_id },
        h('td', {}, s.device_name || s.device_id, h('br'), h('code', { text: s.id })),
        h('td', {}, h('code', { text: s.key_id })),
        h('td', { text: s.reason }),
        h('td', { text: s.mode }),
        h('td', { text: s.viewer_connected ? 'connected' : 'not connected' }),
        h('td', {}, observersCell(s)),
        // The file is uploaded once the session ends; its link works from then on.
        h('td', {}, s.recording_id
          ? h('a', { href: `#recordings?id=${encodeURIComponent(s.recording_id)}`, title: 'Recorded for the audit; playable once the session ended', text: `recording ${s.recording_id}` })
          : 'not recorded'),
        h('td', { text: seconds(s.seconds_left) }),
        h('td', {}, h('div', { class: 'actions' }, reasonInput, end)));
    })));
  loaded('live');
}

// Who watches a session besides its viewer, each with Remove, and Invite an observer, whose
// link is shown once (the relay keeps only its hash).
function observersCell(s) {
  const watching = s.observers.filter((o) => o.watching);
  const list = h('ul', { class: 'observers' }, ...watching.map((o) => h('li', { 'data-observer': o.id },
    h('span', { text: `${o.address || 'unknown address'} since ${when(o.joined_at)}` }), ' ',
    h('button', {
      type: 'button', class: 'danger', text: 'Remove', 'aria-label': `Remove observer ${o.id}`,
      onclick: async () => {
        await api(`/live/${encodeURIComponent(s.id)}/observers/${encodeURIComponent(o.id)}/remove`, { method: 'POST' });
        live();
      },
    }))));
  const cell = h('div', {}, watching.length ? list : h('span', { text: 'none watching' }));
  if (!s.shared) {
    cell.append(h('p', { class: 'hint', text: 'This device cannot share its stream with observers.' }));
    return cell;
  }
  const made = h('div', { 'aria-live': 'polite' });
  cell.append(h('button', {
    type: 'button', text: 'Invite an observer',
    onclick: async () => {
      const invited = await api(`/live/${encodeURIComponent(s.id)}/observers`, { method: 'POST' });
      made.replaceChildren(
        h('label', { for: `link-${invited.observer_id}`, text: 'Send this link to one person (it works once, view only, until the session ends):' }),
        h('input', { id: `link-${invited.observer_id}`, class: 'observer-link', readonly: true, value: invited.url, size: 40 }));
    },
  }), made);
  return cell;
}

// ---- Audit -----------------------------------------------------------------------------

const AUDIT_FILTERS = ['key', 'device', 'tool', 'outcome', 'kind', 'about', 'since', 'until'];

// What an event produced or concerns, as links: an artifact plays or downloads from the
// Recordings page; a live session shows its own story.
function eventLinks(e) {
  const d = e.detail || {};
  const out = [];
  const artifact = d.artifact_id || d.recording_id || (e.tool === 'screen_recording' && d.recording && d.recording.id);
  if (artifact) out.push(h('a', { href: `#recordings?id=${encodeURIComponent(artifact)}`, text: `artifact ${artifact}` }));
  const session = d.session_id || d.live_session_id;
  if (session) out.push(h('a', { href: `#audit?about=${encodeURIComponent(session)}`, text: `live session ${session}` }));
  return out;
}

async function audit(params) {
  const banner = h('div', { class: 'banner', id: 'verification', role: 'status', text: 'Verifying the chain…' });
  const form = h('form', { class: 'filters', role: 'search', 'aria-label': 'Filter the audit log' },
    AUDIT_FILTERS.map((k) => h('label', {}, k === 'about' ? 'About (artifact or session id)' : k[0].toUpperCase() + k.slice(1),
      h('input', { name: k, value: params.get(k) || '', size: 12 }))),
    h('button', { type: 'submit', text: 'Filter' }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    location.hash = `audit${query(Object.fromEntries(new FormData(form).entries()))}`;
  });
  const filters = Object.fromEntries(AUDIT_FILTERS.map((k) => [k, params.get(k)]));
  const exportLink = h('a', { class: 'button', href: `${API}/audit/export${query(filters)}`, download: 'audit.jsonl', text: 'Export as JSON lines' });
  const rows = h('tbody');
  const more = h('button', { type: 'button', class: 'more', text: 'Load more', hidden: true });
  setPage('audit', h('h2', { text: 'Audit' }), banner, form, h('p', {}, exportLink),
    h('table', {},
      h('caption', { class: 'notice', text: 'Newest first' }),
      h('thead', {}, h('tr', {}, ['#', 'Time', 'Kind', 'Key', 'Device', 'Tool', 'Outcome', 'Concerns', 'Detail']
        .map((x) => h('th', { scope: 'col', text: x })))),
      rows), more);
  let before = null;
  async function page() {
    const res = await api(`/audit${query({ ...filters, before })}`);
    for (const e of res.events) {
      rows.append(h('tr', { 'data-seq': e.seq },
        h('td', { class: 'num', text: e.seq }),
        h('td', { text: when(e.ts) }),
        h('td', { text: e.kind }),
        h('td', {}, h('code', { text: e.key_id || '—' })),
        h('td', {}, h('code', { text: e.device_id || '—' })),
        h('td', { text: e.tool || '—' }),
        h('td', { text: e.outcome || '—' }),
        h('td', {}, h('div', { class: 'actions' }, eventLinks(e))),
        h('td', {}, h('code', { text: JSON.stringify(e.detail) }))));
    }
    if (!rows.children.length) rows.append(h('tr', {}, h('td', { colspan: 9, text: 'No events match.' })));
    before = res.next;
    more.hidden = !before;
  }
  more.addEventListener('click', () => page().catch((e) => say(el('main'), e.message, 'error')));
  await page();
  loaded('audit');
  // The rows first; the whole chain's check (a read of every event) after them.
  api('/audit/verify').then((v) => {
    banner.className = `banner ${v.ok ? 'ok' : 'bad'}`;
    banner.dataset.ok = v.ok;
    performance.mark('verified');
    const c = v.checkpoints;
    let signed = '';
    if (c && c.problem) signed = ` Signed checkpoints BROKEN: ${c.problem}`;
    else if (c && c.last_seq) signed = ` ${c.verified} signed checkpoint(s) hold, the last at event ${c.last_seq}.`;
    else if (c) signed = ' No signed checkpoint yet.';
    if (!v.chain_ok) {
      banner.dataset.firstBroken = v.first_broken;
      banner.textContent = `Chain broken at event ${v.first_broken}: ${v.reason}.${signed}`;
    } else banner.textContent = `Chain verified up to event ${v.events}.${signed}`;
  }).catch((e) => { banner.textContent = `Could not verify the chain: ${e.message}`; });
}

// ---- Consent: an OAuth client asks to act as this person --------------------------------

async function consent(params) {
  const id = params.get('r') || sessionStorage.getItem(CONSENT_KEY) || '';
  sessionStorage.removeItem(CONSENT_KEY);
  const body = h('div', {}, h('p', { class: 'notice', text: 'Loading…' }));
  setPage('consent', h('h2', { text: 'An application asks to use this relay' }), body);
  let req;
  try {
    req = await api(`/oauth/requests/${encodeURIComponent(id)}`);
  } catch (e) {
    say(body, e.message, 'error');
    loaded('consent');
    return;
  }
  const c = req.client;
  const requested = new Set(req.requested_scopes);
  const none = req.grantable_scopes.length === 0;
  const scopes = h('fieldset', {}, h('legend', { text: 'What it may do (your key holds these)' }),
    none ? h('p', { class: 'error', role: 'alert', text: `Your key (${req.key.name}) holds no tool scope, so there is nothing to grant. Sign in with a key that does.` }) : null,
    req.grantable_scopes.map((s) => h('label', {}, h('input', {
      type: 'checkbox', name: 'scope', value: s, checked: requested.size === 0 || requested.has(s),
    }), ` ${s}`)),
    [...requested].filter((s) => !req.grantable_scopes.includes(s)).length
      ? h('p', { class: 'notice', text: `Also asked for, beyond your key: ${[...requested].filter((s) => !req.grantable_scopes.includes(s)).join(', ')}` })
      : null);
  const all = h('input', { type: 'radio', name: 'which', value: 'all', checked: true });
  const some = h('input', { type: 'radio', name: 'which', value: 'some' });
  const choices = h('div', { class: 'stack', id: 'device-choices' },
    req.key.devices.map((p) => h('label', {}, h('input', { type: 'checkbox', name: 'device', value: p }), ' every device matching ', h('code', { text: p }))),
    req.devices.map((d) => h('label', {}, h('input', { type: 'checkbox', name: 'device', value: d.id }), ` ${d.name} `, h('code', { text: d.id }))),
    req.more_devices ? h('p', { class: 'notice', text: 'More devices match your key than are listed; grant them by pattern.' }) : null);
  const devices = h('fieldset', {}, h('legend', { text: 'Which devices' }),
    h('label', {}, all, ` All devices your key reaches (${req.key.devices.join(', ')})`),
    h('label', {}, some, ' Only these:'), choices);
  const error = h('div', { 'aria-live': 'assertive' });
  async function decide(decision) {
    const f = new FormData(form);
    const chosen = f.get('which') === 'all' ? req.key.devices : f.getAll('device');
    try {
      const res = await api(`/oauth/requests/${encodeURIComponent(id)}`, {
        method: 'POST', body: { decision, scopes: f.getAll('scope'), devices: chosen },
      });
      document.body.dataset.decided = decision;
      location.assign(res.redirect);
    } catch (e) {
      error.replaceChildren(h('p', { class: 'error', role: 'alert', text: e.message }));
    }
  }
  const form = h('form', { class: 'stack', 'aria-label': 'Decide on the request' },
    h('dl', { class: 'facts' },
      h('dt', { text: 'Application' }), h('dd', { id: 'client-name', text: c.name }),
      h('dt', { text: c.kind === 'metadata_document' ? 'Identified by' : 'Registered as' }), h('dd', {}, h('code', { id: 'client-id', text: c.id })),
      c.client_uri ? h('dt', { text: 'Says its home page is' }) : null, c.client_uri ? h('dd', {}, h('code', { text: c.client_uri })) : null,
      h('dt', { text: 'Your answer goes to' }), h('dd', {}, h('code', { id: 'redirect-uri', text: c.redirect_uri })),
      h('dt', { text: 'It acts as' }), h('dd', { text: `you, through your key ${req.key.name} (${req.key.id}), never beyond it; every call is audited under its own grant` })),
    scopes, devices, error,
    h('div', { class: 'actions' },
      h('button', { type: 'button', id: 'approve', disabled: none, text: 'Allow', onclick: () => decide('approve') }),
      h('button', { type: 'button', id: 'deny', class: 'danger', text: 'Deny', onclick: () => decide('deny') })));
  body.replaceChildren(form,
    h('p', { class: 'notice', text: `This request waits until ${when(req.expires_at)}. You can revoke what you allow at any time on the Keys page.` }));
  loaded('consent');
}

// ---- Keys ------------------------------------------------------------------------------

async function grants(section) {
  const { grants: list } = await api('/oauth/grants');
  section.replaceChildren(h('h3', { text: 'Applications allowed through OAuth' }),
    list.length ? table(`${list.length} grant(s)`, ['Application', 'Grant', 'For key', 'Scopes', 'Devices', 'Since', 'State', ''],
      list.map((g) => h('tr', { 'data-grant': g.id },
        h('td', {}, g.client_name, h('br'), h('code', { text: g.client_id })),
        h('td', {}, h('code', { text: g.id })),
        h('td', {}, h('code', { text: g.key_id })),
        h('td', { text: g.scopes.join(', ') }),
        h('td', { text: g.devices.join(', ') }),
        h('td', { text: when(g.created_at) }),
        h('td', { text: g.revoked_at ? `revoked ${when(g.revoked_at)}` : 'active' }),
        h('td', {}, g.revoked_at ? null : h('button', {
          type: 'button', class: 'danger', text: 'Revoke',
          onclick: async () => {
            if (!window.confirm(`Revoke ${g.client_name}'s access (${g.id})? Its tokens stop working at once.`)) return;
            await api(`/oauth/grants/${encodeURIComponent(g.id)}/revoke`, { method: 'POST' });
            grants(section);
          },
        })))))
      : h('p', { class: 'notice', text: 'No application was allowed yet. Point an OAuth client (Claude.ai, ChatGPT) at this relay\'s connector URL, /oauth/mcp, and approve it here.' }));
}

async function keys() {
  const section = h('section', { 'aria-label': 'OAuth grants', id: 'grants' });
  if (state.me.view !== 'admin') {
    setPage('keys', h('h2', { text: 'Keys' }), section);
    await grants(section);
    loaded('keys');
    return;
  }
  const body = h('div', {}, h('p', { class: 'notice', text: 'Loading…' }));
  const created = h('div', { 'aria-live': 'polite' });
  setPage('keys', h('h2', { text: 'Keys' }), created, body, section);
  await grants(section);
  const res = await api('/keys');
  const scopes = h('fieldset', {}, h('legend', { text: 'Scopes' }),
    res.scopes.map((s) => h('label', {}, h('input', { type: 'checkbox', name: 'scope', value: s }), ` ${s}`)));
  const form = h('form', { class: 'stack', 'aria-label': 'Create a key' },
    h('h3', { text: 'Create a key' }),
    h('label', {}, 'Name', h('input', { name: 'name', required: true, maxlength: 100 })),
    scopes,
    h('label', {}, 'Devices (comma-separated names, ids, labels or * patterns)', h('input', { name: 'devices', value: '*' })),
    h('label', {}, 'Expires in (e.g. 30d; empty for never)', h('input', { name: 'expires_in' })),
    h('div', {}, h('button', { type: 'submit', text: 'Create key' })));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const f = new FormData(form);
    try {
      const key = await api('/keys', {
        method: 'POST',
        body: {
          name: f.get('name'),
          scopes: f.getAll('scope'),
          devices: String(f.get('devices')).split(',').map((s) => s.trim()).filter(Boolean),
          expires_in: f.get('expires_in') || null,
        },
      });
      const secret = h('code', { id: 'new-secret', text: key.secret });
      const copy = h('button', { type: 'button', text: 'Copy', onclick: () => navigator.clipboard.writeText(key.secret).then(() => { copy.textContent = 'Copied'; }, () => {}) });
      created.replaceChildren(h('div', { class: 'secret', role: 'status' },
        h('p', { text: `Key ${key.id} (${key.name}) created. Its secret is shown once, now:` }), secret, ' ', copy));
      keys_table(body, (await api('/keys')).keys, form);
    } catch (err) {
      created.replaceChildren(h('p', { class: 'error', role: 'alert', text: err.message }));
    }
  });
  keys_table(body, res.keys, form);
  loaded('keys');
}

function keys_table(body, list, form) {
  body.replaceChildren(table(`${list.length} key(s)`, ['Name', 'Id', 'Scopes', 'Devices', 'Created', 'Expires', 'State', ''],
    list.map((k) => h('tr', { 'data-key': k.id },
      h('td', { text: k.name }),
      h('td', {}, h('code', { text: k.id })),
      h('td', { text: k.scopes.join(', ') }),
      h('td', { text: k.devices.join(', ') }),
      h('td', { text: when(k.created_at) }),
      h('td', { text: k.expires_at ? when(k.expires_at) : 'never' }),
      h('td', { text: k.revoked_at ? `revoked ${when(k.revoked_at)}` : 'active' }),
      h('td', {}, k.revoked_at || k.id === state.me.key.id ? null : h('button', {
        type: 'button', class: 'danger', text: 'Revoke',
        onclick: async () => {
          if (!window.confirm(`Revoke ${k.name} (${k.id})? Everything using it stops at once.`)) return;
          await api(`/keys/${encodeURIComponent(k.id)}/revoke`, { method: 'POST' });
          // Its OAuth grants ended with it: both lists again.
          keys();
        },
      }))))), form);
}

start();
