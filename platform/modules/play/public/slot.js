// The built-in slot page. Plain JavaScript without a build step: the platform serves this file
// as it is. It knows the player only by the launch token in its address
// (`/play/slot/?launch=TOKEN&lang=EN`), asks `/play/api/session` for the game and balance, and
// plays rounds with `/play/api/spin`. Texts come from the small dictionary below (English and
// Tagalog, picked by the `lang` query: EN or TY).

const texts = {
  EN: {
    tag: 'en',
    title: 'Slot',
    spin: 'Spin',
    balance: 'Balance',
    win: 'Win',
    bet: 'Bet',
    betDown: 'Lower bet',
    betUp: 'Raise bet',
    playMoney: 'Play money',
    reels: 'Reels',
    loading: 'Loading…',
    ready: 'Good luck!',
    spinning: 'Spinning…',
    noWin: 'No win this time.',
    won: 'You won {amount}!',
    insufficient: 'Insufficient balance. Lower your bet or add funds to your wallet.',
    expired: 'The game session has expired. Open the game again from the lobby.',
    missingLaunch: 'This page opens from the game lobby.',
    network: 'Network link is abnormal, please try again.',
    unknown: 'Something went wrong, please try again.',
    paytable: 'Paytable',
    paytableNote:
      'Wins pay on 5 lines (3 rows and 2 diagonals), left to right, as a multiple of the line bet (bet ÷ 5).',
    anyReel: 'on reel 1',
    symbols: {
      CHERRY: 'Cherry',
      LEMON: 'Lemon',
      ORANGE: 'Orange',
      GRAPE: 'Grape',
      BELL: 'Bell',
      BAR: 'Bar',
      SEVEN: 'Seven',
    },
  },
  TY: {
    tag: 'tl',
    title: 'Slot',
    spin: 'Paikutin',
    balance: 'Balanse',
    win: 'Panalo',
    bet: 'Taya',
    betDown: 'Babaan ang taya',
    betUp: 'Taasan ang taya',
    playMoney: 'Perang panlaro',
    reels: 'Mga reel',
    loading: 'Naglo-load…',
    ready: 'Good luck!',
    spinning: 'Umiikot…',
    noWin: 'Walang panalo ngayon.',
    won: 'Nanalo ka ng {amount}!',
    insufficient: 'Kulang ang balanse. Babaan ang taya o magdagdag ng pondo sa wallet.',
    expired: 'Nag-expire na ang session ng laro. Buksan muli ang laro mula sa lobby.',
    missingLaunch: 'Binubuksan ang pahinang ito mula sa lobby ng mga laro.',
    network: 'Abnormal ang koneksyon sa network, pakisubukang muli.',
    unknown: 'May nangyaring mali, pakisubukang muli.',
    paytable: 'Talaan ng bayad',
    paytableNote:
      'Nagbabayad ang panalo sa 5 linya (3 hanay at 2 pahilis), mula kaliwa pakanan, bilang multiple ng taya bawat linya (taya ÷ 5).',
    anyReel: 'sa reel 1',
    symbols: {
      CHERRY: 'Seresa',
      LEMON: 'Lemon',
      ORANGE: 'Dalandan',
      GRAPE: 'Ubas',
      BELL: 'Kampana',
      BAR: 'Bar',
      SEVEN: 'Pito',
    },
  },
};

/**
 * How each symbol looks: small SVG drawings (no emoji font needed), each a list of
 * `[element, attributes]` in a 64 x 64 view box.
 */
