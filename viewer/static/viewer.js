// The live viewer: a page around noVNC's RFB client, served by the relay at /view/.
//
// The link is /view/#t=<ticket>. The ticket never leaves the page except in the body of
// POST /v1/live/ticket (which only describes the session) and as the WebSocket subprotocol
// "ticket.<ticket>" of /v1/live/viewer (which consumes it). It is removed from the address
// bar at once, so it is not kept in the history or copied along with the URL.
//
// Machine-readable state, for tests and for anyone embedding the page:
//   document.body.dataset.state  loading | ready | connecting | connected | ended | refused
//   document.body.dataset.reason "" or used | unknown | missing | stopped | expired |
//                                device_left | viewer_left | relay_left | ended_by_admin |
//                                closed | error
//   window.__viewer              { state, reason, info, closeCode, closeReason, message, rfb }

const TICKET_INFO_PATH = '/v1/live/ticket';
const VIEWER_PATH = '/v1/live/viewer';
const RFB_MODULE = './novnc/core/rfb.js';

// WebSocket close codes of the live bridge (proto/src/live.rs).
const CLOSE_REASONS = {
  4000: 'stopped',
  4001: 'expired',
  4002: 'device_left',
  4003: 'used',
  4004: 'unknown',
  4005: 'revoked',
  4006: 'relay_left',
  4007: 'ended_by_admin',
  4011: 'removed',
  4012: 'observer_refused',
};

// What the page tells the human, by reason.
const MESSAGES = {
  used: ['Link already used',
    'This viewer link has already been used. Links work once — ask for a new one.'],
  unknown: ['Link not valid',
    'This viewer link is unknown or has expired. Ask for a new one.'],
  missing: ['No viewer link',
    'This address has no viewer ticket. Open the full link you were given.'],
  stopped: ['Session stopped',
    'The live session was stopped by whoever started it.'],
  expired: ['Session expired',
    'The live session reached its time limit and has ended. Ask for a new link to continue.'],
  revoked: ['Access revoked',
    'The access that opened this live session was revoked, so the session has ended.'],
  device_left: ['Device left',
    'The device disconnected, so the live session has ended.'],
  viewer_left: ['Session ended',
    'The viewer disconnected, so the live session has ended. Ask for a new link to watch again.'],
  relay_left: ['Relay restarted',
    'The relay serving this live session restarted or failed, so the session has ended. Ask for a new link.'],
  ended_by_admin: ['Ended by an administrator',
    'An administrator ended this live session. Ask for a new link if you still need it.'],
  removed: ['Removed from the session',
    'The person who started this live session, or an administrator, removed you from it. Ask them for a new link if you still need to watch.'],
  observer_refused: ['Cannot watch this session', ''],
  closed: ['Disconnected',
    'The connection to the device was closed.'],
  error: ['Cannot reach the relay',
    'The relay could not be reached. Check your connection and reload the page.'],
};

const el = (id) => document.getElementById(id);

const viewer = {
  state: 'loading',
  reason: '',
  info: null,
  closeCode: null,
  closeReason: '',
  message: '',
  rfb: null,
};
window.__viewer = viewer;

let ticket = '';
let deadline = null; // performance.now() at which the session expires
let countdownTimer = null;

function setState(state, reason = '') {
  viewer.state = state;
  viewer.reason = reason;
  document.body.dataset.state = state;
  document.body.dataset.reason = reason;
  const labels = {
    loading: 'Loading',
    ready: 'Ready',
    connecting: 'Connecting…',
    connected: 'Connected',
    ended: 'Disconnected',
    refused: 'Not connected',
  };
  el('conn').textContent = labels[state] || state;
}

function showMessage(reason, fallbackText) {
  let [title, text] = MESSAGES[reason] || ['Session ended', fallbackText || MESSAGES.closed[1]];
  // The relay's own words say why an observer could not be served.
  if (reason === 'observer_refused') text = `The relay could not serve this session to you: ${viewer.closeReason || 'no reason given'}.`;
  viewer.message = text;
  el('message-title').textContent = title;
  el('message-text').textContent = text;
  el('message').hidden = false;
  document.title = `${title} — Live view`;
}

function hideMessage() {
  el('message').hidden = true;
}

function formatLeft(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

function tickCountdown() {
  if (deadline === null) return;
  const left = (deadline - performance.now()) / 1000;
  const t = el('left');
  t.textContent = formatLeft(left);
  t.setAttribute('datetime', `PT${Math.max(0, Math.ceil(left))}S`);
  if (left <= 0) stopCountdown();
}

function startCountdown(seconds) {
  deadline = performance.now() + seconds * 1000;
  el('left-wrap').hidden = false;
  tickCountdown();
  if (countdownTimer === null) countdownTimer = setInterval(tickCountdown, 250);
}

function stopCountdown() {
  if (countdownTimer !== null) clearInterval(countdownTimer);
  countdownTimer = null;
}

function showSession(info) {
  if (info.device && info.device.name) {
    el('device').textContent = info.device.name;
    document.title = `${info.device.name} — Live view`;
  }
  const mode = el('mode');
  const words = {
    control: ['Control', 'Your pointer and keyboard drive the device'],
    view: ['View only', 'You can watch; your pointer and keyboard are not sent'],
    moderate: ['Moderate', 'You can watch and pause the agents working on the device; your pointer and keyboard are not sent'],
  };
  if (words[info.mode]) {
    [mode.textContent, mode.title] = words[info.mode];
    mode.className = `item mode ${info.mode}`;
    mode.hidden = false;
  }
  // The relay's policy records the session: the person is told before they connect.
  el('recorded').hidden = info.recorded !== true;
  const reason = el('reason');
  if (info.reason) {
    reason.textContent = info.reason;
    reason.title = `Reason: ${info.reason}`;
    reason.hidden = false;
  } else {
    reason.hidden = true;
  }
}

// POST /v1/live/ticket: the session as the relay sees it (does not consume the ticket).
async function fetchInfo() {
  const res = await fetch(TICKET_INFO_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticket }),
    cache: 'no-store',
    credentials: 'omit',
  });
  let body = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!body || typeof body.state !== 'string') {
    if (res.status === 404) return { state: 'unknown', message: '' };
    throw new Error(`ticket info: HTTP ${res.status}`);
  }
  return body;
}

