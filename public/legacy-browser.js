/* Internet Explorer cannot run the app's bundle (ES2020 modules). This classic ES5 script, loaded
   with "nomodule" so modern browsers never fetch it, replaces the page with a bilingual notice.
   IE 10 and lower announce "MSIE " in the user agent (spec §2); IE 11 ("Trident/") cannot run
   the bundle either, so it gets the same notice instead of a blank page. No inline script: the
   Content-Security-Policy forbids it. Styles are set through the DOM for the same reason.
   Keep every statement on one short line: Prettier adds a trailing comma to wrapped call
   arguments (a syntax error before ES2017) and to wrapped arrays (an extra element in IE 8).
   tests/legacy-browser.test.ts checks. */
(function () {
  var ua = window.navigator.userAgent;
  if (ua.indexOf('MSIE ') === -1 && ua.indexOf('Trident/') === -1) return;

  var font = 'font-family:"Malgun Gothic","Apple SD Gothic Neo",sans-serif;';
  var bodyStyle = 'margin:0;padding:48px 16px;background:#f6f7fb;color:#161827;line-height:1.6;' + font;
  var boxStyle = 'max-width:560px;margin:0 auto;padding:32px;background:#fff;border:1px solid #dde0ea;';
  var linkStyle = 'display:inline-block;margin:0 8px 8px 0;padding:10px 20px;background:#3323d6;';
  linkStyle += 'color:#fff;text-decoration:none;font-weight:bold;';
  var title = '최신 브라우저를 이용해 주세요';
  var titleEn = 'Please use a modern browser';
  var text = '이 사이트는 Internet Explorer를 지원하지 않습니다. 아래에서 최신 브라우저를 설치해 주세요.';
  var textEn = 'This site does not support Internet Explorer. Please install a modern browser below.';
  var edge = ['Microsoft Edge', 'https://www.microsoft.com/edge'];
  var chrome = ['Google Chrome', 'https://www.google.com/chrome/'];
  var browsers = [edge, chrome];

  function add(parent, tag, content, css) {
    var node = document.createElement(tag);
    if (content) node.appendChild(document.createTextNode(content));
    node.style.cssText = css;
    parent.appendChild(node);
    return node;
  }

  function show() {
    var body = document.body;
    while (body.firstChild) body.removeChild(body.firstChild);
    body.style.cssText = bodyStyle;
    var box = add(body, 'div', '', boxStyle);
    add(box, 'h1', title, 'font-size:24px;margin:0 0 4px;');
    add(box, 'p', titleEn, 'font-size:18px;font-weight:bold;margin:0 0 16px;');
    add(box, 'p', text, 'margin:0 0 8px;');
    add(box, 'p', textEn, 'margin:0 0 24px;');
    for (var i = 0; i < browsers.length; i++) {
      add(box, 'a', browsers[i][0], linkStyle).href = browsers[i][1];
    }
    document.title = title + ' / ' + titleEn;
  }

  // Loaded at the end of <body>, so the body exists; wait anyway if an old engine runs it early.
  if (document.body) show();
  else if (window.addEventListener) window.addEventListener('load', show, false);
  else if (window.attachEvent) window.attachEvent('onload', show);
})();
