// The home page's first paint comes from the server (server/plugins/home-first-paint.ts): the
// header bars and the first banner image. This script starts the app's code only once that image
// has painted (or failed, or after 1.5 s at most), so that on a slow connection the image gets the
// bandwidth first instead of sharing it with ~150 kB of JavaScript. Plain ES5: it runs before any
// module and in every browser; a separate file because the Content-Security-Policy forbids inline
// script.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ');
  var started = false;

  function link(rel, href) {
    if (!href) return;
    var element = document.createElement('link');
    element.rel = rel;
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
  }

  function start() {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < modules.length; i += 1) link('modulepreload', modules[i]);
    var main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.head.appendChild(main);
  }

  // After the frame that shows the image has been painted.
  function afterPaint() {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }

  var image = document.querySelector('.boot-banner img');
  if (!image) return start();
  if (image.complete) afterPaint();
  else {
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', start);
  }
  window.setTimeout(start, 1500);
})();
