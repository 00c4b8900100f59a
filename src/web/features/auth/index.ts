// The auth feature's public surface: the signed-in user and where each role lives. Everything here
// is already in the first bundle (the sign-in screen and the guards use it), so importing this
// index costs no extra download; sign-out lives with the header that offers it.
export { ME_KEY, useMe } from './api/get-me';
export { homeFor, type Role } from './utils/home-for';
