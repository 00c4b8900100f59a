// The auth feature's public surface: the signed-in user and where each role lives. Everything here
// is small; the two-factor section's code is fetched when /profile shows it. Sign-out lives with
// the header that offers it.
export { ME_KEY, useMe } from './api/get-me';
export { PROFILE_KEY, useProfile } from './api/get-profile';
export { TwoFactorSection } from './components/two-factor-section-lazy';
export { homeFor, type Role } from './utils/home-for';
