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
  var session = signedIn ? storedSession() : null;
  if (signedIn && !session) {
    var page = signedIn.querySelector('[data-width]');
    if (page && page.parentNode) page.parentNode.removeChild(page);
  }
  if (session) askSessionReads(session);
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

  function storedSession() {
    try {
      var stored = JSON.parse(window.localStorage.getItem('auth') || 'null');
      var state = stored && stored.state;
      return state && typeof state.token === 'string' && state.token ? state : null;
    } catch (error) {
      return null;
    }
  }

  // A signed-in page's first reads (contract/session-reads.ts), asked now with the stored session's
  // token, so that their answers come while the app's scripts download; the API client
  // (src/lib/session-reads.ts) takes an answer when the page makes the same request with the same
  // token and language. Only when the build's API is this page's own origin (index.html's
  // api-host): the token goes nowhere the app would not send it.
  function askSessionReads(state) {
    var keys = (script.getAttribute('data-session-reads') || '').split(' ');
    var language = script.getAttribute('data-language');
    var host = document.querySelector('meta[name="api-host"]');
    if (!keys[0] || !language || !host || !window.fetch) return;
    try {
      var origin = new URL(host.getAttribute('content') || '', window.location.href).origin;
      if (origin !== window.location.origin) return;
    } catch (error) {
      return;
    }
    var reads = { token: state.token, language: language, answers: {} };
    for (var i = 0; i < keys.length; i += 1) {
      // The account's own address (GET /api/users/{uuid}) names the stored session's uuid.
      if (keys[i].indexOf('%7Buuid%7D') !== -1) {
        if (typeof state.uuid !== 'string' || !state.uuid) continue;
        keys[i] = keys[i].replace('%7Buuid%7D', encodeURIComponent(state.uuid));
      }
      reads.answers[keys[i]] = ask(keys[i], state.token, language);
    }
    window.__sessionReads = reads;
  }

  // As the API client asks (src/api/client.ts): `_t` and the no-cache headers, the language, the token.
  function ask(key, token, language) {
    var url = key + (key.indexOf('?') === -1 ? '?' : '&') + '_t=' + Date.now();
    return window
      .fetch(url, {
        credentials: 'same-origin',
        headers: {
          Authorization: 'Bearer ' + token,
          'Accept-Language': language,
          'Cache-Control': 'no-cache',
          Pragma: 'no-cache',
          Expires: '0',
        },
      })
      .then(function (response) {
        return response.text().then(function (text) {
          var body = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch (error) {
            body = null;
          }
          return {
            status: response.status,
            body: body,
            etag: response.headers.get('etag'),
            retryAfter: response.headers.get('retry-after'),
          };
        });
      })
      .catch(function () {
        return null;
      });
  }
})();
