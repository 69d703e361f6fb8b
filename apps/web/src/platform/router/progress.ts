import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress.css';

NProgress.configure({ showSpinner: false, trickleSpeed: 150, minimum: 0.15 });

let active = 0;

/** Starts the top loading bar; the returned function ends this share of it. Nested starts share one bar. */
export const startProgress = (): (() => void) => {
  if (active++ === 0) NProgress.start();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--active === 0) NProgress.done();
  };
};
