/** Accounts the suite's server starts with (tests that change or lock an account use their own). */
export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1', fullName: 'Administrator' };

export const AGENTS = {
  alice: { email: 'alice@e2e.test', password: 'alice-password-1', fullName: 'Alice Agent' },
  bob: { email: 'bob@e2e.test', password: 'bob-password-1', fullName: 'Bob Broker' },
  profile: { email: 'profile@e2e.test', password: 'profile-password-1', fullName: 'Pat Profile' },
  locked: { email: 'locked@e2e.test', password: 'locked-password-1', fullName: 'Lee Locked' },
  signout: { email: 'signout@e2e.test', password: 'signout-password-1', fullName: 'Sam Signout' },
  walker: { email: 'walker@e2e.test', password: 'walker-password-1', fullName: 'Wendy Walker' },
  pager: { email: 'pager@e2e.test', password: 'pager-password-1', fullName: 'Paul Pager' },
  carol: { email: 'carol@e2e.test', password: 'carol-password-1', fullName: 'Carol Closer' },
  dave: { email: 'dave@e2e.test', password: 'dave-password-1', fullName: 'Dave Dialer' },
  // Round trips of a status change (round-trips.spec.ts).
  rounds: { email: 'rounds@e2e.test', password: 'rounds-password-1', fullName: 'Rory Rounds' },
  backpager: { email: 'backpager@e2e.test', password: 'backpager-password-1', fullName: 'Bea Backpager' },
  // Owner of the clients the CSV export spec downloads (csv-export.spec.ts).
  streamer: { email: 'streamer@e2e.test', password: 'streamer-password-1', fullName: 'Stella Streamer' },
  // Two-factor sign-in and sessions (two-factor.spec.ts), each changed by one test only.
  totp: { email: 'totp@e2e.test', password: 'totp-password-1', fullName: 'Tara Totp' },
  forced: { email: 'forced@e2e.test', password: 'forced-password-1', fullName: 'Fern Forced' },
  sessions: { email: 'sessions@e2e.test', password: 'sessions-password-1', fullName: 'Sid Sessions' },
  reset: { email: 'reset@e2e.test', password: 'reset-password-1', fullName: 'Rita Reset' },
} as const;
