// Runs before first paint (a file, not inline, so the CSP needs no 'unsafe-inline'): applies
// the player's saved theme so a light-theme choice never flashes dark, copies a language or
// theme choice saved before the server read cookies into its cookie, so the next page the
// server renders already has it, holds clicks on a server-rendered page until the app takes it
// over, shows the lazy images in view, and starts the app once the page has loaded.
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
// the page is live; the app then replays them on the same elements, or on a page it renders
// afresh, on the same buttons of the new page (app/boot.ts). A click with a modifier key (a
// new tab) or on a link to another window is left to the browser.
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

// Spec §9 "Lazy image" before the app runs: the server renders a lazy image without its address
// (`data-lazy-src`); it gets it when 10 % of it is visible, so the first screen's images need
// no app code. The app's LazyImage keeps what was done here and goes on by the same rule.
(function () {
  if (!('IntersectionObserver' in window)) return;
  var observer = new IntersectionObserver(
    function (entries) {
      for (var i = 0; i < entries.length; i++) {
        if (!entries[i].isIntersecting) continue;
        var image = entries[i].target;
        observer.unobserve(image);
        if (image.hasAttribute('data-lazy-src'))
          image.setAttribute('src', image.getAttribute('data-lazy-src'));
      }
    },
    { threshold: 0.1 },
  );
  document.addEventListener('DOMContentLoaded', function () {
    var images = document.querySelectorAll('#root img[data-lazy-src]');
    for (var i = 0; i < images.length; i++) observer.observe(images[i]);
  });
  window.storefrontStopLazyImages = function () {
    observer.disconnect();
  };
})();

// The app's code (listed by the build in #app-scripts, the shown widgets' code by the server in
// #widget-scripts) starts once the page has loaded, its images included, and has been painted,
// so the first screen gets the network and the main thread first; a slow image (or a tab in
// the background, which paints nothing) holds it back at most 2 seconds after the page is
// parsed. Clicks meanwhile are held (above).
(function () {
  var started = false;
  function listed(id) {
    var element = document.getElementById(id);
    return element ? JSON.parse(element.textContent) : null;
  }
  function start() {
    var app = listed('app-scripts');
    if (started || !app) return;
    started = true;
    var preloads = app.preloads.concat(listed('widget-scripts') || []);
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.entry;
    document.head.appendChild(script);
  }
  // After the first paint that follows the load (a frame, then a task), so the first screen,
  // its pictures included, is on screen before the app's code takes the main thread.
  function startAfterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') startAfterPaint();
  else window.addEventListener('load', startAfterPaint);
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(start, 2000);
  });
})();
