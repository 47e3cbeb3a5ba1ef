// Browser driver of the end-to-end tests and of bench/live.py: Debian's /usr/bin/chromium,
// headless, driven by playwright-core (tests/package.json pins it; no browser download).
//
// Protocol: one JSON object per line on stdin, one JSON object per line on stdout.
//   first line out: {"ready": true, "browser": "<version>"}
//   request:  {"id": 1, "cmd": "open", ...}   answer: {"id": 1, "ok": true, ...}
//                                             or     {"id": 1, "ok": false, "error": "..."}
// Commands (page = the id "open" returned; canvas = a CSS selector, default "canvas"):
//   open        {url}                          -> {page}; counts WebSocket bytes from here on
//   state       {page}                         -> the viewer page's state (see viewerState)
//   wait_state  {page, states: [...], timeout_ms} -> the state once body.dataset.state is one of states
//   canvas      {page, canvas?}                -> {width, height, png} at the canvas' own resolution
//   pixels      {page, points: [[x, y]], canvas?} -> {width, height, colors: [[r, g, b]]}
//   wait_pixels {page, points: [[x, y, [r, g, b]]], tol, timeout_ms, canvas?} -> {colors, waited_ms}
//   click       {page, x, y, canvas?}          -> {page_x, page_y}; x, y in framebuffer pixels
//   type        {page, text, delay?}           -> {}
//   press       {page, key, times?}            -> {}; presses a key (playwright's names) times times
//   screenshot  {page, path}                   -> {path}; the whole page as PNG (for failure reports)
//   ws_bytes    {page}                         -> {received, sent, frames_received, sockets}
//   eval        {page, expr}                   -> {value}; expr is evaluated in the page
//   close_page  {page}                         -> {}
//   click_on    {page, selector}               -> {}; waits for the element, then clicks it
//   fill        {page, selector, value}        -> {}
//   wait_for    {page, expr, timeout_ms}       -> {value}; once expr (in the page) is truthy
//   errors      {page}                         -> {errors}; console errors and page errors so far
//   axe         {page}                         -> {violations}; axe-core's serious and critical
//                                                 WCAG A/AA violations (open with bypass_csp)
//   download    {page, selector, path}         -> {path, name}; clicks and saves the download
//   goto        {page, url}                    -> {}; navigates the page (same context, cookies kept)
// "open" takes {url, bypass_csp?}: bypass_csp lets axe-core's script into a page whose CSP
// allows only its own scripts.
//   quit        {}                             -> {} then exit 0
// Anything the page logs goes to stderr, prefixed with its page id.

import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const CHROMIUM = process.env.CHROMIUM_BIN || '/usr/bin/chromium';
// docs/NOTES: without the background-networking flags Chromium floods a closed network.
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Timers and rAF of a page nobody looks at must not be throttled (latency polling).
  '--disable-background-timer-throttling', '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

const pages = new Map(); // id -> {page, ws: {received, sent, frames}}
let nextPage = 1;

function out(obj) {
  process.stdout.write(JSON.stringify(obj) + '\n');
}

function getPage(id) {
  const p = pages.get(id);
  if (!p) throw new Error(`no page ${id}`);
  return p;
}

const viewerState = () => {
  const v = window.__viewer || {};
  const b = document.body;
  const msg = document.getElementById('message');
  return {
    state: b ? b.dataset.state || '' : '',
    reason: b ? b.dataset.reason || '' : '',
    message: v.message || '',
    message_visible: !!(msg && !msg.hidden),
    close_code: v.closeCode ?? null,
    close_reason: v.closeReason || '',
    info: v.info || null,
    status_text: (document.querySelector('header') || {}).innerText || '',
    url: location.href,
  };
};

async function canvasBox(page, selector) {
  const handle = await page.waitForSelector(selector, { state: 'attached', timeout: 10000 });
  const geo = await handle.evaluate((c) => {
    const r = c.getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height, cw: c.width, ch: c.height };
  });
  return geo;
}

const readPixels = ([selector, points]) => {
  const c = document.querySelector(selector);
  if (!c || !c.width || !c.height) return null;
  const ctx = c.getContext('2d');
  const colors = points.map(([x, y]) => {
    const d = ctx.getImageData(x, y, 1, 1).data;
    return [d[0], d[1], d[2]];
  });
  return { width: c.width, height: c.height, colors };
};

const near = (a, b, tol) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

