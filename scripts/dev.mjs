// Starts the API server (restarts on change) and the Vite dev server (hot reload) together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@maklerwerk/server'], {
    stdio: 'inherit',
    // The app is browsed through Vite (:5173, which passes /MSC3 on) or the server itself (:3000):
    // both are the origins that writes may come from and that links in mails name (decision 0038).
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? 'http://localhost:5173,http://localhost:3000,http://127.0.0.1:3000',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@maklerwerk/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) {
    child.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
