import { startRemotes } from './remotes/start-remotes';

// The remote this page needs starts downloading now, alongside the shell's chunks.
void startRemotes();
// The async boundary lets the federation runtime negotiate shared singletons before any
// application code imports React. A task later: the runtime's start-up above is long enough alone.
setTimeout(() => import('./bootstrap'), 0);
