// `npm run dev`: the server with reload on change (tsx watch) and Vite's dev server for the UI.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './build-lib.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn(bin('tsx'), ['watch', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env }),
  spawn(bin('vite'), ['--configLoader', 'runner', '--port', '5173'], { cwd: root, stdio: 'inherit', env }),
];
console.log('Open http://localhost:5173 (the API runs on port 3000).');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
