// Starts the app once the page's static shell has painted (docs/architecture.md "First paint"): on
// home once the first banner image has painted (or failed, or after 1.5 s), on a page whose shell
// carries its heading right after that text's first frame. Until then the app's scripts do not
// share the connection or the main thread with the shell's first paint.
(function () {
  var script = document.currentScript;
  if (!script) return;
  // A signed-in page's shell paints its heading only for a browser that holds a session (the
  // portal's store, src/stores/auth-store.ts: zustand's persisted `auth`); without one the guard
  // sends the visitor to the login page, so the shell keeps only the header's bars until then.
  var signedIn = document.querySelector('.boot-shell[data-session="required"]');
  if (signedIn && !hasSession()) {
    var page = signedIn.querySelector('[data-width]');
    if (page && page.parentNode) page.parentNode.removeChild(page);
  }
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ');
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < modules.length; i += 1) {
      if (!modules[i]) continue;
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = modules[i];
      document.head.appendChild(preload);
    }
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.head.appendChild(main);
  }
  // A callback of the next frame runs before that frame paints; a task it posts runs after.
  var afterPaint = function () {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  };
  window.setTimeout(start, 1500);
  // Home's first banner (server/site/first-paint.ts marks it).
  var image = document.querySelector('.boot-shell img[data-shell-image]');
  if (!image) return afterPaint();
  if (image.complete) afterPaint();
  else {
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', start);
  }

  function hasSession() {
    try {
      var stored = JSON.parse(window.localStorage.getItem('auth') || 'null');
      return Boolean(stored && stored.state && stored.state.token);
    } catch (error) {
      return false;
    }
  }
})();
