// Runs before first paint (a file, not inline, so the CSP needs no 'unsafe-inline'): applies
// the player's saved theme so a light-theme choice never flashes dark, copies a language or
// theme choice saved before the server read cookies into its cookie, so the next page the
// server renders already has it, and holds clicks on a server-rendered page until the app
// takes it over.
(function () {
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme === 'dark' || theme === 'light')
      document.documentElement.setAttribute('data-theme', theme);
    var saved = { theme: theme, lang: window.localStorage.getItem('lang') };
    for (var name in saved) {
      if (saved[name] && !new RegExp('(^|; )' + name + '=').test(document.cookie))
        document.cookie =
          name + '=' + encodeURIComponent(saved[name]) + '; Max-Age=31536000; Path=/; SameSite=Lax';
    }
  } catch {
    // Storage may be disabled; the brand default applies.
  }
})();

// A server-rendered page does nothing until the app's script has taken it over (hydration),
// and a link clicked while React is still hydrating the page around it would make React give
// up the server's HTML (error #422). So clicks on the page's buttons and plain clicks on its
// links are held, without their default action (a form's submit, a link's page load), until
// the page is live; the app then replays them on the same elements (app/boot.ts,
// releaseHeldClicks). A click with a modifier key (a new tab) or on a link to another window
// is left to the browser.
(function () {
  var held = [];
  var controls = 'a[href], button, [role="button"], [role="tab"], [role="switch"]';
  function leftToBrowser(event, target) {
    if (target.tagName !== 'A') return false;
    var opensElsewhere = target.target && target.target !== '_self';
    var modified =
      event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    return opensElsewhere || modified || target.hasAttribute('download');
  }
  function hold(event) {
    var target = event.target instanceof Element ? event.target.closest(controls) : null;
    var root = document.getElementById('root');
    if (!target || !root || !root.contains(target) || leftToBrowser(event, target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(target) < 0) held.push(target);
  }
  document.addEventListener('click', hold, true);
  window.storefrontTakeHeldClicks = function () {
    document.removeEventListener('click', hold, true);
    var clicks = held;
    held = [];
    return clicks;
  };
})();
