// The Internet Explorer notice (spec §2): index.html and public/legacy-browser.js, which must stay
// plain ES5 because it runs exactly where the bundle cannot.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const script = readFileSync(join(root, 'public', 'legacy-browser.js'), 'utf8');
const html = readFileSync(join(root, 'index.html'), 'utf8');
const code = script.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

function runWithUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  new Function(script)();
}

const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('the legacy browser notice', () => {
  const originalUserAgent = window.navigator.userAgent;
  afterEach(() => {
    Object.defineProperty(window.navigator, 'userAgent', { value: originalUserAgent, configurable: true });
    document.body.innerHTML = '';
  });

  it('is plain ES5 without trailing commas', () => {
    expect(code).not.toMatch(/=>|`|\b(?:let|const|class)\s/);
    expect(code).not.toMatch(/,\s*[)\]}]/);
  });

  it('replaces the page with a bilingual notice in IE 10', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runWithUserAgent(IE10);
    expect(document.getElementById('root')).toBeNull();
    expect(document.querySelector('h1')).toHaveTextContent('최신 브라우저를 이용해 주세요');
    expect(document.body).toHaveTextContent('Please use a modern browser');
    const links = Array.from(document.querySelectorAll('a')).map((a) => [a.textContent, a.href]);
    expect(links).toEqual([
      ['Microsoft Edge', 'https://www.microsoft.com/edge'],
      ['Google Chrome', 'https://www.google.com/chrome/'],
    ]);
  });

  it('also shows in IE 11, which cannot run the bundle either', () => {
    runWithUserAgent(IE11);
    expect(document.querySelector('h1')).toHaveTextContent('최신 브라우저를 이용해 주세요');
  });

  it('leaves other browsers alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runWithUserAgent(CHROME);
    expect(document.getElementById('root')).not.toBeNull();
    expect(document.querySelector('h1')).toBeNull();
  });

  it('is loaded by index.html as an external nomodule script, with markup for IE 9 and lower and <noscript>', () => {
    expect(html).toMatch(/<html lang="ko">/);
    expect(html).toContain('<script nomodule src="/legacy-browser.js"></script>');
    expect(html).toMatch(/<!--\[if IE\]>[\s\S]*microsoft\.com\/edge[\s\S]*<!\[endif\]-->/);
    expect(html).toMatch(/<noscript>[\s\S]*JavaScript[\s\S]*<\/noscript>/);
    // The Content-Security-Policy forbids inline script: every script has a src.
    for (const tag of html.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/);
  });
});
