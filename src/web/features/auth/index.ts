// The auth feature's public surface: the signed-in user, where each role lives, and sign-out.
export { ME_KEY, useMe } from './api/get-me';
export { useSignOut } from './api/sign-out';
export { homeFor, type Role } from './utils/home-for';
