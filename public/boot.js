// Runs before first paint (a file, not inline, so the CSP needs no 'unsafe-inline'): applies
// the player's saved theme so a light-theme choice never flashes dark, and copies a language or
// theme choice saved before the server read cookies into its cookie, so the next page the
// server renders already has it.
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
