/** An upstream feed that is not the RSS, Atom or calendar JSON it should be. */
export class FeedFormatError extends Error {
  override readonly name = 'FeedFormatError';
}
