// Starts the app once the home page's first banner has painted (docs/architecture.md "First paint").
(function () {
  var script = document.currentScript;
  if (!script) return;
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
  var image = document.querySelector('.boot-banner img');
  if (!image) return start();
  var afterPaint = function () {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  };
  if (image.complete) afterPaint();
  else {
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', start);
  }
  window.setTimeout(start, 1500);
})();
