export { KbLayout as Component } from '../components/kb-layout';
