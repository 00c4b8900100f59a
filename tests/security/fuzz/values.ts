import fc from 'fast-check';

/** Strings that have broken web apps before: injections, odd unicode, control characters. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE clients; --",
  '1); select pg_sleep(10); --',
  "%' and 1=1 and '%'='",
  '\\',
  '"',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\u0000\u0001\u0002',
  '\uFEFF',
  '\u202Egnp.exe',
  '\uD800',
  '\uDFFF\uD800',
  '𝕳𝖊𝖑𝖑𝖔 🙂 ﷽',
  'Ω≈ç√∫˜µ≤≥÷',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  // A template-injection probe, on purpose.
  '$' + '{7*7}',
  '{{7*7}}',
  '=HYPERLINK("http://evil.example","x")',
  '+1',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  '\r\n\r\n',
  'null',
  'undefined',
  'NaN',
  'true',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  ' ',
  '',
  '__proto__',
  'constructor',
  'admin',
  'new-client',
  'invoice-sent',
  'a@b.co',
  'A@B.CO ',
  'x@'.repeat(200),
];

const hugeString = fc
  .tuple(fc.constantFrom('a', '🙂', '\u0000', "'", '<'), fc.integer({ min: 300, max: 20_000 }))
  .map(([unit, n]) => unit.repeat(n));

export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.005, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 5e-324),
);

const scalar = fc.oneof(anyString, weirdNumber, fc.boolean(), fc.constant(null));

/** Any JSON value: scalars, and small arrays and objects of them, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(anyString, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
})).value;

/** Field names a mass-assignment attack would try. */
const EXTRA_KEYS = ['role', 'agentId', 'id', 'version', 'isAdmin', 'userId', 'password', 'token', 'extra'];

/** A valid body with some fields replaced by junk, dropped, or joined by extra ones. */
export function mutatedObject(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  const perKey = keys.map((key) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, unknown] | null>([key, base[key]]) },
      { weight: 2, arbitrary: anyJson.map((v): [string, unknown] => [key, v]) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
  );
  const extras = fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), anyJson), { maxLength: 2 });
  return fc.tuple(fc.tuple(...perKey), extras, fc.boolean()).map(([kept, extra, withExtra]) => {
    const out: Record<string, unknown> = {};
    for (const entry of kept) if (entry) out[entry[0]] = entry[1];
    if (withExtra) for (const [k, v] of extra) out[k] = v;
    return out;
  });
}

/** Percent-encodes every byte; unlike encodeURIComponent it accepts lone surrogates. */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}

/** Path parameter values: real ids (to reach deep code), random uuids and garbage. */
export function pathParam(realIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: anyString.map((s) => percentEncode(s.slice(0, 300)) || 'x') },
    { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ', '%C0%AF', '..', '.', 'null', '0', '-1', '%2e%2e') },
  );
}
