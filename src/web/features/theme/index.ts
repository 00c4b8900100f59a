export { ThemeSwitch } from './components/theme-switch';