function refuse(reason, text) {
  stopCountdown();
  setState('refused', reason);
  showMessage(reason, text);
}

// Why a session that was ready or connected is over: the relay's account first, then the
// close code of our socket.
async function explainEnd() {
  let info = null;
  try {
    info = await fetchInfo();
    viewer.info = info;
  } catch {
    info = null;
  }
  let reason = '';
  if (info && info.state === 'ended' && info.ended_reason) {
    reason = info.ended_reason;
  } else if (CLOSE_REASONS[viewer.closeCode]) {
    reason = CLOSE_REASONS[viewer.closeCode];
  } else if (info && info.state === 'unknown') {
    reason = 'unknown';
  } else {
    reason = 'closed';
  }
  stopCountdown();
  if (reason === 'expired') el('left').textContent = formatLeft(0);
  // A ticket refused at the door (used by someone else, or unknown) is a refusal; anything
  // after a connection is an ended session.
  const refusedAtDoor = viewer.closeCode === 4003 || viewer.closeCode === 4004;
  setState(refusedAtDoor && reason === CLOSE_REASONS[viewer.closeCode] ? 'refused' : 'ended', reason);
  showMessage(reason, info && info.message);
}

// In a control or moderated session, one button pauses the agents' input on the device and
// gives it back: a text frame on the viewer's socket, which the relay keeps (the device
// never sees it) and which makes the agents' input calls fail meanwhile.
function offerPause(ws) {
  const button = el('pause-agent');
  const show = (paused) => {
    button.setAttribute('aria-pressed', String(paused));
    button.textContent = paused ? 'Give input back to the agent' : 'Pause agent';
    button.title = paused
      ? "The agents' input on this device is paused; click to let them act again"
      : "Stop every agent's input on this device until you give it back";
    document.body.dataset.agentPaused = String(paused);
  };
  button.onclick = () => {
    const paused = button.getAttribute('aria-pressed') !== 'true';
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ agent_input: paused ? 'pause' : 'resume' }));
    show(paused);
  };
  show(false);
  button.hidden = false;
}

async function connect(info) {
  setState('connecting');
  let RFB;
  try {
    ({ default: RFB } = await import(RFB_MODULE));
  } catch (e) {
    console.error('loading noVNC failed', e);
    refuse('error', 'The viewer could not load its VNC client. Reload the page.');
    return;
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = `${scheme}//${location.host}${VIEWER_PATH}`;
  // Our own socket, handed to noVNC, so that the close code and reason are ours to read.
  const ws = new WebSocket(url, ['binary', `ticket.${ticket}`]);
  ws.addEventListener('close', (e) => {
    viewer.closeCode = e.code;
    viewer.closeReason = e.reason || '';
  });
  const screen = el('screen');
  const rfb = new RFB(screen, ws, { shared: true });
  viewer.rfb = rfb;
  rfb.scaleViewport = true;
  rfb.resizeSession = false;
  rfb.clipViewport = false;
  rfb.viewOnly = info.mode !== 'control';
  rfb.focusOnClick = info.mode === 'control';
  rfb.showDotCursor = info.mode === 'control';
  rfb.background = 'var(--bg)';
  rfb.addEventListener('connect', () => {
    hideMessage();
    setState('connected');
    if (info.mode === 'control') rfb.focus();
    if (info.mode === 'control' || info.mode === 'moderate') offerPause(ws);
  });
  rfb.addEventListener('disconnect', () => {
    el('pause-agent').hidden = true;
    viewer.rfb = rfb; // kept, so tests can still read the last picture
    // The close event of the socket may come a moment after noVNC's; wait for it.
    const done = () => explainEnd();
    if (ws.readyState === WebSocket.CLOSED) done();
    else ws.addEventListener('close', done, { once: true });
  });
  rfb.addEventListener('securityfailure', (e) => {
    console.warn('security failure', e.detail);
  });
  rfb.addEventListener('credentialsrequired', () => {
    // The live bridge offers no password: the ticket is the credential.
    rfb.disconnect();
  });
}

async function main() {
  const params = new URLSearchParams(location.hash.slice(1));
  ticket = params.get('t') || '';
  if (location.hash) {
    history.replaceState(null, '', location.pathname + location.search);
  }
  if (!ticket) {
    refuse('missing');
    return;
  }
  let info;
  try {
    info = await fetchInfo();
  } catch (e) {
    console.error(e);
    refuse('error');
    return;
  }
  viewer.info = info;
  showSession(info);
  if (info.state === 'ready') {
    if (typeof info.expires_in_seconds === 'number') startCountdown(info.expires_in_seconds);
    setState('ready');
    await connect(info);
  } else if (info.state === 'used') {
    refuse('used', info.message);
  } else if (info.state === 'ended') {
    refuse(info.ended_reason || 'closed', info.message);
  } else {
    refuse('unknown', info.message);
  }
}

main().catch((e) => {
  console.error(e);
  refuse('error');
});
