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

// A button of a server-rendered page does nothing until the app's script has taken the page
// over (hydration). Clicks on buttons before then are held, without their default action (a
// form's submit), and the app replays them on the same elements once it is live
// (app/boot.ts, takeHeldClicks). Links keep working as plain links.
(function () {
  var held = [];
  var controls = 'button, [role="button"], [role="tab"], [role="switch"]';
  function hold(event) {
    var target = event.target instanceof Element ? event.target.closest(controls) : null;
    var root = document.getElementById('root');
    if (!target || !root || !root.contains(target)) return;
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
