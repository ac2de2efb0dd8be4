import { describe, expect, it } from 'vitest';
import { declaredCharset, previewOfHtml } from './page-meta';

const page = new URL('https://golf.example/news/open?x=1');

describe('a page preview read from HTML', () => {
  it('takes Open Graph first, over the title and the meta description', () => {
    const html = `<!doctype html><html><head>
      <title>Plain title</title>
      <meta name="description" content="Plain description">
      <meta property="og:title" content="The Open &amp; more">
      <meta content='Final round report' property='og:description'>
      <meta property="og:image" content="/img/trophy.jpg">
      <meta property="og:site_name" content="Golf Weekly">
    </head><body><meta property="og:title" content="in the body"></body></html>`;
    expect(previewOfHtml(html, page)).toEqual({
      url: 'https://golf.example/news/open?x=1',
      title: 'The Open & more',
      description: 'Final round report',
      image: 'https://golf.example/img/trophy.jpg',
      siteName: 'Golf Weekly',
    });
  });

  it('falls back to <title> and the meta description, then to nothing', () => {
    const html = `<HTML><HEAD><TITLE>
        Club   news &#8211; spring</TITLE><META NAME="Description" CONTENT="Greens &#x2014; fast"></HEAD></HTML>`;
    expect(previewOfHtml(html, page)).toMatchObject({
      title: 'Club news – spring',
      description: 'Greens — fast',
      image: null,
      siteName: null,
    });
    expect(previewOfHtml('<p>just text</p>', page)).toEqual({
      url: page.href,
      title: null,
      description: null,
      image: null,
      siteName: null,
    });
  });

  it('uses Twitter cards when there is no Open Graph, and ignores comments and scripts', () => {
    const html = `<head><!-- <meta property="og:title" content="commented out"> -->
      <script>var s = '<meta property="og:title" content="scripted">';</script>
      <meta name="twitter:title" content="Card title"><meta name="twitter:image" content="https://cdn.example/c.png">
    </head>`;
    expect(previewOfHtml(html, page)).toMatchObject({
      title: 'Card title',
      image: 'https://cdn.example/c.png',
    });
  });

  it('keeps only http(s) images and cuts long texts', () => {
    const html = `<meta property="og:image" content="javascript:alert(1)"><meta property="og:title" content="${'a'.repeat(500)}">`;
    const preview = previewOfHtml(html, page);
    expect(preview.image).toBeNull();
    expect(preview.title).toHaveLength(300);
    expect(preview.title!.endsWith('…')).toBe(true);
  });

  it('finds a declared charset', () => {
    expect(declaredCharset('<meta charset="iso-8859-1">')).toBe('iso-8859-1');
    expect(
      declaredCharset('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'),
    ).toBe('windows-1252');
    expect(declaredCharset('<title>x</title>')).toBeNull();
  });
});
