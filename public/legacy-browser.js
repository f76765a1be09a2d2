/* Internet Explorer cannot run the app's bundle (ES2020 modules). This classic ES5 script, loaded
   with "nomodule" so modern browsers never fetch it, replaces the page with a bilingual notice.
   IE 10 and lower announce "MSIE " in the user agent (spec §2); IE 11 ("Trident/") cannot run
   the bundle either, so it gets the same notice instead of a blank page. No inline script: the
   Content-Security-Policy forbids it. Styles are set through the DOM for the same reason. */
(function () {
  var ua = window.navigator.userAgent;
  if (ua.indexOf('MSIE ') === -1 && ua.indexOf('Trident/') === -1) return;

  var links = [
    { href: 'https://www.microsoft.com/edge', label: 'Microsoft Edge' },
    { href: 'https://www.google.com/chrome/', label: 'Google Chrome' }
  ];

  function element(tag, text, css) {
    var node = document.createElement(tag);
    if (text) node.appendChild(document.createTextNode(text));
    if (css) node.style.cssText = css;
    return node;
  }

  function show() {
    var body = document.body;
    while (body.firstChild) body.removeChild(body.firstChild);
    body.style.cssText =
      'margin:0;padding:48px 16px;background:#f6f7fb;color:#161827;' +
      'font-family:"Malgun Gothic","Apple SD Gothic Neo",sans-serif;line-height:1.6;';

    var box = element('div', '', 'max-width:560px;margin:0 auto;padding:32px;background:#fff;border:1px solid #dde0ea;');
    box.appendChild(element('h1', '최신 브라우저를 이용해 주세요', 'font-size:24px;margin:0 0 4px;'));
    box.appendChild(element('p', 'Please use a modern browser', 'font-size:18px;font-weight:bold;margin:0 0 16px;'));
    box.appendChild(
      element('p', '이 사이트는 Internet Explorer를 지원하지 않습니다. 아래에서 최신 브라우저를 설치해 주세요.', 'margin:0 0 8px;')
    );
    box.appendChild(
      element('p', 'This site does not support Internet Explorer. Please install a modern browser below.', 'margin:0 0 24px;')
    );
    for (var i = 0; i < links.length; i++) {
      var link = element(
        'a',
        links[i].label,
        'display:inline-block;margin:0 8px 8px 0;padding:10px 20px;background:#3323d6;color:#fff;text-decoration:none;font-weight:bold;'
      );
      link.href = links[i].href;
      box.appendChild(link);
    }
    body.appendChild(box);
    document.title = '최신 브라우저를 이용해 주세요 / Please use a modern browser';
  }

  // Loaded at the end of <body>, so the body exists; wait anyway if an old engine runs it early.
  if (document.body) show();
  else if (window.addEventListener) window.addEventListener('load', show, false);
  else if (window.attachEvent) window.attachEvent('onload', show);
})();
