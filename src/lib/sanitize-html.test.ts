import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeNoticeHtml } from './sanitize-html';

declare global {
  interface Window {
    __sanitizeProbe?: () => void;
  }
}

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNoticeHtml(html);
  document.body.append(host);
  return host;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__sanitizeProbe;
});

describe('sanitizeNoticeHtml', () => {
  it('keeps the formatting a notice uses', () => {
    const html =
      '<h2>Schedule</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>One</li></ul>' +
      '<ol><li>First</li></ol><table><caption>Fees</caption><thead><tr><th scope="col">A</th></tr></thead>' +
      '<tbody><tr><td colspan="2">1</td></tr></tbody></table><blockquote>Quote</blockquote>' +
      '<a href="/faq#minimum-cash-out" title="FAQ">FAQ</a><a href="mailto:help@example.com">Mail</a>';
    const host = render(html);
    expect(host.querySelector('h2')).toHaveTextContent('Schedule');
    expect(host.querySelectorAll('li')).toHaveLength(2);
    expect(host.querySelector('th')).toHaveAttribute('scope', 'col');
    expect(host.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(host.querySelector('caption')).toHaveTextContent('Fees');
    const [faq, mail] = host.querySelectorAll('a');
    expect(faq).toHaveAttribute('href', '/faq#minimum-cash-out');
    expect(faq).not.toHaveAttribute('target');
    expect(mail).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('opens external links in a new tab without an opener', () => {
    const host = render(
      '<a href="https://example.com/guide" target="_self">Guide</a>' +
        `<a href="${window.location.origin}/notice" target="_blank">Here</a>`,
    );
    const [external, own] = host.querySelectorAll('a');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(own).not.toHaveAttribute('target');
    expect(own).not.toHaveAttribute('rel');
  });

  it('leaves scripts, handlers, javascript: and data: URLs, frames, objects and styles inert', () => {
    const probe = vi.fn();
    window.__sanitizeProbe = probe;
    const host = render(
      '<p>Hello</p><script>window.__sanitizeProbe()</script>' +
        '<img src="x" onerror="window.__sanitizeProbe()">' +
        '<p onclick="window.__sanitizeProbe()" style="color:red" class="x" id="y" data-x="1">Styled</p>' +
        '<a href="javascript:window.__sanitizeProbe()">js</a>' +
        '<a href=" JaVaScRiPt:window.__sanitizeProbe()">js2</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>' +
        '<a href="//evil.example/">protocol-relative</a>' +
        '<iframe src="https://evil.example/"></iframe>' +
        '<object data="https://evil.example/x.swf"></object><embed src="x.swf">' +
        '<style>body { display: none }</style><link rel="stylesheet" href="https://evil.example/x.css">' +
        '<svg><script>window.__sanitizeProbe()</script></svg><math><mi>x</mi></math>' +
        '<form action="https://evil.example/"><input name="a"><button>Go</button></form>',
    );
    expect(
      host.querySelectorAll('script, iframe, object, embed, style, link, img, svg, math, form, input'),
    ).toHaveLength(0);
    for (const element of host.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute).not.toMatch(/^on|^style$|^class$|^id$|^data-/);
      }
    }
    for (const link of host.querySelectorAll('a')) {
      const href = link.getAttribute('href');
      if (href !== null) expect(href).not.toMatch(/^\s*(javascript|data):|^\/\//i);
    }
    expect(host).toHaveTextContent('Hello');
    expect(host).toHaveTextContent('Styled');
    expect(host.innerHTML).not.toContain('__sanitizeProbe');
    expect(probe).not.toHaveBeenCalled();
  });
});