const handlers = {
  async open({ url, bypass_csp: bypassCSP = false }) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, bypassCSP, acceptDownloads: true });
    const page = await context.newPage();
    const id = nextPage++;
    const ws = { received: 0, sent: 0, frames: 0, sockets: 0, closes: [] };
    const errors = [];
    page.on('console', (m) => {
      process.stderr.write(`[page ${id}] ${m.type()}: ${m.text()}\n`);
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => {
      process.stderr.write(`[page ${id}] pageerror: ${e.message}\n`);
      errors.push(e.message);
    });
    page.on('websocket', (sock) => {
      ws.sockets += 1;
      sock.on('framereceived', (f) => {
        ws.frames += 1;
        ws.received += typeof f.payload === 'string' ? Buffer.byteLength(f.payload) : f.payload.length;
      });
      sock.on('framesent', (f) => {
        ws.sent += typeof f.payload === 'string' ? Buffer.byteLength(f.payload) : f.payload.length;
      });
      sock.on('close', () => ws.closes.push(Date.now()));
    });
    pages.set(id, { page, context, ws, errors });
    await page.goto(url, { waitUntil: 'load' });
    return { page: id };
  },

  async state({ page }) {
    return getPage(page).page.evaluate(viewerState);
  },

  async wait_state({ page, states, timeout_ms: timeout = 20000 }) {
    const p = getPage(page).page;
    try {
      await p.waitForFunction((want) => document.body && want.includes(document.body.dataset.state),
        states, { timeout, polling: 50 });
    } catch (e) {
      const st = await p.evaluate(viewerState);
      throw new Error(`state not in ${JSON.stringify(states)} after ${timeout} ms: ${JSON.stringify(st)}`);
    }
    return p.evaluate(viewerState);
  },

  async canvas({ page, canvas = 'canvas' }) {
    const p = getPage(page).page;
    const res = await p.evaluate((sel) => {
      const c = document.querySelector(sel);
      if (!c) return null;
      return { width: c.width, height: c.height, png: c.toDataURL('image/png').split(',')[1] };
    }, canvas);
    if (!res) throw new Error(`no ${canvas} in the page`);
    return res;
  },

  async pixels({ page, points, canvas = 'canvas' }) {
    const res = await getPage(page).page.evaluate(readPixels, [canvas, points]);
    if (!res) throw new Error(`no ${canvas} with a size in the page`);
    return res;
  },

  async wait_pixels({ page, points, tol = 24, timeout_ms: timeout = 15000, canvas = 'canvas' }) {
    const p = getPage(page).page;
    const start = Date.now();
    let last = null;
    for (;;) {
      last = await p.evaluate(readPixels, [canvas, points.map(([x, y]) => [x, y])]);
      if (last && points.every(([, , want], i) => near(last.colors[i], want, tol))) {
        return { ...last, waited_ms: Date.now() - start };
      }
      if (Date.now() - start > timeout) {
        throw new Error(`pixels ${JSON.stringify(points)} not within ${tol} after ${timeout} ms; ` +
          `last ${JSON.stringify(last)}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  },

  async click({ page, x, y, canvas = 'canvas', button = 'left' }) {
    const p = getPage(page).page;
    const g = await canvasBox(p, canvas);
    if (!g.cw || !g.ch) throw new Error('the canvas has no size yet');
    const px = g.x + (x + 0.5) * (g.w / g.cw);
    const py = g.y + (y + 0.5) * (g.h / g.ch);
    await p.mouse.move(px, py);
    await p.mouse.click(px, py, { button });
    return { page_x: px, page_y: py, box: g };
  },

  async type({ page, text, delay = 20 }) {
    await getPage(page).page.keyboard.type(text, { delay });
    return {};
  },

  async press({ page, key, times = 1 }) {
    for (let i = 0; i < times; i++) await getPage(page).page.keyboard.press(key);
    return {};
  },

  async screenshot({ page, path }) {
    await getPage(page).page.screenshot({ path });
    return { path };
  },

  async ws_bytes({ page }) {
    const { ws } = getPage(page);
    return { received: ws.received, sent: ws.sent, frames_received: ws.frames, sockets: ws.sockets,
      closes: ws.closes.length };
  },

  async eval({ page, expr }) {
    return { value: await getPage(page).page.evaluate(expr) };
  },

  async close_page({ page }) {
    const p = getPage(page);
    pages.delete(page);
    await p.context.close();
    return {};
  },

  async click_on({ page, selector }) {
    await getPage(page).page.click(selector, { timeout: 15000 });
    return {};
  },

  async fill({ page, selector, value }) {
    await getPage(page).page.fill(selector, value, { timeout: 15000 });
    return {};
  },

  async wait_for({ page, expr, timeout_ms: timeout = 20000 }) {
    const p = getPage(page).page;
    try {
      const handle = await p.waitForFunction(expr, null, { timeout, polling: 100 });
      return { value: await handle.jsonValue() };
    } catch (e) {
      throw new Error(`${expr} not true after ${timeout} ms: ${e.message.split('\n')[0]}`);
    }
  },

  async errors({ page }) {
    return { errors: getPage(page).errors };
  },

  async axe({ page }) {
    const p = getPage(page).page;
    await p.addScriptTag({ path: AXE });
    const result = await p.evaluate(async () => {
      // eslint-disable-next-line no-undef
      const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
    });
    return { violations: result };
  },

  async download({ page, selector, path }) {
    const p = getPage(page).page;
    const [dl] = await Promise.all([p.waitForEvent('download', { timeout: 30000 }), p.click(selector)]);
    await dl.saveAs(path);
    return { path, name: dl.suggestedFilename() };
  },

  async goto({ page, url }) {
    await getPage(page).page.goto(url, { waitUntil: 'load' });
    return {};
  },

  async quit() {
    return {};
  },
};

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
out({ ready: true, browser: browser.version() });

const rl = createInterface({ input: process.stdin });
// One request at a time, in order.
let chain = Promise.resolve();
rl.on('line', (line) => {
  chain = chain.then(async () => {
    if (!line.trim()) return;
    let req;
    try {
      req = JSON.parse(line);
    } catch (e) {
      out({ id: null, ok: false, error: `bad JSON: ${e.message}` });
      return;
    }
    const fn = handlers[req.cmd];
    if (!fn) {
      out({ id: req.id, ok: false, error: `unknown cmd ${req.cmd}` });
      return;
    }
    try {
      const res = await fn(req);
      out({ id: req.id, ok: true, ...res });
    } catch (e) {
      out({ id: req.id, ok: false, error: String(e && e.message ? e.message : e) });
    }
    if (req.cmd === 'quit') {
      await browser.close();
      process.exit(0);
    }
  });
});
rl.on('close', () => {
  chain.then(async () => {
    await browser.close().catch(() => {});
    process.exit(0);
  });
});
