import { describe, expect, it } from 'vitest';
import { htmlToText, truncateText } from './html-to-text';

describe('htmlToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(
      htmlToText('<p>Euro  gains <strong>0.4%</strong>\n&amp; more&nbsp;&hellip;</p><img src="x.gif"/>'),
    ).toBe('Euro gains 0.4% & more …');
  });

  it('drops script and style elements together with their content', () => {
    // Like a browser, which shows nothing where they stand: no gap either.
    expect(htmlToText("a<script>alert('x')</script>b<style>p{color:red}</style>c")).toBe('abc');
    expect(htmlToText('<SCRIPT type="text/javascript">evil()</SCRIPT >safe')).toBe('safe');
    expect(htmlToText('before<script>never closed')).toBe('before');
  });

  it('decodes the Latin-1 and typographic named entities', () => {
    expect(htmlToText('&nbsp;caf&eacute; &Uuml;ber &yuml; &euro;&ndash;&rsquo;')).toBe('café Über ÿ €–’');
  });

  it('keeps escaped markup as literal text instead of interpreting it', () => {
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
  });

  it('decodes numeric references and keeps unknown entities as written', () => {
    expect(htmlToText('&#8364;5 &#x2019; &bogus; &#0;')).toBe('€5 ’ &bogus; \uFFFD');
  });

  it('handles comments, quoted ">" in attributes and a lone "<"', () => {
    expect(htmlToText('a<!-- hidden -->b <a title="x>y" href="/">link</a> 1 < 2')).toBe('ab link 1 < 2');
  });

  it('removes control and bidi-override characters', () => {
    expect(htmlToText('safe\u202Etxt.exe\u0007')).toBe('safetxt.exe');
  });

  it('handles thousands of unclosed tags in a single pass, showing none of them', () => {
    const hostile = '<a '.repeat(50_000);
    expect(htmlToText(hostile)).toBe('');
  });
});

describe('truncateText', () => {
  it('cuts at a code point boundary and adds an ellipsis', () => {
    expect(truncateText('abcdef', 4)).toBe('abc…');
    expect(truncateText('😀😀😀', 2)).toBe('😀…');
    expect(truncateText('short', 10)).toBe('short');
  });
});