// prettier-ignore
const faces = {
  CHERRY: [
    ['path', { d: 'M22 40 C26 24 34 14 46 8 M42 40 C42 26 44 16 46 8', stroke: '#15803d', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' }],
    ['path', { d: 'M46 8 C52 10 56 14 58 20 C50 20 46 16 46 8 Z', fill: '#22c55e' }],
    ['circle', { cx: 20, cy: 46, r: 12, fill: '#dc2626' }],
    ['circle', { cx: 42, cy: 48, r: 12, fill: '#b91c1c' }],
    ['circle', { cx: 16, cy: 42, r: 3, fill: '#fecaca' }],
    ['circle', { cx: 38, cy: 44, r: 3, fill: '#fecaca' }],
  ],
  LEMON: [
    ['ellipse', { cx: 32, cy: 34, rx: 24, ry: 17, fill: '#facc15', transform: 'rotate(-20 32 34)' }],
    ['path', { d: 'M52 22 L58 16 L54 26 Z', fill: '#eab308' }],
    ['path', { d: 'M12 46 L6 52 L16 44 Z', fill: '#eab308' }],
    ['ellipse', { cx: 26, cy: 28, rx: 8, ry: 4, fill: '#fef9c3', transform: 'rotate(-20 26 28)' }],
  ],
  ORANGE: [
    ['circle', { cx: 32, cy: 36, r: 22, fill: '#f97316' }],
    ['path', { d: 'M32 14 C36 6 46 6 50 10 C44 14 38 14 32 14 Z', fill: '#16a34a' }],
    ['circle', { cx: 24, cy: 28, r: 5, fill: '#fdba74' }],
  ],
  GRAPE: [
    ['path', { d: 'M32 14 C34 8 40 6 46 8', stroke: '#15803d', 'stroke-width': 3, fill: 'none' }],
    ['circle', { cx: 22, cy: 22, r: 8, fill: '#7c3aed' }],
    ['circle', { cx: 38, cy: 22, r: 8, fill: '#6d28d9' }],
    ['circle', { cx: 30, cy: 34, r: 8, fill: '#7c3aed' }],
    ['circle', { cx: 46, cy: 34, r: 7, fill: '#6d28d9' }],
    ['circle', { cx: 16, cy: 36, r: 7, fill: '#6d28d9' }],
    ['circle', { cx: 24, cy: 46, r: 8, fill: '#7c3aed' }],
    ['circle', { cx: 38, cy: 46, r: 8, fill: '#6d28d9' }],
    ['circle', { cx: 31, cy: 57, r: 6, fill: '#7c3aed' }],
  ],
  BELL: [
    ['path', { d: 'M32 8 C20 8 16 20 16 32 L16 42 L8 50 L56 50 L48 42 L48 32 C48 20 44 8 32 8 Z', fill: '#f59e0b' }],
    ['circle', { cx: 32, cy: 54, r: 6, fill: '#b45309' }],
    ['path', { d: 'M24 18 C22 24 22 30 22 36', stroke: '#fde68a', 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' }],
  ],
  BAR: [
    ['rect', { x: 4, y: 18, width: 56, height: 28, rx: 6, fill: '#111827' }],
    ['text', { x: 32, y: 40, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 900, fill: '#fbbf24', 'font-family': 'system-ui, sans-serif' }, 'BAR'],
  ],
  SEVEN: [
    ['path', { d: 'M14 10 L52 10 L52 18 C40 30 32 42 28 56 L16 56 C20 42 28 30 38 20 L14 20 Z', fill: '#dc2626', stroke: '#7f1d1d', 'stroke-width': 2 }],
  ],
};

const params = new URLSearchParams(location.search);
const launch = params.get('launch') ?? '';
const language = (params.get('lang') ?? '').toUpperCase() === 'TY' ? 'TY' : 'EN';
const t = texts[language];
const apiBase = new URL('../api/', location.href);
/** A spin shows its rolling reels at least this long, so a fast answer still reads as a spin. */
const minimumSpinMs = 500;

const $ = (id) => document.getElementById(id);
const elements = {
  slot: $('slot'),
  gameName: $('game-name'),
  badge: $('trial-badge'),
  reels: $('reels'),
  message: $('message'),
  balance: $('balance'),
  win: $('win'),
  bet: $('bet'),
  betDown: $('bet-down'),
  betUp: $('bet-up'),
  spin: $('spin'),
  paytable: $('paytable'),
};

const state = {
  session: null,
  betIndex: 0,
  balance: 0,
  spinning: false,
};

function formatMoney(minor) {
  const session = state.session;
  if (!session) return '-';
  const amount = minor / 10 ** session.decimals;
  const number = new Intl.NumberFormat(t.tag, {
    minimumFractionDigits: session.decimals,
    maximumFractionDigits: session.decimals,
  }).format(amount);
  return `${session.currencySymbol}${number}`;
}

function showMessage(text, kind) {
  elements.message.textContent = text;
  elements.message.classList.toggle('is-error', kind === 'error');
  elements.message.classList.toggle('is-win', kind === 'win');
}

function applyTexts() {
  document.documentElement.lang = t.tag;
  document.title = t.title;
  elements.spin.textContent = t.spin;
  $('balance-label').textContent = t.balance;
  $('win-label').textContent = t.win;
  $('bet-label').textContent = t.bet;
  elements.betDown.setAttribute('aria-label', t.betDown);
  elements.betUp.setAttribute('aria-label', t.betUp);
  elements.badge.textContent = t.playMoney;
  elements.reels.setAttribute('aria-label', t.reels);
  $('paytable-title').textContent = t.paytable;
  $('paytable-note').textContent = t.paytableNote;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

function drawing(symbol) {
  const svg = document.createElementNS(svgNamespace, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const [name, attributes, text] of faces[symbol] ?? []) {
    const part = document.createElementNS(svgNamespace, name);
    for (const [key, value] of Object.entries(attributes)) part.setAttribute(key, String(value));
    if (text) part.textContent = text;
    svg.append(part);
  }
  return svg;
}

function cell(symbol) {
  const element = document.createElement('div');
  element.className = 'slot-cell';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', t.symbols[symbol] ?? symbol);
  element.append(drawing(symbol));
  return element;
}

/** Draws the window; `winning` holds `reel:row` keys of cells on a winning line. */
function drawReels(reels, winning = new Set()) {
  elements.reels.querySelectorAll('.slot-reel').forEach((column, reel) => {
    column.replaceChildren(
      ...reels[reel].map((symbol, row) => {
        const element = cell(symbol);
        if (winning.has(`${reel}:${row}`)) element.classList.add('slot-cell-win');
        return element;
      }),
    );
  });
}

function drawPaytable(paytable) {
  const rows = paytable.map((entry) => {
    const row = document.createElement('tr');
    const symbols = document.createElement('td');
    const names = entry.symbols.map((s) => t.symbols[s] ?? s).join(' · ');
    symbols.textContent = entry.symbols.length === 1 ? `${names} ${t.anyReel}` : names;
    const pays = document.createElement('td');
    pays.textContent = `× ${entry.multiplier}`;
    row.append(symbols, pays);
    return row;
  });
  elements.paytable.replaceChildren(...rows);
}

function updateControls() {
  const session = state.session;
  const levels = session ? session.betLevels : [];
  elements.bet.textContent = session ? formatMoney(levels[state.betIndex]) : '-';
  elements.balance.textContent = formatMoney(state.balance);
  elements.betDown.disabled = !session || state.spinning || state.betIndex === 0;
  elements.betUp.disabled = !session || state.spinning || state.betIndex >= levels.length - 1;
  elements.spin.disabled = !session || state.spinning;
  elements.slot.setAttribute('aria-busy', String(state.spinning || !session));
}

/** Tells the storefront around the frame about the new wallet balance (real money only). */
function reportBalance() {
  const session = state.session;
  if (!session || session.trial || window.parent === window) return;
  window.parent.postMessage(
    { type: 'wallet:balance', balance: state.balance, currency: session.currency },
    location.origin,
  );
}

class ApiFailure extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

async function api(path, init) {
  let response;
  try {
    response = await fetch(new URL(path, apiBase), {
      ...init,
      headers: { accept: 'application/json', ...(init?.headers ?? {}) },
      cache: 'no-store',
    });
  } catch {
    throw new ApiFailure('NETWORK', t.network);
  }
  let body = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: reported below as an unknown failure.
  }
  if (response.ok && body && 'value' in body) return body.value;
  const code = body?.error?.code ?? 'UNKNOWN';
  throw new ApiFailure(code, body?.error?.message ?? t.unknown);
}

function failureText(error) {
  if (!(error instanceof ApiFailure)) return t.unknown;
  if (error.code === 'INSUFFICIENT_FUNDS') return t.insufficient;
  if (error.code === 'LAUNCH_EXPIRED') return t.expired;
  if (error.code === 'NETWORK') return t.network;
  return t.unknown;
}

function newRoundId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function spinOnce() {
  const session = state.session;
  if (!session || state.spinning) return;
  state.spinning = true;
  updateControls();
  showMessage(t.spinning);
  elements.win.textContent = '-';
  elements.reels.classList.add('is-spinning');
  const roundId = newRoundId();
  const body = JSON.stringify({ launch, roundId, bet: session.betLevels[state.betIndex] });
  const post = () =>
    api('spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  try {
    const [round] = await Promise.all([
      // A lost answer is retried once with the same round id: the platform answers the
      // stored outcome and never bets twice.
      post().catch((error) => {
        if (error instanceof ApiFailure && error.code === 'NETWORK') return post();
        throw error;
      }),
      delay(minimumSpinMs),
    ]);
    // Mark the cells that make each win: the line's first `symbols.length` reels.
    const winning = new Set();
    for (const win of round.wins) {
      session.paylines[win.line]
        .slice(0, win.symbols.length)
        .forEach((row, reel) => winning.add(`${reel}:${row}`));
    }
    elements.reels.classList.remove('is-spinning');
    drawReels(round.reels, winning);
    state.balance = round.balance;
    elements.win.textContent = formatMoney(round.winMinor);
    if (round.winMinor > 0)
      showMessage(t.won.replace('{amount}', formatMoney(round.winMinor)), 'win');
    else showMessage(t.noWin);
    reportBalance();
  } catch (error) {
    elements.reels.classList.remove('is-spinning');
    showMessage(failureText(error), 'error');
    if (error instanceof ApiFailure && error.code === 'LAUNCH_EXPIRED') state.session = null;
  } finally {
    state.spinning = false;
    updateControls();
    if (document.activeElement === document.body) elements.spin.focus();
  }
}

function changeBet(step) {
  const session = state.session;
  if (!session || state.spinning) return;
  state.betIndex = Math.min(Math.max(state.betIndex + step, 0), session.betLevels.length - 1);
  updateControls();
}

async function start() {
  applyTexts();
  drawReels([
    ['SEVEN', 'BAR', 'BELL'],
    ['SEVEN', 'BAR', 'BELL'],
    ['SEVEN', 'BAR', 'BELL'],
  ]);
  updateControls();
  elements.spin.addEventListener('click', () => void spinOnce());
  elements.betDown.addEventListener('click', () => changeBet(-1));
  elements.betUp.addEventListener('click', () => changeBet(1));
  if (!launch) {
    showMessage(t.missingLaunch, 'error');
    return;
  }
  showMessage(t.loading);
  try {
    const session = await api(`session?launch=${encodeURIComponent(launch)}`);
    state.session = session;
    state.balance = session.balance;
    state.betIndex = 0;
    elements.gameName.textContent = session.gameName;
    document.title = session.gameName;
    elements.badge.hidden = !session.trial;
    drawPaytable(session.paytable);
    showMessage(t.ready);
  } catch (error) {
    showMessage(failureText(error), 'error');
  }
  updateControls();
}

void start();
