// The parts of a page's static shell (site/shell-parts.ts, site/shell-article.ts, issue 25): each
// written with the elements and CSS module classes its component renders, its texts escaped, and
// none painted when the build lacks a class it needs.
import { describe, expect, it } from 'vitest';
import { EMBEDDED_READS_ID, readKey } from '../../contract/embedded-reads.js';
import { noticeRead } from '../../contract/page-reads.js';
import { withFirstPaint } from '../site/first-paint.js';
import { sanitizeNoticeHtml } from '../content/index.js';
import { withNotice } from '../site/shell-article.js';
import { SHELL_MODULES } from '../site/shell-classes.js';
import { CLASSES, INDEX, inSiteShell } from './first-paint-fixtures.js';

describe('the shell of a page with a heading', () => {
  it('a page with a heading: paints its title and intro, escaped, and starts the app after them', () => {
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '<link rel="modulepreload" crossorigin href="/assets/notice-page-1.js">',
      embedded: null,
      heading: { title: 'Notices', intro: 'News & <b>changes</b>' },
      classes: CLASSES,
    });
    expect(html).toContain(
      inSiteShell(
        '<div class="page-page" data-width="full"><header class="page-header"><div class="page-heading">' +
          '<h1 class="pageTitle-title">Notices</h1><p class="page-intro">News &amp; &lt;b&gt;changes&lt;/b&gt;</p>' +
          '</div></header></div>',
      ),
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script src="/boot-after-paint.js" data-entry="/assets/index-1.js" data-modules="/assets/shared-1.js /assets/notice-page-1.js"></script>',
    );
    const titleOnly = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: { title: 'Find password', intro: null, width: 'narrow' },
      classes: CLASSES,
    });
    expect(titleOnly).toContain(
      '<div class="page-page" data-width="narrow"><header class="page-header"><div class="page-heading">' +
        '<h1 class="pageTitle-title">Find password</h1></div></header></div>',
    );
  });

  it('paints no heading with a build that did not write a class it needs, and starts the app at once', () => {
    const { [SHELL_MODULES.pageTitle]: _missing, ...withoutTitle } = CLASSES;
    for (const classes of [undefined, withoutTitle]) {
      const html = withFirstPaint(INDEX, {
        layout: 'default',
        preloads: '',
        embedded: null,
        heading: { title: 'Notices', intro: 'News' },
        classes,
      });
      expect(html).toContain(
        '<div class="boot-header"><div class="boot-utility"></div></div><div class="boot-page"></div>',
      );
      expect(html).not.toContain('Notices');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    }
  });

  it('a signed-in page: the way back, its action buttons, and a shell marked as needing a session', () => {
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: {
        title: 'Withdraw',
        intro: 'Your <money>',
        back: 'My earnings',
        actions: [
          { label: 'Write', variant: 'primary' },
          { label: 'Mark all read', variant: 'secondary', disabled: true },
        ],
        width: 'narrow',
      },
      signedIn: true,
      classes: CLASSES,
    });
    expect(html).toContain(
      '<div class="boot-shell" aria-hidden="true" data-session="required">' +
        inSiteShell(
          '<div class="page-page" data-width="narrow"><header class="page-header"><div class="page-heading">' +
            '<a class="page-back"><span aria-hidden="true">←</span>My earnings</a>' +
            '<h1 class="pageTitle-title">Withdraw</h1><p class="page-intro">Your &lt;money&gt;</p></div>' +
            '<div class="page-actions"><a class="button-button" data-variant="primary" data-size="md">Write</a>' +
            '<a class="button-button" data-variant="secondary" data-size="md" aria-disabled="true">Mark all read</a>' +
            '</div></header></div>',
        ),
    );
    // Only a shell with a page in it is marked: boot-after-paint.js takes that page away.
    const bare = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: null,
      signedIn: true,
      classes: CLASSES,
    });
    expect(bare).not.toContain('data-session');
  });

  it("the introduction's hero: its tagline and lead inside the intro, in the hero's box", () => {
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: { title: 'Introduction', tagline: 'How it works', intro: 'Enter a job.' },
      classes: CLASSES,
    });
    expect(html).toContain(
      '<div class="page-page" data-width="full"><div class="introduction-hero"><header class="page-header"><div class="page-heading">' +
        '<h1 class="pageTitle-title">Introduction</h1><p class="page-intro"><span class="introduction-tagline">How it works</span>' +
        '<span class="introduction-lead">Enter a job.</span></p></div></header></div></div>',
    );
  });

  it('a policy: its title, its date and its table of contents, whose entries take no focus', () => {
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: {
        title: 'Terms of service',
        intro: 'Effective date: November 21, 2026',
        width: 'narrow',
        contents: { title: 'Contents', headings: ['Article 1. Purpose', 'Article 2. <Definitions>'] },
      },
      classes: CLASSES,
    });
    // Links without an href: not focusable, and the shell is aria-hidden.
    expect(html).toContain(
      '<h1 class="pageTitle-title">Terms of service</h1><p class="page-intro">Effective date: November 21, 2026</p></div></header>' +
        '<div class="card-card" data-padding="sm"><nav class="policy-contents"><h2 class="policy-contentsTitle">Contents</h2><ol>' +
        '<li><a>Article 1. Purpose</a></li><li><a>Article 2. &lt;Definitions&gt;</a></li></ol></nav></div></div>',
    );
  });

  it("the signup's terms: the policy's title, date and first articles in its box", () => {
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: {
        title: 'Sign up',
        intro: 'Read and agree.',
        width: 'narrow',
        document: {
          title: 'Terms',
          effectiveDate: 'Since today',
          sections: [{ heading: 'Article 1', paragraphs: ['A <b>', ['one', 'two']] }],
        },
      },
      classes: CLASSES,
    });
    expect(html).toContain(
      '</header><form class="form-form"><section class="signupAgreement-policy"><div class="signupAgreement-scroll">' +
        '<article class="policy-document"><h2 class="policy-title">Terms</h2><p class="policy-effective">Since today</p>' +
        '<section class="policy-section"><h3 class="policy-heading">Article 1</h3><p>A &lt;b&gt;</p>' +
        '<ol class="policy-items"><li>one</li><li>two</li></ol></section></article></div></section></form></div>',
    );
  });

  it('the not-found page: its code, title, sentence and button as PageState paints them', () => {
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: { title: 'Page not found', intro: 'It moved.', width: 'narrow', notFound: { action: 'Home' } },
      classes: CLASSES,
    });
    expect(html).toContain(
      '<div class="page-page" data-width="narrow"><div class="pageState-state" data-kind="not-found">' +
        '<p class="pageState-code">404</p><h1 class="pageTitle-title">Page not found</h1><p class="pageState-text">It moved.</p>' +
        '<div class="pageState-actions"><a class="button-button" data-variant="primary" data-size="md">Home</a></div></div></div>',
    );
  });

  it('a notice: the way back, its title, the date line and its text, once its answer is there', () => {
    const article = { back: 'Back to list', posted: 'Posted' };
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: {
        title: 'Notice',
        intro: null,
        width: 'medium',
        article: { ...article, notice: { title: 'Maintenance <soon>', html: '<p>On <b>Sunday</b>.</p>' } },
      },
      classes: CLASSES,
    });
    expect(html).toContain(
      '<div class="page-page" data-width="medium"><header class="page-header"><div class="page-heading">' +
        '<a class="page-back"><span aria-hidden="true">←</span>Back to list</a>' +
        '<h1 class="pageTitle-title">Maintenance &lt;soon&gt;</h1></div></header>' +
        '<article class="card-card" data-padding="none"><dl class="noticeDetail-meta"><dt>Posted</dt><dd>&#160;</dd></dl>' +
        '<div class="richText-prose noticeDetail-content"><p>On <b>Sunday</b>.</p></div></article></div>',
    );
    // Without the notice (an unknown one, a failed read) the page paints with React alone.
    const without = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading: { title: 'Notice', intro: null, article: { ...article, notice: null } },
      classes: CLASSES,
    });
    expect(without).toContain('<div class="boot-page"></div>');
    expect(without).toContain('<script type="module"');
  });

  it("sanitizes a notice's text for the shell as the page does, whatever the answer holds", async () => {
    const uuid = '11111111-2222-4333-8444-555555555555';
    const heading = {
      title: 'Notice',
      intro: null,
      article: { back: 'Back', posted: 'Posted', notice: null },
    };
    const answer = {
      status: 200,
      data: {
        uuid,
        title: 'T',
        date: '2026-11-29T00:00:00.000Z',
        content:
          '<p onclick="alert(1)">ok <a href="/profit-policies" title="Policies">policies</a></p>' +
          '<img src="x" onerror="alert(2)"><script>alert(3)</script>',
        attachment: null,
      },
      errorCode: null,
      message: null,
    };
    const embedded = { language: 'en', answers: { [readKey(noticeRead(uuid))]: answer } };
    // Asked before the sanitizer (jsdom) has loaded: the page goes out at once, without the notice.
    expect((await withNotice(heading, embedded, uuid)).article?.notice).toBeNull();
    await sanitizeNoticeHtml('');
    const filled = await withNotice(heading, embedded, uuid);
    expect(filled.article?.notice?.title).toBe('T');
    // Its link keeps its look but not its address: nothing in the aria-hidden shell takes focus.
    expect(filled.article?.notice?.html).toBe('<p>ok <a title="Policies">policies</a></p>');
    expect(filled.article?.notice?.html).not.toMatch(/onclick|onerror|<script|alert/);
    // Another notice's answer is not this page's.
    expect((await withNotice(heading, { language: 'en', answers: {} }, uuid)).article?.notice).toBeNull();
  });

  it('a free library: the tabs beside its heading, and the licence its embedded list shares', () => {
    const fonts = {
      status: 200,
      data: {
        lists: [{ license: 'OFL <1.1>' }, { license: 'Other' }, { license: 'OFL <1.1>' }],
        totalCnt: 3,
        totalPageCnt: 1,
      },
    };
    const heading = {
      title: 'Free fonts',
      intro: 'Fonts.',
      tabs: [
        { label: 'Free audio', active: false },
        { label: 'Free fonts', active: true },
      ],
      license: { title: 'Licence', intro: 'Unless a card says otherwise.' },
    };
    const html = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: { language: 'en', answers: { '/p/api/font?page=1&size=20': fonts } },
      heading,
      classes: CLASSES,
    });
    expect(html).toContain(
      '<p class="page-intro">Fonts.</p></div><div class="page-actions"><nav><ul class="library-sections">' +
        '<li><a class="library-section">Free audio</a></li>' +
        '<li><a class="library-section library-sectionActive" aria-current="page">Free fonts</a></li></ul></nav></div></header>' +
        '<section class="library-licenseBlock"><svg class="library-licenseIcon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"></svg>' +
        '<div class="layout-stack library-licenseBody"><h2 class="library-licenseTitle">Licence</h2>' +
        '<p class="text-muted">Unless a card says otherwise.</p><p class="library-licenseText">OFL &lt;1.1&gt;</p></div></section></div>',
    );
    // Without an answer (a list opened with a query), no licence: the page's first render has none.
    const bare = withFirstPaint(INDEX, {
      layout: 'default',
      preloads: '',
      embedded: null,
      heading,
      classes: CLASSES,
    });
    expect(bare).toContain('Free fonts');
    expect(bare).not.toContain('library-licenseBlock');
  });

  it("login paints its own frame: the top bar, the card with its heading and its form's room, the footer line", () => {
    const html = withFirstPaint(INDEX, {
      layout: 'auth',
      preloads: '<link rel="x">',
      embedded: null,
      heading: { title: 'Log in', intro: 'Take part in jobs.', width: 'narrow' },
      classes: CLASSES,
    });
    expect(html).toContain('<link rel="x"></head>');
    expect(html).toContain(
      '<div class="auth-page"><div class="auth-top"></div><div class="auth-card">' +
        '<div class="page-page" data-width="narrow"><header class="page-header"><div class="page-heading">' +
        '<h1 class="pageTitle-title">Log in</h1><p class="page-intro">Take part in jobs.</p></div></header>' +
        '<div class="boot-auth-form"></div></div></div><div class="auth-bottom"><p>&#160;</p></div></div>',
    );
    expect(html).toContain('<script src="/boot-after-paint.js"');
    expect(html).not.toContain(EMBEDDED_READS_ID);
  });
});
