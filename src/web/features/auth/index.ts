// The auth feature's public surface: the signed-in user and where each role lives. Everything here
// but the two-factor section is already in the first bundle (the sign-in screen and the guards use
// it); the section is imported only by /profile, a chunk of its own. Sign-out lives with the
// header that offers it.
export { ME_KEY, useMe } from './api/get-me';
export { PROFILE_KEY, useProfile } from './api/get-profile';
export { TwoFactorSection } from './components/two-factor-section';
export { homeFor, type Role } from './utils/home-for';
