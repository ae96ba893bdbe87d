// Runs before first paint (a file, not inline, so the CSP needs no 'unsafe-inline'): applies
// the player's saved theme so a light-theme choice never flashes dark.
(function () {
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme === 'dark' || theme === 'light')
      document.documentElement.setAttribute('data-theme', theme);
  } catch {
    // Storage may be disabled; the brand default applies.
  }
})();
