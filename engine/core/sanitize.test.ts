// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { brandImageOrigins } from './image-hosts.ts';
import { htmlSanitizer, isAllowedImageSource } from './sanitize.ts';

const allowed = ['https://img.example.com', 'https://cdn.example.net:8443'];
const sanitize = htmlSanitizer(() => DOMPurify(window), allowed);

describe('htmlSanitizer', () => {
  it('keeps ordinary announcement markup', () => {
    const html = '<h3>Weekend</h3><p>Spin <strong>more</strong>, <a href="/promo">see</a>.</p>';
    expect(sanitize(html)).toBe(html);
  });

  it('drops style attributes and style elements', () => {
    expect(sanitize('<p style="position:fixed;inset:0">Hi</p><style>body{}</style>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('drops forms, inputs and buttons (their text stays)', () => {
    const html =
      '<p>Log in again:</p><form action="https://evil.example/steal"><input name="password"><button>Go</button></form><textarea>x</textarea><select><option>a</option></select>';
    expect(sanitize(html)).toBe('<p>Log in again:</p>Goxa');
  });

  it('keeps images from the site and the allowed hosts only', () => {
    expect(sanitize('<img src="/brand-assets/royal/banner.png" alt="a">')).toBe(
      '<img src="/brand-assets/royal/banner.png" alt="a">',
    );
    expect(sanitize('<img src="https://img.example.com/x.png">')).toBe(
      '<img src="https://img.example.com/x.png">',
    );
    expect(sanitize('<img src="https://cdn.example.net:8443/x.png">')).toContain('<img');
    for (const src of [
      'https://tracker.example/pixel.gif',
      'http://img.example.com/x.png',
      '//tracker.example/pixel.gif',
      'https://img.example.com.evil.example/x.png',
      'https://cdn.example.net/x.png',
    ]) {
      expect(sanitize(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
    expect(sanitize('<img alt="no source">')).toBe('');
  });

  it('drops other ways of loading images', () => {
    const html =
      '<img src="/a.png" srcset="https://tracker.example/a.png 2x"><picture><source srcset="https://tracker.example/b.png"></picture><video poster="https://tracker.example/c.png"></video><table background="https://tracker.example/d.png"><tbody><tr><td>x</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(
      '<img src="/a.png"><table><tbody><tr><td>x</td></tr></tbody></table>',
    );
  });

  it('still removes scripts and event handlers', () => {
    expect(sanitize('<p onclick="alert(1)">x</p><script>alert(1)</script>')).toBe('<p>x</p>');
  });

  it('does not change the shared DOMPurify instance', () => {
    htmlSanitizer(() => DOMPurify(window), []);
    expect(DOMPurify.sanitize('<img src="https://elsewhere.example/x.png">')).toContain('<img');
  });
});

describe('isAllowedImageSource', () => {
  it('accepts site paths, data images and allowed origins', () => {
    expect(isAllowedImageSource('/x.png', [])).toBe(true);
    expect(isAllowedImageSource('data:image/png;base64,AAAA', [])).toBe(true);
    expect(isAllowedImageSource('data:text/html,<b>', [])).toBe(false);
    expect(isAllowedImageSource('x.png', [])).toBe(true);
    expect(isAllowedImageSource('/\\tracker.example/x.png', [])).toBe(false);
    expect(isAllowedImageSource('https://site.invalid/x.png', [])).toBe(false);
    expect(isAllowedImageSource('https://img.example.com/a', allowed)).toBe(true);
  });
});

describe('brandImageOrigins', () => {
  it('is the distinct origins of the image CDNs and the declared asset hosts', () => {
    expect(
      brandImageOrigins({
        cdn: {
          images: ['https://img.example.com/brand/', 'https://img.example.com/other'],
          launchGame: ['https://games.example.com'],
          assetHosts: ['https://assets.example.org', 'https://cdn.example.net:8443'],
        },
      }),
    ).toEqual([
      'https://img.example.com',
      'https://assets.example.org',
      'https://cdn.example.net:8443',
    ]);
  });
});
